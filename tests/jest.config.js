// Cross-cutting checks of the workspace itself and of its infra scripts; browser journeys (tests/e2e) run under Playwright.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'tests',
  rootDir: __dirname,
  testMatch: ['<rootDir>/architecture/**/*.spec.ts', '<rootDir>/infra/**/*.spec.ts'],
};
