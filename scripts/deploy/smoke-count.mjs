// How scripts/test.mjs counts a `npm run deploy:smoke` run: each ✓/✗ step of the smoke is one
// test. Node built-ins only (scripts/test.mjs imports it before node_modules may exist); pure, so
// the rule is checked against recorded output (tests/deploy/smoke-count.spec.ts).

// ESC is the whole point of this pattern.
// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => String(text ?? '').replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');

/**
 * `{ passed, failed, notes }` of a smoke run from its output and exit code. `label` ('compose',
 * 'kube') prefixes each note. A run that ends without its `N passed, N failed` line (a crash, a
 * kill) or exits non-zero with no failure counted adds one failure: it never counts as clean.
 */
export function countSmokeRun({ output, exitCode, label }) {
  const lines = stripAnsi(output).split('\n');
  const notes = lines
    .filter((line) => line.startsWith('✗ '))
    .map((line) => `${label}: ${line.slice(2).split('\n')[0].slice(0, 300)}`);
  const count = lines
    .map((line) => /^(\d+) passed, (\d+) failed$/.exec(line.trim()))
    .filter(Boolean)
    .pop();
  if (!count)
    return {
      passed: 0,
      failed: 1,
      notes: [...notes, `${label}: the smoke exited ${exitCode} without its "N passed, N failed" line`],
    };
  const passed = Number(count[1]);
  let failed = Number(count[2]);
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    notes.push(`${label}: the smoke exited ${exitCode} with no failed step`);
  }
  return { passed, failed, notes };
}
