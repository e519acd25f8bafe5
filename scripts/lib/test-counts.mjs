// How scripts/test.mjs turns tool output into passed/failed counts. Pure functions, so the
// counting rules can be checked against recorded reports.
import path from 'node:path';

// ESC is the whole point of this pattern.
// eslint-disable-next-line no-control-regex
export const stripAnsi = (text) => String(text ?? '').replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');

/** The first informative line of a tool's message (jest leads with a generic "● …" heading). */
export const firstLine = (text) =>
  stripAnsi(text)
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('●')) ?? '';

/** Counts a `jest --json` report; `report` null means jest wrote none. */
export function countJestReport({ report, exitCode, rootDir }) {
  if (!report) {
    return {
      passed: 0,
      failed: 1,
      notes: [
        `jest exited ${exitCode} without a JSON report (configuration or globalSetup error; see output above)`,
      ],
    };
  }
  const result = { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, notes: [] };
  for (const suite of report.testResults ?? []) {
    const file = path.relative(rootDir, suite.name ?? '?');
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    // A suite that failed without a failing test (did not compile, threw on import, broken hook)
    // would otherwise vanish from the count.
    if (suite.status === 'failed' && failedTests.length === 0) {
      result.failed += 1;
      result.notes.push(
        `suite failed to run: ${file}: ${firstLine(suite.testExecError?.message ?? suite.message)}`,
      );
    }
    for (const t of failedTests) result.notes.push(`failed: ${file} › ${t.fullName ?? t.title}`);
  }
  if (exitCode !== 0 && result.failed === 0) {
    result.failed += 1;
    result.notes.push(`jest exited ${exitCode} although no test failed`);
  }
  return result;
}

function playwrightFailures(suites, trail = []) {
  const out = [];
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) if (!spec.ok) out.push([...here, spec.title].join(' › '));
    out.push(...playwrightFailures(suite.suites, here));
  }
  return out;
}

/** Counts a Playwright JSON report: expected and flaky pass, unexpected fails. */
export function countPlaywrightReport({ report, exitCode }) {
  if (!report)
    return { passed: 0, failed: 1, notes: [`playwright exited ${exitCode} without a JSON report`] };
  const stats = report.stats ?? {};
  // Flaky tests passed on a retry: counted as passed, but named so nobody forgets them.
  const result = {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    notes: [],
  };
  if (stats.flaky) result.notes.push(`${stats.flaky} flaky (passed on retry)`);
  for (const title of playwrightFailures(report.suites)) result.notes.push(`failed: ${title}`);
  // Errors outside tests (config, global setup, webServer) fail the run without failing a test.
  for (const error of report.errors ?? []) {
    result.failed += 1;
    result.notes.push(`error: ${firstLine(error.message)}`);
  }
  if (exitCode !== 0 && result.failed === 0) {
    result.failed += 1;
    result.notes.push(`playwright exited ${exitCode} although no test failed`);
  }
  return result;
}
