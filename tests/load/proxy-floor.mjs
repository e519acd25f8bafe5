#!/usr/bin/env node
// The floor under cpu-cost.mjs's edge figures: what Node's own http costs on this machine, with
// no framework. A bare upstream answering a small JSON body, a bare proxy in front of it
// (http.request piped, connections kept), and the same client as cpu-cost.mjs (fetch, CONCURRENCY
// at a time). Prints ms of CPU per request of the proxy and of the upstream, from /proc.
//
//   node tests/load/proxy-floor.mjs            # 5,000 requests, 8 at a time
import http from 'node:http';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pool } from './lib/bench-market.mjs';
import { cpuMs, loadAverage } from './lib/machine.mjs';

const REQUESTS = Number(process.env.REQUESTS ?? 5000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const role = process.argv[2];

if (role === 'upstream') {
  const body = Buffer.from(JSON.stringify({ items: Array.from({ length: 10 }, (_, i) => ({ id: i })) }));
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
    res.end(body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
} else if (role === 'proxy') {
  const upstreamPort = Number(process.argv[3]);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        path: req.url,
        method: req.method,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
} else {
  const start = (...args) =>
    new Promise((resolve) => {
      const child = fork(fileURLToPath(import.meta.url), args);
      child.once('message', (port) => resolve({ child, port }));
    });
  console.log(`load average before: ${loadAverage()}`);
  const upstream = await start('upstream');
  const proxy = await start('proxy', String(upstream.port));
  const send = async (port) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/buyer/rounds`, {
      headers: { Cookie: `mp_access=${'x'.repeat(700)}` },
    });
    await res.arrayBuffer();
  };
  for (let i = 0; i < 200; i++) await send(proxy.port);
  const before = [cpuMs(proxy.child.pid), cpuMs(upstream.child.pid)];
  await pool(Array.from({ length: REQUESTS }), CONCURRENCY, () => send(proxy.port));
  const after = [cpuMs(proxy.child.pid), cpuMs(upstream.child.pid)];
  console.log(
    `${REQUESTS} requests, ${CONCURRENCY} at a time, through a bare Node proxy to a bare Node server`,
  );
  console.log(`bare proxy:    ${((after[0] - before[0]) / REQUESTS).toFixed(3)} ms of CPU per request`);
  console.log(`bare upstream: ${((after[1] - before[1]) / REQUESTS).toFixed(3)} ms of CPU per request`);
  console.log(`load average after: ${loadAverage()}`);
  proxy.child.kill();
  upstream.child.kill();
}
