#!/usr/bin/env node
// `npm test`: installs what a fresh machine lacks (node_modules, infra binaries, chromium, poppler), then
// runs lint, typecheck, jest, e2e and the deploy smoke (the images under compose and kube play),
// counting every stage and continuing after failures. The last line printed is always
// `N passed, N failed`. Node built-ins only: this file bootstraps.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countSmokeRun } from './deploy/smoke-count.mjs';
import { ensureDeployTools } from './deploy/tools.mjs';
import { ensureFerretdbBinary } from './infra/binaries.mjs';
import { pinnedVersions } from './infra/config.mjs';
import { ensureInfra } from './infra/infra.mjs';
import { ensureNodeModules, installReason } from './lib/bootstrap.mjs';
import { repoRoot, reportsDir } from './lib/paths.mjs';
import { lintWorkspace } from './lint.mjs';
import { typecheckWorkspace } from './typecheck.mjs';
import { formatDuration, isRoot, run } from './lib/proc.mjs';
import { countJestReport, countPlaywrightReport, firstLine } from './lib/test-counts.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
if (ci) {
  // Nx forces colour into task output; NO_COLOR is the one switch its colour libraries all honour.
  env.NO_COLOR = '1';
  delete env.FORCE_COLOR;
}

const { CHROMIUM_PATH: CHROMIUM } = createRequire(import.meta.url)('../tests/support/chromium.cjs');
const E2E_CONFIG = path.join(repoRoot, 'tests', 'e2e', 'playwright.config.ts');
const MAX_NOTES = 15;

const stages = [];

function stage(name, { setup = false } = {}) {
  const s = { name, setup, passed: 0, failed: 0, notes: [], skipped: null, ms: 0, started: Date.now() };
  stages.push(s);
  console.log(`\n=== ${name} ===`);
  return s;
}

function finish(s) {
  s.ms = Date.now() - s.started;
  return s;
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readJson(file) {
  return existsSync(file) ? parseJson(readFileSync(file, 'utf8')) : null;
}

function add(s, { passed, failed, notes }) {
  s.passed += passed;
  s.failed += failed;
  s.notes.push(...notes);
  return s;
}

const localBin = (name) => {
  const file = path.join(repoRoot, 'node_modules', '.bin', name);
  return existsSync(file) ? file : null;
};

// --- setup: only what is missing ----------------------------------------------------------------

function installDependencies() {
  if (!installReason()) return;
  const s = stage('setup: npm dependencies', { setup: true });
  try {
    const result = ensureNodeModules({ env });
    if (!result.ok) add(s, { passed: 0, failed: 1, notes: result.problems });
  } catch (error) {
    add(s, { passed: 0, failed: 1, notes: [error.message] });
  }
  finish(s);
}

async function bringUpInfra() {
  const s = stage('setup: infra (FerretDB, MinIO, NATS)', { setup: true });
  try {
    const statuses = await ensureInfra({ env, log: (m) => console.log(`[infra] ${m}`) });
    for (const st of statuses) console.log(`${st.name}: ${st.status} ${st.address}`);
    // Outage tests start private FerretDBs of their own, even when the shared one was reused.
    await ensureFerretdbBinary(pinnedVersions(env).ferretdb, (m) => console.log(`[infra] ${m}`));
    env.MP_INFRA_CHECKED = 'ok';
  } catch (error) {
    s.failed += 1;
    s.notes.push(...error.message.split('\n').slice(0, MAX_NOTES));
    // Tells jest's globalSetup not to retry (and rebuild) what just failed.
    env.MP_INFRA_CHECKED = 'failed';
  }
  finish(s);
}

/** kustomize and the deployment checkers (tests/deploy), built once into .data/bin. */
async function buildDeployTools() {
  const s = stage('setup: deploy tools (kustomize, k8s-check, compose-check)', { setup: true });
  try {
    await ensureDeployTools({ log: (m) => console.log(`[deploy-tools] ${m}`) });
  } catch (error) {
    s.failed += 1;
    s.notes.push(...error.message.split('\n').slice(0, MAX_NOTES));
  }
  finish(s);
}

/**
 * Debian packages, without their recommended ones (named here, every one the suite needs): tried
 * from the package lists as they are, then once more after `apt-get update`. Returns apt's exit.
 */
async function aptInstall(packages) {
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env: aptEnv });
  let res = await install();
  if (res.code !== 0) {
    res = await run('apt-get', ['update'], { env: aptEnv });
    if (res.code === 0) res = await install();
  }
  return res.code;
}

