/**
 * Browser journeys against an isolated copy of the product (see support/e2e-stack.ts).
 *
 *   node node_modules/@playwright/test/cli.js test -c tests/e2e/playwright.config.ts
 *
 * E2E_BASE_URL=http://localhost:8080 runs the journeys against a stack that is already up
 * (e.g. `npm start`) instead of starting one; they then create their users in its databases.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.cjs';

/**
 * The edge port must be known before global setup runs (it is the baseURL). Chosen once, in the
 * runner process, and handed to the workers through the environment they inherit. Synchronous
 * because the config is: a child process asks the OS for a free port.
 */
function pickEdgePort(): string {
  return execFileSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ],
    { encoding: 'utf8' },
  ).trim();
}

if (!process.env.E2E_BASE_URL && !process.env.E2E_EDGE_PORT) process.env.E2E_EDGE_PORT = pickEdgePort();
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_EDGE_PORT}`;

export default defineConfig({
  testDir: __dirname,
  // `*.spec.ts` belongs to jest; journeys are `*.e2e.ts`, and after them all one last check reads
  // what the edge counted while they ran (a teardown project runs whichever journeys were chosen).
  projects: [
    { name: 'journeys', testMatch: '**/*.e2e.ts', teardown: 'after-the-journeys' },
    { name: 'after-the-journeys', testMatch: '**/*.teardown.ts' },
  ],
  // E2E_OUTPUT_DIR: a folder of its own for a second run on the same checkout (each run empties its folder first).
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(__dirname, '../../.data/e2e/results'),
  globalSetup: require.resolve('./global-setup'),
  globalTeardown: require.resolve('./global-teardown'),
  // 2 cores, and the product runs alongside: one browser at a time.
  workers: 1,
  fullyParallel: false,
  // A journey that needs a retry to pass is a finding, not a pass.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A ceiling for a stuck run, not a budget: the whole run takes 29-31 min on this 2-core machine
  // on a slow day (stack start ~3 min, the accessibility walk ~6), so 40 left too little room.
  globalTimeout: 55 * 60_000,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'en-US',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
