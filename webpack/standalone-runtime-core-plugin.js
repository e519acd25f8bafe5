/**
 * A remote's build leaves out Module Federation's runtime core (`experiments.externalRuntime`, see
 * mf-config.js) and takes the shell's (its inject-external-runtime-core runtime plugin): the core
 * is ~17 KiB of gzip that every remote's entry carried a second copy of, on the critical path of
 * each role area's first load. In the shell the core is on `globalThis._FEDERATION_RUNTIME_CORE`
 * before any remote loads.
 *
 * Run on its own (the remote's dev server, its standalone page) a remote has no shell, so this
 * plugin gives its index.html a first script that puts the same core there: a small esbuild bundle
 * of `@module-federation/runtime-core`, emitted as `federation-runtime-core.[hash].js`. The
 * remote's `remoteEntry.js`, which the shell loads, does not reference it.
 *
 *   new StandaloneRuntimeCorePlugin({ production })
 */
const esbuild = require('esbuild');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createHash } = require('node:crypto');

const CORE = '@module-federation/runtime-core';

/** The IIFE that sets the global, as the shell's inject-external-runtime-core plugin does. */
async function bundleRuntimeCore(minify) {
  const result = await esbuild.build({
    stdin: {
      contents: [
        `import * as core from '${CORE}';`,
        'globalThis._FEDERATION_RUNTIME_CORE = core;',
        "globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone' };",
      ].join('\n'),
      resolveDir: __dirname,
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify,
    legalComments: 'none',
    write: false,
  });
  return result.outputFiles[0].text;
}

class StandaloneRuntimeCorePlugin {
  constructor({ production }) {
    this.production = production;
    this.source = null; // one esbuild run per process (the dev server rebuilds often)
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StandaloneRuntimeCorePlugin', (compilation) => {
      let fileName;
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'StandaloneRuntimeCorePlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        async () => {
          this.source ??= bundleRuntimeCore(this.production);
          const code = await this.source;
          const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
          fileName = this.production ? `federation-runtime-core.${hash}.js` : 'federation-runtime-core.js';
          compilation.emitAsset(fileName, new RawSource(code));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StandaloneRuntimeCorePlugin',
        (data) => {
          // First in the head: deferred scripts run in document order, so before the entry's.
          data.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('script', {
              defer: true,
              src: `${data.publicPath}${fileName}`,
            }),
          );
          return data;
        },
      );
    });
  }
}

module.exports = { StandaloneRuntimeCorePlugin };
