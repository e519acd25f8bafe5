// Debian's Chromium and the flags it needs on these machines, for every browser the tests and
// benchmarks start. `npx playwright install` cannot work here (no browser downloads).
// The background-networking flags stop Chromium calling home; the machines have no internet.
module.exports = {
  CHROMIUM_PATH: process.env.CHROMIUM ?? '/usr/bin/chromium',
  CHROMIUM_ARGS: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
