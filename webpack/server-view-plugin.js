/**
 * Writes the app's server view module (libs/contracts/src/server-view.ts) beside its browser files,
 * at SERVER_VIEW_FILE (`server/first-view.js`): `entry` bundled for Node with esbuild, React and the
 * app's own components included, so the edge can load it without this workspace's node_modules.
 * It is app code deployed with the app (a redeployed remote brings its own), run by the edge at
 * request time to render the first view of a signed-in page into index.html.
 *
 *   new ServerViewPlugin({ entry: path.join(dir, 'src/server/first-view.tsx'), tsconfig })
 */
const path = require('node:path');
const { writeNodeBundle } = require('./node-bundle');

// libs/contracts/src/server-view.ts SERVER_VIEW_FILE, from the file both read.
const SERVER_VIEW_FILE = require('@marketplace/contracts/server-view-file.json').file;

class ServerViewPlugin {
  constructor({ entry, tsconfig }) {
    this.entry = entry;
    this.tsconfig = tsconfig;
  }

  apply(compiler) {
    // After webpack has written (and cleaned) the output folder, so the module is not removed.
    compiler.hooks.afterEmit.tapPromise('ServerViewPlugin', async (compilation) => {
      const outfile = path.join(compilation.outputOptions.path, SERVER_VIEW_FILE);
      await writeNodeBundle(this.entry, this.tsconfig, outfile);
    });
  }
}

module.exports = { ServerViewPlugin, SERVER_VIEW_FILE };
