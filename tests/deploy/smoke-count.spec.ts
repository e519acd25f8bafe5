/**
 * How `npm test`'s deploy smoke stage counts `npm run deploy:smoke` (scripts/deploy/smoke-count.mjs):
 * every step is one test, and a run that breaks off never counts as clean.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

type Counted = { passed: number; failed: number; notes: string[] };

/** countSmokeRun run by node itself (the script is an ES module jest does not load). */
function countSmokeRun(input: { output: string; exitCode: number; label: string }): Counted {
  const res = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { countSmokeRun } from './scripts/deploy/smoke-count.mjs';
       console.log(JSON.stringify(countSmokeRun(JSON.parse(process.argv[1]))));`,
      JSON.stringify(input),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(res.stderr);
  return JSON.parse(res.stdout) as Counted;
}

const clean = [
  '✓ container engine: two containers on a fresh network resolve each other by name (3.1 s): podman 4.3.1, cni: a → 10.89.0.2',
  '✓ images (built when missing) (0.4 s)',
  '  order 1 (12 units, pending)',
  '✓ compose down: nothing left running (4.0 s): 9 containers, the network and the volumes removed',
  'smoke run in 33 s',
  '3 passed, 0 failed',
].join('\n');

describe('countSmokeRun', () => {
  it('counts the steps of a clean run from its last line', () => {
    expect(countSmokeRun({ output: clean, exitCode: 0, label: 'compose' })).toEqual({
      passed: 3,
      failed: 0,
      notes: [],
    });
  });

  it('names each failed step, prefixed by the run', () => {
    const output = [
      "✗ container engine: two containers on a fresh network resolve each other by name (0.2 s): containers cannot resolve each other by name: install golang-github-containernetworking-plugin-dnsname (podman's dnsname plugin for its cni network backend)",
      'smoke run in 1 s',
      '0 passed, 1 failed',
    ].join('\n');
    const counted = countSmokeRun({ output, exitCode: 1, label: 'kube' });
    expect(counted.passed).toBe(0);
    expect(counted.failed).toBe(1);
    expect(counted.notes).toHaveLength(1);
    expect(counted.notes[0]).toMatch(
      /^kube: container engine: .*golang-github-containernetworking-plugin-dnsname/,
    );
  });

  it('fails a run that ends without its count line', () => {
    const output = clean.split('\n').slice(0, 2).join('\n');
    const counted = countSmokeRun({ output, exitCode: 137, label: 'compose' });
    expect(counted.failed).toBe(1);
    expect(counted.passed).toBe(0);
    expect(counted.notes.at(-1)).toBe('compose: the smoke exited 137 without its "N passed, N failed" line');
  });

  it('fails a run that exits non-zero although no step failed', () => {
    const counted = countSmokeRun({ output: clean, exitCode: 1, label: 'compose' });
    expect(counted).toMatchObject({ passed: 3, failed: 1 });
  });
});
