/**
 * `<link rel="preload" as="script">` in index.html for everything the first route needs, so the
 * browser fetches it all in parallel as soon as the HTML arrives instead of discovering it one
 * round trip at a time (main → bootstrap → shared modules → route chunk → its shared modules).
 * On a slow network each of those round trips costs the full latency.
 *
 * `chunks` names webpack chunk groups (`import(/* webpackChunkName: "…" *\/ …)`); the plugin adds
 * their files and, through Module Federation's consume → provide modules, the files of every
 * shared module they consume, transitively. Only modules of this build are followed (the host
 * provides the shared modules the first route uses).
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

function preloadFiles(compilation, groupNames) {
  const { chunkGraph } = compilation;
  const provides = new Map();
  for (const module of compilation.modules)
    if (module.type === 'provide-module') provides.set(module._name, module);

  const seen = new Set();
  const queue = [];
  const addGroup = (group) => group?.chunks.forEach((c) => !seen.has(c) && (seen.add(c), queue.push(c)));
  for (const name of groupNames) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`preload-plugin: no chunk named "${name}" (webpackChunkName)`);
    addGroup(group);
  }
  while (queue.length) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = provides.get(module.options?.shareKey);
      for (const block of provider?.blocks ?? []) addGroup(chunkGraph.getBlockChunkGroup(block));
    }
  }
  return [...seen].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
}

class PreloadPlugin {
  constructor({ chunks }) {
    this.chunks = chunks;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadPlugin', (data) => {
        const publicPath =
          compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const links = preloadFiles(compilation, this.chunks).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadPlugin, preloadFiles };
