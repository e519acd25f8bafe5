#!/usr/bin/env node
// `npm run deploy:smoke`: the product as it ships, run for real on this machine.
//
// First, for both: two throwaway containers on a fresh network must resolve each other by name
// (scripts/images/engine.mjs proveNameResolution), else the run stops naming what is missing.
//
// Compose (default): builds the images that are missing (scripts/images/build.mjs), starts
// docker-compose.yml + docker-compose.local.yml (FerretDB on PostgreSQL instead of MongoDB) under
// podman with the demo profile (scripts/images/compose.mjs), waits for every service, then through
// the edge's published port: signs in as each demo role, opens a ws round channel, places an
// order, kills the buyer container's process (SIGKILL: a crash) and sees it restarted by its
// restart policy with the order kept, has the admin approve it, the supplier invoice it and download the PDF;
// then removes everything it started (containers, network, volumes).
//
// --kube: the Kubernetes base played with `podman kube play` instead (scripts/images/kube.mjs).
//
// Each step prints its time; the last line is `N passed, N failed`; exit 1 on any failure.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { formatDuration, sleep } from '../lib/proc.mjs';
import { DEMO_ACCOUNTS, freePort } from '../dev/stack.mjs';
import { SeedSession, eventually } from '../dev/seed/session.mjs';
import { ensureImages } from '../images/build.mjs';
import {
  composeDown,
  composeUp,
  containerName,
  containerState,
  loadProject,
  logTail,
  projectContainers,
  waitHealthy,
} from '../images/compose.mjs';
import { ensureLocalBases, localBaseImages } from '../images/bases.mjs';
import { engine, proveNameResolution } from '../images/engine.mjs';

const DEMO_SUPPLIER = 'Demo Supplier Co.';
export const SMOKE_PROJECT = 'marketplace-smoke';

let passed = 0;
let failed = 0;
const runStarted = Date.now();

/** Short steps to the tenth of a second, long ones as minutes and seconds. */
const took = (ms) => (ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : formatDuration(ms));

/** Runs one step, prints `✓/✗ title (time) detail`; returns its value, or throws when `fatal`. */
async function step(title, fn, { fatal = true } = {}) {
  const t0 = Date.now();
  try {
    const detail = await fn();
    passed++;
    console.log(`✓ ${title} (${took(Date.now() - t0)})${typeof detail === 'string' ? `: ${detail}` : ''}`);
    return detail;
  } catch (error) {
    failed++;
    console.log(`✗ ${title} (${took(Date.now() - t0)}): ${error.message}`);
    if (fatal) throw Object.assign(error, { reported: true });
    return undefined;
  }
}

const itemsOf = (body) => (Array.isArray(body) ? body : (body?.items ?? []));

async function expectOk(url, init, what) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status}`);
  return res;
}

/** Opens /ws as `session`, subscribes to `channel`; resolves once subscribed. */
function openRoundChannel(base, session, channel) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, {
      headers: { Cookie: session.cookies, Origin: base },
    });
    const frames = [];
    const timer = setTimeout(() => reject(new Error('no "subscribed" frame in 10 s')), 10_000);
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      frames.push(frame);
      if (frame.type === 'subscribed' && frame.channel === channel) {
        clearTimeout(timer);
        resolve({ ws, frames });
      }
    });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', channel })));
    ws.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: HTTP ${res.statusCode}`)));
    ws.on('error', reject);
  });
}

