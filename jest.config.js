// Root run: every lib and service project in one jest invocation, so one summary covers all suites.
module.exports = {
  projects: [
    '<rootDir>/libs/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/mfe-*/jest.config.js',
    '<rootDir>/tests/jest.config.js',
  ],
};
