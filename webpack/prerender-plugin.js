/**
 * Puts the sign-in page, rendered at build time in every language, into the shell's index.html, so
 * `/auth` paints from the HTML before any script file has arrived (issue 7). What it inserts before
 * `<div id="root">` comes from shell/src/prerender/render-auth-page.tsx (bundled here for Node with
 * esbuild, so it renders the app's own AuthPage with the app's own texts); the inline script that
 * shows it is FIRST_PAINT_SCRIPT in libs/contracts/src/first-paint.ts, which the edge's CSP allows.
 *
 *   new PrerenderPlugin({ entry: path.join(dir, 'src/prerender/render-auth-page.tsx') })
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { withNodeBundle } = require('./node-bundle');

const ROOT_DIV = '<div id="root"></div>';

class PrerenderPlugin {
  constructor({ entry, tsconfig }) {
    this.entry = entry;
    this.tsconfig = tsconfig;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PrerenderPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise('PrerenderPlugin', async (data) => {
        if (!data.html.includes(ROOT_DIV)) {
          throw new Error(`PrerenderPlugin: ${ROOT_DIV} not found in ${data.outputName}`);
        }
        const html = await withNodeBundle(this.entry, this.tsconfig, (m) => m.prerenderedAuthHtml());
        return { ...data, html: data.html.replace(ROOT_DIV, `${html}\n    ${ROOT_DIV}`) };
      });
    });
  }
}

module.exports = { PrerenderPlugin };
