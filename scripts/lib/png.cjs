// The PNG encoder for pictures made in code (no image files) of the demo seed's product images
// (scripts/dev/seed/catalogue.mjs) and the browser tests' uploads (tests/e2e/support/png.ts) is
// the services' one ('@marketplace/service-kit/testing', png.ts), loaded through tsx: CommonJS
// here, so that both a plain Node ESM script and the Playwright-compiled TypeScript can load it.
const { require: tsxRequire } = require('tsx/cjs/api');

const { rgbPng } = tsxRequire('../../libs/service-kit/src/testing/png.ts', `${__dirname}/png.cjs`);

module.exports = { rgbPng };
