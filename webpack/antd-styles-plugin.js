/**
 * antd's styles as a stylesheet computed at build time (CSS-in-JS work was a large part of
 * the signed-in first render). Renders the components the workspace uses with the app's theme
 * (shell/src/prerender/antd-styles.tsx, bundled for Node), emits the CSS as a hashed, immutable
 * file, and names it in index.html:
 *
 *   <meta name="antd-styles" content="/antd-styles.0123abcd.css">
 *
 * Loading antd's configuration attaches that stylesheet before antd first renders (libs/web-kit/
 * src/antd/antd-stylesheet.ts); antd's runtime then finds each style in the sheet's map and neither
 * computes nor inserts it. A page without antd (/auth, the buyer's rounds) does not download it.
 *
 *   new AntdStylesPlugin({ entry, tsconfig, include: (name) => true })
 *
 * `include` picks the components (by export name) whose styles go into the sheet: all the workspace
 * uses (mf-config.js), so that a page drawn on the server paints styled before its scripts run.
 */
const crypto = require('node:crypto');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { usedAntdNames } = require('./antd-modules');
const { withNodeBundle } = require('./node-bundle');

class AntdStylesPlugin {
  constructor({ entry, tsconfig, include = () => true }) {
    this.entry = entry;
    this.tsconfig = tsconfig;
    this.include = include;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('AntdStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'AntdStylesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const names = [...usedAntdNames()].filter(this.include).sort();
          const { css, failed } = await withNodeBundle(this.entry, this.tsconfig, (m) =>
            m.antdStylesCss(names),
          );
          if (failed.length)
            compilation.warnings.push(
              new compiler.webpack.WebpackError(
                `AntdStylesPlugin: computed at run time instead (need props to render): ${failed.join(', ')}`,
              ),
            );
          const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 8);
          const file = `antd-styles.${hash}.css`;
          compilation.emitAsset(file, new RawSource(css), { immutable: true });
        },
      );
    });
    compiler.hooks.compilation.tap('AntdStylesPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AntdStylesPlugin', (data) => {
        const asset = antdStylesAsset(compilation);
        if (asset)
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('meta', {
              name: 'antd-styles',
              content: `${compilation.outputOptions.publicPath ?? '/'}${asset}`,
            }),
          );
        return data;
      });
    });
  }
}

/** The sheet's file name in `compilation`, if this build made one. */
function antdStylesAsset(compilation) {
  return Object.keys(compilation.assets).find((name) => /^antd-styles\.[0-9a-f]{8}\.css$/.test(name));
}

module.exports = { AntdStylesPlugin };
