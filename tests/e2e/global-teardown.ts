import { stopE2eStack } from './support/e2e-stack';

/** Stops the run's stack and removes its databases, bucket and NATS store. */
export default async function globalTeardown(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  await stopE2eStack();
}