/** The product's flow through the edge at `base`; `killService(name)` kills and awaits a restart. */
export async function productFlow(base, { killService } = {}) {
  await step('edge answers: /health, the shell, /remotes.json', async () => {
    await expectOk(`${base}/health`, {}, '/health');
    const html = await (await expectOk(`${base}/`, {}, '/')).text();
    if (!html.includes('<div id="root"')) throw new Error('/ is not the shell index.html');
    const remotes = await (await expectOk(`${base}/remotes.json`, {}, '/remotes.json')).json();
    return `${Object.keys(remotes).length} remotes`;
  });

  const sessions = {};
  // One account per role (the buying team's extra demo people have their own journeys).
  for (const account of DEMO_ACCOUNTS.filter((a) => !a.teamRole))
    sessions[account.role] = await step(
      `sign in as the demo ${account.role} (${account.email})`,
      async () => {
        const session = await SeedSession.signIn(base, account.role);
        const { body } = await session.call('GET', '/api/identity/profile/me');
        if (body.role !== account.role) throw new Error(`profile role is ${body.role}`);
        return session;
      },
    );
  const { buyer, admin, supplier } = sessions;

  const round = await step(`the buyer sees the demo supplier's approved round`, async () =>
    eventually('the demo round', async () => {
      const { body } = await buyer.call(
        'GET',
        `/api/buyer/rounds?search=${encodeURIComponent(DEMO_SUPPLIER)}`,
      );
      // The seed's first approved round (another one has price breaks).
      return itemsOf(body).find((r) => r.supplierName === DEMO_SUPPLIER && r.title === 'Demo Spring Round');
    }),
  );

  const channel = `round-${round.id}-selections`;
  const socket = await step(
    `ws: the buyer subscribes to ${channel}`,
    () => openRoundChannel(base, buyer, channel),
    {
      fatal: false,
    },
  );

  const order = await step('the buyer places an order', async () => {
    const { body: detail } = await buyer.call('GET', `/api/buyer/rounds/${encodeURIComponent(round.id)}`);
    const product = detail.products[0];
    const qty = Math.max(1, product.unitsPerPack);
    await buyer.call(
      'PUT',
      `/api/buyer/carts/${encodeURIComponent(round.id)}/items/${encodeURIComponent(product.id)}`,
      {
        json: { qty },
      },
    );
    const { body } = await buyer.call('POST', '/api/buyer/orders', {
      json: { roundId: round.id },
      headers: { 'Idempotency-Key': `smoke-${Date.now()}-${process.pid}` },
    });
    return body;
  });
  console.log(`  order ${order.id} (${order.totalUnits} units, ${order.status})`);

  if (socket)
    await step(
      'ws: a quantity_change broadcast reaches the subscriber',
      async () => {
        const deadline = Date.now() + 15_000;
        while (Date.now() < deadline) {
          const frame = socket.frames.find((f) => f.type === 'broadcast' && f.channel === channel);
          if (frame) return `total_committed ${frame.payload.total_committed}`;
          await sleep(200);
        }
        throw new Error('none in 15 s');
      },
      { fatal: false },
    );
  socket?.ws.close();

  if (killService) await killService('buyer');

  await step('the order survived the restart (GET /api/buyer/orders/:id)', async () => {
    const { body } = await eventually(
      'the buyer service answering',
      async () =>
        buyer
          .call('GET', `/api/buyer/orders/${order.id}`, { ok: (s) => s < 400 || s === 502 || s === 503 })
          .then((r) => (r.status < 400 ? r : null)),
      60_000,
    );
    if (body.id !== order.id) throw new Error(`got ${body.id}`);
    return body.status;
  });

  await step('the admin approves the order', async () => {
    await eventually(
      'the order in the admin service',
      async () => {
        const { status } = await admin.call('POST', `/api/admin/orders/${order.id}/decision`, {
          json: { decision: 'approve' },
          ok: (s) => s < 400 || s === 404,
        });
        return status < 400;
      },
      60_000,
    );
    const { body } = await eventually(
      'the buyer to see it approved',
      async () => {
        const res = await buyer.call('GET', `/api/buyer/orders/${order.id}`);
        return res.body.status === 'approved' ? res : null;
      },
      60_000,
    );
    return body.status;
  });

  // The notifications service hears the decision from the buyer's stream, finds the buyer in its
  // recipients directory (fed by identity's events) and mails through the local run's sink.
  await step('the buyer is told of the approval: the bell and the e-mail', async () => {
    const told = await eventually(
      'the approval in the bell',
      async () => {
        const { body } = await buyer.call('GET', '/api/identity/notifications');
        const number = order.id.slice(0, 8);
        return body.items?.find((n) => n.kind === 'order_approved' && n.params?.orderNumber === number) ?? null;
      },
      60_000,
    );
    const buyerEmail = DEMO_ACCOUNTS.find((a) => a.role === 'buyer' && !a.teamRole).email;
    const mail = await eventually(
      'the approval e-mail in the mail sink',
      async () => {
        const { body } = await buyer.call('GET', `/api/identity/dev/mail?to=${encodeURIComponent(buyerEmail)}`);
        // The bell's text is the e-mail's subject (the order's short number is in it).
        return body.find((m) => m.subject.includes(told.params.orderNumber)) ?? null;
      },
      60_000,
    );
    return mail.subject;
  });

  const invoice = await step('the supplier records weights and generates the invoice', async () => {
    await eventually(
      'the sale in the supplier service',
      async () =>
        itemsOf((await supplier.call('GET', '/api/supplier/sales')).body).some((s) => s.id === order.id),
      60_000,
    );
    const { body: sale } = await supplier.call('GET', `/api/supplier/sales/${order.id}`);
    for (const line of sale.lines)
      await supplier.call('PUT', `/api/supplier/sales/${order.id}/lines/${line.id}/weights`, {
        json: { netWeightKg: line.qty * 0.2, grossWeightKg: line.qty * 0.22, cbm: line.qty * 0.0015 },
      });
    const due = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
    const { body } = await supplier.call('POST', `/api/supplier/sales/${order.id}/invoice`, {
      json: { dueDate: due, notes: 'Smoke test of the shipped stack.' },
    });
    return body.invoice;
  });

  await step('the supplier downloads the invoice PDF', async () => {
    const res = await fetch(`${base}/api/supplier/invoices/${invoice.id}/pdf`, {
      headers: { Cookie: supplier.cookies, Origin: base },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    if (bytes.subarray(0, 5).toString() !== '%PDF-')
      throw new Error(`not a PDF (${res.headers.get('content-type')})`);
    return `${invoice.invoiceNumber}, ${bytes.length} bytes of ${res.headers.get('content-type')}`;
  });

  await step('the buyer receives the invoice', () =>
    eventually(
      'the invoice on the buyer side',
      async () =>
        itemsOf((await buyer.call('GET', '/api/buyer/invoices')).body).some((i) => i.id === invoice.id),
      60_000,
    ).then(() => invoice.invoiceNumber),
  );
}

/**
 * Kills the container's main process with SIGKILL from the host (a crash, as the OOM killer would)
 * and waits for its restart policy to bring it back healthy. Not `podman kill`: podman 4.3 counts
 * that as a user's stop (like `podman stop`) and restarts nothing, whatever the policy says.
 */
export async function crashAndRestart(
  name,
  { label = name, ready = (ctr) => waitHealthy(ctr, 90_000) } = {},
) {
  const before = containerState(name);
  const pid = Number(engine(['inspect', '--format', '{{.State.Pid}}', name]).stdout.trim());
  await step(`SIGKILL to ${label} (pid ${pid}): restarted by its restart policy, healthy again`, async () => {
    process.kill(pid, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    for (;;) {
      const now = containerState(name);
      if (now?.restarts > before.restarts && now.status === 'running') break;
      if (Date.now() > deadline) throw new Error(`not restarted (${JSON.stringify(now)})`);
      await sleep(250);
    }
    await ready(name);
    return `restart count ${before.restarts} → ${containerState(name).restarts}`;
  });
}

async function composeSmoke() {
  const project = SMOKE_PROJECT;
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const env = { ...process.env, MARKETPLACE_PORT: String(port), PUBLIC_URL: base };
  composeDown(project, { volumes: true }); // leftovers of an interrupted run
  try {
    await step('images (built when missing)', ensureImages);
    const compose = await step(
      'compose files load (docker-compose.yml + docker-compose.local.yml, profile demo)',
      async () => {
        const project = await loadProject({ profiles: ['demo'], env });
        project.toString = () => `${Object.keys(project.services).length} services`;
        return project;
      },
    );
    await step(
      `compose up: every service healthy, the one-shots and the demo seed done (${base})`,
      async () => {
        await composeUp(project, compose, {
          env,
          log: (name, what, ms) => console.log(`  ${name.padEnd(13)} ${what} at ${took(ms)}`),
        });
        return `${projectContainers(project).length} containers`;
      },
    );
    await productFlow(base, {
      killService: (service) => crashAndRestart(containerName(project, service)),
    });
  } catch (error) {
    // What the services logged as errors says more than the step that noticed.
    for (const { name } of projectContainers(project)) {
      const lines = logTail(name, 400)
        .split('\n')
        .filter((line) => /"level":(50|60)|\bERROR\b|FATAL/.test(line));
      if (lines.length)
        console.log(
          `  ${name} logged:\n    ${lines
            .slice(-5)
            .map((l) => l.slice(0, 600))
            .join('\n    ')}`,
        );
    }
    throw error;
  } finally {
    await step(
      'compose down: nothing left running',
      async () => {
        const removed = composeDown(project, { volumes: true });
        const left = projectContainers(project);
        if (left.length) throw new Error(`still there: ${left.map((c) => c.name).join(', ')}`);
        return `${removed} containers, the network and the volumes removed`;
      },
      { fatal: false },
    );
  }
}

async function main(argv) {
  try {
    // First: without names resolving between containers, every one-shot and service fails later
    // with a lookup error far from its cause. The Debian base is the first image a build makes.
    await step('container engine: two containers on a fresh network resolve each other by name', async () => {
      await ensureLocalBases({ which: ['debian'] });
      return proveNameResolution(localBaseImages().debian);
    });
    if (argv.includes('--kube'))
      await (
        await import('../images/kube.mjs')
      ).kubeSmoke({ step, productFlow, ensureImages, crashAndRestart });
    else await composeSmoke();
  } catch (error) {
    if (!error.reported) {
      failed++;
      console.log(`✗ ${error.stack ?? error.message}`);
    }
  }
  console.log(`smoke run in ${formatDuration(Date.now() - runStarted)}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2)).then((code) => process.exit(code));
