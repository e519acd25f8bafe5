#!/usr/bin/env node
// Where a first page's main thread goes before it is usable, and what Explore Rounds' first
// interactions wait on. Reports figures; passes or fails nothing.
//
//   node tests/load/main-thread.mjs                        # private stack, /buyer/rounds
//   PAGE=/supplier/rounds ROLE=supplier node tests/load/main-thread.mjs
//   BASE_URL=http://localhost:8080 node tests/load/main-thread.mjs   # a running stack (npm start)
//   NETWORK=throttled node tests/load/main-thread.mjs      # web-weight's throttled network too
//
// Each load as web-weight's INP row takes it (4× CPU, network not throttled, fresh context, RUNS
// loads, default 3), signed in with the role's demo account:
// - the load: V8's sampling profiler from the address entered to the page usable (web-weight's
//   `loadUntilUsable`); main-thread time busy, the modules whose evaluation took longest (webpack
//   names a module's function by its id: inclusive time, with the file it is in) and the files by
//   self time ("(program)" is V8 parsing and compiling, and the browser's own work);
// - the interactions (PAGE=/buyer/rounds only): open a round's products, a pack more, Add to Cart,
//   each interaction's longest event split into input delay, processing and the wait for the next
//   paint (Event Timing), and the long animation frames around the first one with the scripts in them.
import os from 'node:os';
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import { ACCOUNTS, eachRun, loadUntilUsable, roundsInteractions } from './web-weight.mjs';

const require = createRequire(import.meta.url);
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('../support/chromium.cjs');

const PAGE = process.env.PAGE ?? '/buyer/rounds';
const ROLE = process.env.ROLE ?? PAGE.split('/')[1];
const TOP = 15;

