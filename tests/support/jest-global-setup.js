// Jest globalSetup (wired in jest.preset.js): integration suites need FerretDB, MinIO and NATS.
// The infra script runs as a child process because it is native ESM and jest would push it
// through its transform pipeline if imported here. When everything already answers that costs
// three probes (~0.1 s); jest also dedupes this hook across projects since the path is shared.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

module.exports = async function ensureInfraForTests() {
  // scripts/test.mjs has already brought the infra up (or reported why it could not).
  if (process.env.MP_INFRA_CHECKED) return;
  if (process.env.INFRA_SKIP === '1') return;

  const script = path.join(__dirname, '..', '..', 'scripts', 'infra', 'infra.mjs');
  // Child stdout goes to our stderr so `jest --json` on stdout stays parseable.
  const result = spawnSync(process.execPath, [script, 'up', '--quiet'], { stdio: ['ignore', 2, 2] });
  if (result.status === 0) return;

  // Do not abort the whole run: unit suites do not need the infra, and the integration suites
  // will fail on their own, visibly, with this explanation above them.
  const reason = result.error ? result.error.message : `exit ${result.status ?? result.signal}`;
  console.error(
    `\n*** INFRA UNAVAILABLE (${reason}): integration suites will fail. See .data/logs/ and \`npm run infra:status\`. ***\n`,
  );
};
