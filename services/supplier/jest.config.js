// Specs here run the service on real FerretDB, NATS and MinIO: 60 s per test unless a spec says otherwise.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'supplier',
  rootDir: __dirname,
  testTimeout: 60_000,
};
