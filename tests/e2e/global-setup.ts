import { startE2eStack } from './support/e2e-stack';

/** Starts the run's own stack, unless E2E_BASE_URL points at one that is already up. */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  const edgePort = Number(process.env.E2E_EDGE_PORT);
  if (!Number.isInteger(edgePort) || edgePort <= 0) throw new Error('E2E_EDGE_PORT is not set (see playwright.config.ts)');
  await startE2eStack({ edgePort });
}
