#!/usr/bin/env node
// Where a process's CPU went: a V8 CPU profile (.cpuprofile, from `--cpu-prof`, e.g.
// SERVICE_CPU_PROF=.data/prof node tests/load/cpu-cost.mjs) summed by self time per package
// (node_modules/<name>, node:internal, our own libs and services) and per function.
//
//   node tests/load/profile-summary.mjs .data/prof/edge.cpuprofile [TOP=25] [FUNCTION=...]
// With FUNCTION (a regular expression on "name file:line"), also the total time (self and callees)
// under the frames it matches, outermost frames only: what a middleware or a library call costs.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const top = Number(process.argv[3] ?? 25);
const inclusivePattern = process.argv[4] ? new RegExp(process.argv[4]) : null;
if (!file) {
  console.error('usage: node tests/load/profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
// Sample i lasted timeDeltas[i + 1] µs (V8's convention: the delta before the next sample).
const selfUs = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt);
}

function packageOf(url) {
  if (!url) return '(native / idle / gc)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node:internal';
  const ours = url.match(/\/(libs|services)\/([^/]+)\//);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

const packages = new Map();
const functions = new Map();
let total = 0;
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  const frame = node.callFrame;
  total += us;
  const pkg = frame.functionName === '(idle)' ? '(idle)' : packageOf(frame.url);
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + us);
}
const busy = total - (packages.get('(idle)') ?? 0);
const show = (map, title) => {
  console.log(`\n${title} (self time, % of busy ${(busy / 1000).toFixed(0)} ms)`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    if (name === '(idle)') continue;
    console.log(
      `${((us / busy) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );
  }
};
show(packages, 'by package');
show(functions, 'by function');

if (inclusivePattern) {
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
  const inclusive = new Map();
  for (const [id, us] of selfUs) {
    // Charged to the outermost matching frame on the sample's stack.
    let outer = null;
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at));
      if (inclusivePattern.test(name)) outer = name;
    }
    if (outer && byId.get(id).callFrame.functionName !== '(idle)')
      inclusive.set(outer, (inclusive.get(outer) ?? 0) + us);
  }
  show(inclusive, `total time under frames matching ${inclusivePattern}`);
}
