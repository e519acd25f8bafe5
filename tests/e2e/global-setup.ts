import path from 'node:path';
import { repoRoot, startE2eStack } from './support/e2e-stack';

/**
 * Starts the run's own stack, unless E2E_BASE_URL points at one that is already up. Hands the
 * demo accounts to the workers through the environment: scripts/dev/stack.mjs is native ESM,
 * which test files (compiled to CommonJS by Playwright) cannot import statically.
 */
export default async function globalSetup(): Promise<void> {
  const { DEMO_ACCOUNTS } = await import(path.join(repoRoot, 'scripts/dev/stack.mjs'));
  process.env.E2E_DEMO_ACCOUNTS = JSON.stringify(DEMO_ACCOUNTS);
  if (process.env.E2E_BASE_URL) return;
  const edgePort = Number(process.env.E2E_EDGE_PORT);
  if (!Number.isInteger(edgePort) || edgePort <= 0)
    throw new Error('E2E_EDGE_PORT is not set (see playwright.config.ts)');
  await startE2eStack({ edgePort });
}
