// `npm start`: installs what is missing, starts the infrastructure, builds the web apps,
// starts the services and the edge, seeds demo accounts, and prints the one URL.
// Ctrl-C stops everything it started.
import { ensureNodeModules } from './lib/bootstrap.mjs';

const started = Date.now();
ensureNodeModules();

const { ensureInfra, infraStatus, stopInfra } = await import('./infra/infra.mjs');
const { DEMO_ACCOUNTS, buildWebApps, edgeUrl, stackProcesses, stopAll, waitReady } =
  await import('./dev/stack.mjs');
const { seedDemo } = await import('./dev/seed/index.mjs');
const { superviseProcesses } = await import('./dev/supervisor.mjs');

const procs = stackProcesses();
const taken = (await Promise.all(procs.map(async (p) => ((await answers(p.url)) ? p : null)))).filter(
  Boolean,
);
if (taken.length) {
  // Most likely another `npm start`: starting a second copy would only fail on the ports, and
  // stopping it would take the first one's databases down with it.
  console.error(
    `Already answering: ${taken.map((p) => `${p.name} at ${p.url}`).join(', ')}.\n` +
      `The marketplace seems to be running already (another npm start?). Stop it first, or set EDGE_PORT / IDENTITY_PORT / ADMIN_PORT.`,
  );
  process.exit(1);
}

// Only what this run starts is stopped on Ctrl-C; servers that were already up stay up.
const healthyBefore = new Set((await infraStatus()).filter((s) => s.status === 'healthy').map((s) => s.name));
const startedInfra = (await ensureInfra()).map((s) => s.name).filter((name) => !healthyBefore.has(name));

console.log('Building the shell and the three remotes (cached when unchanged)…');
try {
  buildWebApps();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

// A service that crashes is started again (with back-off, said in the log); the product stops only
// on Ctrl-C or when a service keeps crashing at start.
const supervisor = superviseProcesses(procs, {
  onGiveUp: (proc) => {
    console.error(`${proc.name} cannot start; stopping the rest.`);
    void stop(1);
  },
});
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping services…');
  supervisor.stop();
  await stopAll(supervisor.children());
  if (process.env.KEEP_INFRA !== 'true' && startedInfra.length) await stopInfra({ only: startedInfra });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  for (const p of procs) await waitReady(p.url, 90_000, p.readyPath);
  await seedDemo(edgeUrl(), (m) => console.log(m));
} catch (err) {
  console.error(err.message);
  await stop(1);
}

const url = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.EDGE_PORT ?? 8080}`).replace(
  /\/$/,
  '',
);
console.log(`
  Group-buying marketplace is up at ${url}   (started in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Demo accounts:
${DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(9)} ${a.email.padEnd(28)} ${a.password}`).join('\n')}

  Sent mail (dev sink): ${url}/api/identity/dev/mail
  Edge health: ${edgeUrl()}/health     Press Ctrl-C to stop.
`);

async function answers(url) {
  try {
    await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
