// How a downloaded JS file is recognised as carrying a copy of one of the big shared packages.
// Used by the singleton journey (tests/e2e/singletons.e2e.ts) and the web-weight report
// (tests/load/web-weight.mjs). CommonJS so that both the Playwright-compiled TypeScript and a
// plain Node ESM script can load it.
//
// Counting copies by file content catches every copy that reached the browser, whether or not
// it ran. The markers are things a minifier cannot rename (property names, string literals)
// and that only the package itself contains:
// - react: its public API assignment `….createFactory=` (react-dom and jsx-runtime do not define it);
// - react-dom: the renderer's `rendererPackageName:"react-dom"` it announces to dev tools;
// - antd: its version module, `x="5.29.3"` or `["default",0,"5.29.3"]` (the Module Federation
//   containers also name the version, but as `,"5.29.3"` / `version:"5.29.3"` in their share
//   tables, never assigned or exported);
// - Module Federation's runtime core (not a shared package: the shell provides it to the remotes,
//   webpack/standalone-runtime-core-plugin.js): the name of its `beforeRegisterRemote` hook.
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../../..');

/** The installed version of a package (what the builds shared). */
function installedVersion(pkg) {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', pkg, 'package.json'), 'utf8'))
    .version;
}

const SHARED_PACKAGES = ['react', 'react-dom', 'antd'];

/** package → (js source) → true when the file carries a copy of that package. */
function copyMarkers() {
  const antd = installedVersion('antd');
  return {
    react: (js) => /\.createFactory=/.test(js),
    'react-dom': (js) => js.includes('rendererPackageName:"react-dom"'),
    // Concatenated into its importer the version is assigned (`x="5.29.3"`); as a module of its
    // own (antd shared per component, webpack/antd-modules.js) webpack defines it as an export
    // (`d(x,["default",0,"5.29.3"])`). Share tables only ever pass it as an argument (`,"5.29.3",`).
    antd: (js) => js.includes(`="${antd}"`) || js.includes(`["default",0,"${antd}"]`),
    'federation-runtime-core': (js) => js.includes('"beforeRegisterRemote"'),
  };
}

module.exports = { SHARED_PACKAGES, copyMarkers, installedVersion };