const file = (url) => url.split('/').pop() || '(browser)';
const ms = (value) => `${Math.round(value)} ms`;
const loads = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/** Self and inclusive time per function (`name file`), from a CPU profile; idle left out. */
function profileTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
  const self = new Map();
  const inclusive = new Map();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const leaf = byId.get(id).callFrame;
    if (leaf.functionName === '(idle)') return;
    busy += dt;
    const leafKey = `${leaf.functionName || '(anonymous)'} ${file(leaf.url)}`;
    self.set(leafKey, (self.get(leafKey) ?? 0) + dt);
    const seen = new Set();
    for (let node = id; node !== undefined; node = parentOf.get(node)) {
      const frame = byId.get(node).callFrame;
      const key = `${frame.functionName || '(anonymous)'} ${file(frame.url)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
    }
  });
  return { busy, self, inclusive };
}

const top = (map, keep = () => true) =>
  [...map]
    .filter(([key]) => keep(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([key, value]) => `${ms(value).padStart(8)}  ${key}`);

async function profileLoad(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  const { usable } = await loadUntilUsable(page, PAGE);
  const { profile } = await cdp.send('Profiler.stop');
  // When each file's last byte came (page clock): a first load is usable at about its last JS byte
  // plus the main-thread work that only starts then, so these say which of the two sets the pace.
  const arrivals = await page.evaluate(() =>
    window.performance
      .getEntriesByType('navigation')
      .concat(window.performance.getEntriesByType('resource'))
      .map((e) => ({ name: e.name.split('?')[0].split('/').pop() || '(page)', end: e.responseEnd })),
  );
  const arrivedBeforeUsable = arrivals
    .filter((a) => a.end > 0 && a.end <= usable)
    .sort((a, b) => a.end - b.end);
  const lastJsByte = Math.max(
    0,
    ...arrivedBeforeUsable.filter((a) => /\.js$/.test(a.name)).map((a) => a.end),
  );
  const { busy, self, inclusive } = profileTimes(profile);
  const files = new Map();
  for (const [key, value] of self) {
    const name = key.split(' ').pop();
    files.set(name, (files.get(name) ?? 0) + value);
  }
  return {
    usable,
    busy,
    lastJsByte,
    arrivals: arrivedBeforeUsable.map((a) => `${ms(a.end).padStart(8)}  ${a.name}`),
    modules: top(inclusive, (key) => /^\d+ /.test(key)),
    files: top(files),
    functions: top(self),
  };
}

async function interactions(page) {
  await loadUntilUsable(page, PAGE);
  await page.evaluate(() => {
    window.__events = [];
    window.__frames = [];
    new window.PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.interactionId)
          window.__events.push({
            id: e.interactionId,
            name: e.name,
            start: e.startTime,
            duration: e.duration,
            delay: e.processingStart - e.startTime,
            processing: e.processingEnd - e.processingStart,
          });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new window.PerformanceObserver((list) => {
      for (const f of list.getEntries())
        window.__frames.push({
          start: f.startTime,
          duration: f.duration,
          scripts: f.scripts
            .filter((s) => s.duration >= 10)
            .map((s) => `${s.invoker} ${Math.round(s.duration)} ms`),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await roundsInteractions(page);
  const { events, frames } = await page.evaluate(() => ({
    events: window.__events,
    frames: window.__frames,
  }));
  const longest = new Map();
  for (const e of events)
    if (!longest.has(e.id) || longest.get(e.id).duration < e.duration) longest.set(e.id, e);
  const first = [...longest.values()].sort((a, b) => a.start - b.start)[0];
  return {
    interactions: [...longest.values()].map(
      (e) =>
        `${e.name} ${ms(e.duration)}: input delay ${ms(e.delay)}, processing ${ms(e.processing)}, to the next paint ${ms(e.duration - e.delay - e.processing)}`,
    ),
    framesAroundFirst: first
      ? frames
          .filter((f) => f.start + f.duration >= first.start - 100 && f.start <= first.start + first.duration)
          .map(
            (f) =>
              `${ms(f.duration)} ${f.scripts.join(', ') || '(no script over 10 ms: style, layout, paint)'}`,
          )
      : [],
  };
}

async function measure(baseURL) {
  console.log(`load average before: ${loads()}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // NETWORK=throttled: web-weight's whole mobile profile, the network too, not only its CPU.
  const cpuOnly = process.env.NETWORK !== 'throttled';
  const options = { throttled: true, cpuOnly, signedIn: true, account: ACCOUNTS[ROLE] };
  try {
    const profiled = await eachRun(browser, baseURL, options, profileLoad);
    profiled.forEach((run, i) => {
      console.log(
        `\n${PAGE}, load ${i + 1} (4× CPU${cpuOnly ? '' : ', network throttled'}): usable at ${ms(run.usable)}, main thread busy ${ms(run.busy)}`,
      );
      console.log(
        `  last JS byte at ${ms(run.lastJsByte)}, usable ${ms(run.usable - run.lastJsByte)} after it`,
      );
      console.log('  files, last byte (page clock):', ...run.arrivals.map((l) => `\n    ${l}`));
      console.log('  modules, evaluation with what they import:', ...run.modules.map((l) => `\n    ${l}`));
      console.log('  files, self time:', ...run.files.map((l) => `\n    ${l}`));
      console.log('  functions, self time:', ...run.functions.map((l) => `\n    ${l}`));
    });
    if (PAGE === '/buyer/rounds') {
      const runs = await eachRun(browser, baseURL, options, interactions);
      runs.forEach((run, i) => {
        console.log(`\nInteractions, load ${i + 1}:`, ...run.interactions.map((l) => `\n    ${l}`));
        console.log(
          '  long animation frames around the first:',
          ...run.framesAroundFirst.map((l) => `\n    ${l}`),
        );
      });
    }
  } finally {
    await browser.close();
  }
  console.log(`\nload average after: ${loads()}`);
}

if (process.env.BASE_URL) await measure(process.env.BASE_URL.replace(/\/+$/, ''));
else {
  const { withPrivateStack } = await import('./private-stack.mjs');
  await withPrivateStack(measure);
}
