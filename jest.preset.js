// One jest setup for every project: swc strips types (tsc does the type checking separately).
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  // antd's icon drawings (web-kit's SvgIcon) as their CommonJS build: the same data, loadable here.
  moduleNameMapper: { '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1' },
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // A guard against hangs, not a speed requirement: integration tests talk to real servers on a
  // shared 2-core machine, and timings belong in tests/load benchmarks.
  testTimeout: 30_000,
  // Absolute, so every project shares one path and jest runs the hook once per invocation.
  globalSetup: `${__dirname}/tests/support/jest-global-setup.js`,
};
