/**
 * Puts the sign-in page and a role area's welcome, rendered at build time in every language, into
 * the shell's index.html, so `/auth` and a role area's address paint from the HTML before any script
 * file has arrived, and at the end of
 * `<head>` the script that starts a role area's first load early (`earlyHeadHtml()`). What it inserts before
 * `<div id="root">` comes from shell/src/prerender/render-first-paint.tsx (bundled here for Node with
 * esbuild, so it renders the app's own AuthPage and WelcomeLoading with the app's own texts); the inline script that
 * shows it is FIRST_PAINT_SCRIPT in libs/contracts/src/first-paint.ts, which the edge's CSP allows.
 *
 *   new PrerenderPlugin({ entry: path.join(dir, 'src/prerender/render-first-paint.tsx') })
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { withNodeBundle } = require('./node-bundle');

const ROOT_DIV = '<div id="root"></div>';
const HEAD_END = '</head>';

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
        const { body, head } = await withNodeBundle(this.entry, this.tsconfig, async (m) => ({
          body: await m.prerenderedPagesHtml(),
          head: m.earlyHeadHtml(),
        }));
        if (!data.html.includes(HEAD_END))
          throw new Error(`PrerenderPlugin: no ${HEAD_END} in ${data.outputName}`);
        return {
          ...data,
          html: data.html
            .replace(HEAD_END, `  ${head}\n  ${HEAD_END}`)
            .replace(ROOT_DIV, `${body}\n    ${ROOT_DIV}`),
        };
      });
    });
  }
}

module.exports = { PrerenderPlugin };
