// Cross-cutting checks of the workspace itself, of its infra scripts and of what ships (tests/deploy);
// browser journeys (tests/e2e) run under Playwright.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'tests',
  rootDir: __dirname,
  testMatch: [
    '<rootDir>/architecture/**/*.spec.ts',
    '<rootDir>/infra/**/*.spec.ts',
    '<rootDir>/deploy/**/*.spec.ts',
  ],
};