/**
 * What the browser tests need from Debian: Chromium, and the Liberation fonts the layout journeys
 * measure text in (with only DejaVu, wider, the admin's and supplier's tables no longer fit their
 * cards at 1280 px). Each is checked by a file it installs.
 */
const BROWSER_PACKAGES = [
  ['chromium', CHROMIUM],
  ['fonts-liberation', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'],
];

/** Returns null when the browser tests' packages are there, else why not. */
async function ensureBrowserPackages() {
  const missing = BROWSER_PACKAGES.filter(([, file]) => !existsSync(file)).map(([name]) => name);
  if (!missing.length) return null;
  if (!isRoot())
    return `${missing.join(', ')} missing, and installing needs root (apt-get install ${missing.join(' ')})`;
  const s = stage(`setup: ${missing.join(', ')}`, { setup: true });
  const code = await aptInstall(missing);
  finish(s);
  const still = BROWSER_PACKAGES.filter(([, file]) => !existsSync(file)).map(([name]) => name);
  return still.length ? `apt-get could not install ${still.join(', ')} (exit ${code})` : null;
}

const PDFTOTEXT = '/usr/bin/pdftotext';

/**
 * Invoice PDF specs read documents with Debian's poppler-utils (pdftotext, pdfinfo, pdftoppm).
 * A failed install is noted here; those specs then fail with the missing command in their output.
 */
async function ensurePoppler() {
  if (existsSync(PDFTOTEXT)) return;
  const s = stage('setup: poppler-utils', { setup: true });
  if (!isRoot()) {
    s.failed += 1;
    s.notes.push(`${PDFTOTEXT} is missing and installing it needs root (apt-get install poppler-utils)`);
  } else {
    const code = await aptInstall(['poppler-utils']);
    if (!existsSync(PDFTOTEXT)) {
      s.failed += 1;
      s.notes.push(`apt-get could not install poppler-utils (exit ${code})`);
    }
  }
  finish(s);
}

// --- stages --------------------------------------------------------------------------------------

/**
 * A workspace tool run once over every project (scripts/lint.mjs: ESLint and Prettier's check
 * side by side; scripts/typecheck.mjs: three TypeScript programs, the shared libs read once per
 * side). Each project counts as one test, failed when any problem is in its files.
 */
async function perProjectStage(name, checkWorkspace) {
  const s = stage(name);
  try {
    const { projects } = await checkWorkspace({ env });
    for (const p of projects) {
      if (!p.problems.length) s.passed += 1;
      else {
        s.failed += 1;
        const more = p.problems.length > 1 ? ` (and ${p.problems.length - 1} more)` : '';
        s.notes.push(`failed: ${p.name}: ${p.problems[0]}${more}`);
      }
    }
  } catch (error) {
    s.failed += 1;
    s.notes.push(`${name} crashed: ${firstLine(error.message)}`);
  }
  return finish(s);
}

async function jestStage() {
  const s = stage('jest');
  const jest = localBin('jest');
  if (!jest) {
    s.failed += 1;
    s.notes.push('node_modules/.bin/jest is missing (dependencies not installed?)');
    return finish(s);
  }
  mkdirSync(reportsDir, { recursive: true });
  const reportFile = path.join(reportsDir, 'jest.json');
  rmSync(reportFile, { force: true });
  const res = await run(
    jest,
    ['--ci', '--json', `--outputFile=${reportFile}`, '--maxWorkers=2', '--passWithNoTests'],
    { cwd: repoRoot, env },
  );
  return finish(
    add(s, countJestReport({ report: readJson(reportFile), exitCode: res.code, rootDir: repoRoot })),
  );
}

async function e2eStage(chromiumProblem) {
  const s = stage('e2e');
  if (!existsSync(E2E_CONFIG)) {
    s.skipped = `no ${path.relative(repoRoot, E2E_CONFIG)}`;
    return finish(s);
  }
  if (chromiumProblem) {
    s.failed += 1;
    s.notes.push(`FAILED: e2e not run: ${chromiumProblem}`);
    return finish(s);
  }
  // Called directly: playwright-core ships a `playwright` bin too, without the `test` command.
  const playwrightCli = path.join(repoRoot, 'node_modules', '@playwright', 'test', 'cli.js');
  if (!existsSync(playwrightCli)) {
    s.failed += 1;
    s.notes.push(
      'FAILED: e2e not run: @playwright/test is not installed (only playwright-core is), so `playwright test` is unavailable',
    );
    return finish(s);
  }
  mkdirSync(reportsDir, { recursive: true });
  const reportFile = path.join(reportsDir, 'playwright.json');
  rmSync(reportFile, { force: true });
  const res = await run(process.execPath, [playwrightCli, 'test', '-c', E2E_CONFIG, '--reporter=json'], {
    cwd: repoRoot,
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
    output: 'capture',
  });
  process.stderr.write(res.stderr);
  const report = readJson(reportFile) ?? parseJson(res.stdout);
  const counted = countPlaywrightReport({ report, exitCode: res.code });
  if (!report) counted.notes.push(firstLine(res.stderr || res.stdout));
  return finish(add(s, counted));
}

/**
 * The images as they ship, built from this tree (one test) and run for real (`npm run
 * deploy:smoke`, then with `--kube`): each smoke step counts as one test. Each smoke run removes
 * what an interrupted run left and all it started, so a second `npm test` starts clean. A command
 * that outlives SMOKE_LIMIT_S is stopped (and counted failed) rather than holding CI to its limit.
 */
const SMOKE_LIMIT_S = 900;

/**
 * Last and alone. Measured beside lint and typecheck (5m22s for the three, against about 5m10s one
 * after the other) and beside jest (two specs on timers failed under the load): the two cores are
 * busy through every stage, so nothing is gained by overlapping them.
 */
async function deploySmokeStage() {
  const s = stage('deploy smoke');
  // The product images of this tree, not of an earlier run: the smoke alone builds only what is
  // missing. Bases are kept when present, layers are cached: about 2 min warm.
  console.log('--- npm run images ---');
  const built = await run(
    'timeout',
    [
      '--kill-after=30',
      String(SMOKE_LIMIT_S),
      process.execPath,
      path.join(repoRoot, 'scripts', 'images', 'build.mjs'),
    ],
    { cwd: repoRoot, env, output: 'tee' },
  );
  if (built.code === 0) s.passed += 1;
  else {
    // build.mjs ends with the error; what comes before is progress.
    const last = built.stderr.trim().split('\n').filter(Boolean).pop();
    s.failed += 1;
    s.notes.push(`npm run images (exit ${built.code}): ${last?.slice(0, 300) ?? 'no output'}`);
  }
  const smoke = path.join(repoRoot, 'scripts', 'deploy', 'smoke.mjs');
  for (const [label, args] of [
    ['compose', []],
    ['kube', ['--kube']],
  ]) {
    console.log(`--- npm run deploy:smoke${args.length ? ` -- ${args.join(' ')}` : ''} ---`);
    const res = await run(
      'timeout',
      ['--kill-after=30', String(SMOKE_LIMIT_S), process.execPath, smoke, ...args],
      { cwd: repoRoot, env, output: 'tee' },
    );
    const counted = countSmokeRun({ output: res.stdout, exitCode: res.code, label });
    if (res.code === 124 || res.code === 137)
      counted.notes.push(`${label}: stopped after ${SMOKE_LIMIT_S} s`);
    add(s, counted);
  }
  return finish(s);
}

// --- main ----------------------------------------------------------------------------------------

function printSummary() {
  console.log('\n=== summary ===');
  for (const s of stages) {
    let result = `${s.passed} passed, ${s.failed} failed`;
    if (s.skipped) result = `skipped (${s.skipped})`;
    else if (s.setup) result = s.failed ? 'FAILED' : 'ok';
    console.log(`${s.failed ? 'FAIL' : 'ok  '}  ${s.name.padEnd(40)} ${result}  [${formatDuration(s.ms)}]`);
    const notes = s.notes.slice(0, MAX_NOTES);
    for (const note of notes) console.log(`        ${note}`);
    if (s.notes.length > notes.length) console.log(`        … and ${s.notes.length - notes.length} more`);
  }
  const passed = stages.reduce((sum, s) => sum + s.passed, 0);
  const failed = stages.reduce((sum, s) => sum + s.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

async function main() {
  installDependencies();
  await bringUpInfra();
  await buildDeployTools();
  const chromiumProblem = existsSync(E2E_CONFIG) ? await ensureBrowserPackages() : null;
  await ensurePoppler();
  await perProjectStage('lint', lintWorkspace);
  await perProjectStage('typecheck', typecheckWorkspace);
  await jestStage();
  await e2eStage(chromiumProblem);
  await deploySmokeStage();
  return printSummary() > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    // Even a crash of this script must end with the count line CI reads.
    console.error(error.stack ?? error);
    const s = stage('test runner', { setup: true });
    s.failed += 1;
    s.notes.push(`crashed: ${firstLine(error.message)}`);
    finish(s);
    printSummary();
    process.exit(1);
  },
);
