/**
 * Emits `<file>.br` (brotli, maximum quality) next to every content-hashed JS/CSS file of a
 * production build. The best brotli level is too slow to run per request, and these files are
 * the bulk of a first visit (antd alone is ~1.5 MB decoded); compressing them once, in a build
 * Nx caches, means the edge (or any static server / CDN) just sends the bytes.
 */
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const HASHED_TEXT_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;

class BrotliAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BrotliAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'BrotliAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => HASHED_TEXT_ASSET.test(name));
          await Promise.all(
            names.map(async (name) => {
              const raw = compilation.getAsset(name).source.buffer();
              const compressed = await brotli(raw, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              });
              compilation.emitAsset(`${name}.br`, new sources.RawSource(compressed));
            }),
          );
        },
      );
    });
  }
}

module.exports = { BrotliAssetsPlugin };
