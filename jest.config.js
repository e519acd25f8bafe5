// Root run: every lib and service project in one jest invocation, so one summary covers all suites.
module.exports = {
  // A global option: the projects' own `testTimeout` (jest.preset.js, 30 s) is not read in a
  // multi-project run, which left every suite here at jest's 5 s, short for the integration tests
  // against real FerretDB and MinIO on a busy 2-core CI machine (an avatar upload timed out at 5 s).
  testTimeout: 60_000,
  testSequencer: '<rootDir>/tests/support/slow-first-sequencer.js',
  projects: [
    '<rootDir>/libs/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/mfe-*/jest.config.js',
    '<rootDir>/tests/jest.config.js',
  ],
};
