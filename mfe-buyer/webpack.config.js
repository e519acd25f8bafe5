// Remote build: see ../webpack/mf-config.js for what the shared factory sets up.
const { createMfConfig, REMOTES } = require('../webpack/mf-config');

const remote = REMOTES.find((r) => r.name === 'mfe_buyer');

module.exports = createMfConfig({
  name: remote.name,
  dir: __dirname,
  port: remote.devPort,
  exposes: { './app': './src/remote-entry.ts' },
  title: 'Buyer area (standalone)',
});
