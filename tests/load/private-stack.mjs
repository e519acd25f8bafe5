// A private copy of the product for benchmarks: the browser tests' isolated stack
// (tests/e2e/support/e2e-stack.ts: fresh databases, bucket and NATS on free ports, demo data
// seeded), started for one measurement and removed afterwards, so a benchmark never needs (or
// disturbs) a developer's `npm start`.
import { createRequire } from 'node:module';
import { require as tsxRequire } from 'tsx/cjs/api';

const require = createRequire(import.meta.url);

/**
 * Starts the stack (building the web apps through the Nx cache), runs `fn(baseURL, run)`, stops
 * it; `run` is the stack's record (its processes: name and pid of each service).
 */
export async function withPrivateStack(fn) {
  const stackModule = tsxRequire('../e2e/support/e2e-stack.ts', import.meta.url);
  const { freePort } = await import(require.resolve('../../scripts/dev/stack.mjs'));
  const edgePort = await freePort();
  const { run } = await stackModule.startE2eStack({ edgePort });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stackModule.stopE2eStack();
  };
  const onSignal = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await fn(run.baseURL, run);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stop();
  }
}
