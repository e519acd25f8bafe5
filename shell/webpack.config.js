// Host build: see ../webpack/mf-config.js for what the shared factory sets up.
const { createMfConfig } = require('../webpack/mf-config');

module.exports = createMfConfig({
  name: 'shell',
  dir: __dirname,
  port: 4200,
  // index.html preloads the boot chunk and /auth (the first page of every new visitor).
  preload: ['bootstrap', 'route-auth'],
});
