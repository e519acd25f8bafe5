// Host build: see ../webpack/mf-config.js for what the shared factory sets up.
const { createMfConfig } = require('../webpack/mf-config');

module.exports = createMfConfig({
  name: 'shell',
  dir: __dirname,
  port: 4200,
  // index.html preloads the boot chunk on every address…
  preload: ['bootstrap'],
  // …on a role area's address (a signed-in person's link), the signed-in layout it will show…
  signedInPreload: ['signed-in-layout', 'route-area'],
  // …and anywhere else, /auth (the first page of every new visitor).
  signedOutPreload: ['route-auth'],
  // Once the sign-in page is idle, it prefetches the signed-in layout (the list above), the
  // landing route (`/`, where signing in leads) and the contracts' schemas with zod (through the
  // profile's check): the dashboard's first answer, read in the browser after signing in, is
  // checked with them (without, signing in to the dashboard took 4.43 s instead of 3.24 s
  // throttled). Not antd: the dashboards draw none (shell/src/pages/sign-in-prefetch.ts).
  signInPrefetch: ['route-landing', 'profile-schema'],
  // The shell's CSS styles the first paint, so it is in index.html, not in a script.
  inlineCss: ['src/styles.css'],
  // /auth paints from index.html before any script arrives (libs/contracts/src/first-paint.ts).
  prerender: 'src/prerender/render-first-paint.tsx',
  // antd's CSS-in-JS computed at build time, attached with antd's configuration
  // (libs/web-kit/src/antd/antd-stylesheet.ts).
  antdStyles: 'src/prerender/antd-styles.tsx',
  // A role area's address opened with a session paints its page from the HTML: the edge runs this
  // module (built for Node) to render the signed-in layout around the area's page.
  serverView: 'src/server/first-view.tsx',
});
