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

/** The ids of index.html's two file lists, which the head's early script reads (libs/contracts/src/first-paint.ts). */
const {
  signedIn: SIGNED_IN_ASSETS_ID,
  signedOut: SIGNED_OUT_ASSETS_ID,
  signInPrefetch: SIGN_IN_PREFETCH_ASSETS_ID,
} = require('@marketplace/contracts/first-paint-assets.json');

const providesByCompilation = new WeakMap();
/** This build's Module Federation provide modules by share key (read once per compilation). */
function providesOf(compilation) {
  let provides = providesByCompilation.get(compilation);
  if (!provides) {
    provides = new Map();
    for (const module of compilation.modules)
      if (module.type === 'provide-module') provides.set(module._name, module);
    providesByCompilation.set(compilation, provides);
  }
  return provides;
}

/**
 * The JS files of the named chunk groups (or of named chunks: a `splitChunks` cache group's `name`)
 * and, through Module Federation's consume → provide modules, of the shared modules they use,
 * transitively; `follow(shareKey)` says which shared modules to follow (a remote follows only those
 * no other build provides).
 */
function preloadFiles(compilation, groupNames, follow = () => true) {
  const { chunkGraph } = compilation;
  const provides = providesOf(compilation);

  const seen = new Set();
  const queue = [];
  const addChunks = (chunks) => chunks.forEach((c) => !seen.has(c) && (seen.add(c), queue.push(c)));
  const addGroup = (group) => group && addChunks(group.chunks);
  for (const name of groupNames) {
    const group = compilation.namedChunkGroups.get(name);
    const chunk = compilation.namedChunks.get(name);
    if (group) addGroup(group);
    else if (chunk) addChunks([chunk]);
    else throw new Error(`preload-plugin: no chunk named "${name}" (webpackChunkName)`);
  }
  while (queue.length) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module' || !follow(module.options?.shareKey)) continue;
      const provider = provides.get(module.options?.shareKey);
      for (const block of provider?.blocks ?? []) addGroup(chunkGraph.getBlockChunkGroup(block));
    }
  }
  return [...seen].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
}

/**
 * `chunks`: preloaded by index.html on every address. `signedInChunks`: listed, with the build-time
 * antd sheet, in `<script type="application/json" id="signed-in-assets">`, which index.html's
 * EARLY_LOAD_SCRIPT preloads only on a role area's address (libs/contracts/src/first-paint.ts):
 * a visitor of /auth does not download the signed-in layout, a signed-in person's deep link does
 * not wait for main.js to discover it. `signedOutChunks`: listed in `id="signed-out-assets"`,
 * preloaded by the same script on every other address (the sign-in page, which a role area's
 * first load never runs). `signInPrefetchChunks`: listed in `id="sign-in-prefetch-assets"`, less
 * what the other lists hold; the sign-in page prefetches them, with the signed-in list, once it is
 * idle (shell/src/pages/sign-in-prefetch.ts).
 */
class PreloadPlugin {
  constructor({ chunks = [], signedInChunks = [], signedOutChunks = [], signInPrefetchChunks = [] }) {
    this.chunks = chunks;
    this.signedInChunks = signedInChunks;
    this.signedOutChunks = signedOutChunks;
    this.signInPrefetchChunks = signInPrefetchChunks;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadPlugin', (data) => {
        const publicPath =
          compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const firstRoute = preloadFiles(compilation, this.chunks);
        const links = firstRoute.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
          }),
        );
        data.headTags.push(...links);
        const assetList = (id, files) =>
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            { type: 'application/json', id },
            // JSON in HTML: `<` escaped so that no file name can close the element.
            JSON.stringify(files.map((f) => `${publicPath}${f}`)).replace(/</g, '\\u003c'),
          );
        /** The files of `chunkNames` less `except`, written as the list `id`; returns the files. */
        const list = (id, chunkNames, except) => {
          if (!chunkNames.length) return [];
          const files = preloadFiles(compilation, chunkNames).filter((f) => !except.includes(f));
          data.headTags.push(assetList(id, files));
          return files;
        };
        // Not antd's precomputed stylesheet: the signed-in layout draws no antd, and the sheet
        // comes with antd's configuration, with the first page that renders antd.
        const signedIn = list(SIGNED_IN_ASSETS_ID, this.signedInChunks, firstRoute);
        const signedOut = list(SIGNED_OUT_ASSETS_ID, this.signedOutChunks, firstRoute);
        // Prefetched by the sign-in page with the signed-in list: what neither that page nor the list has.
        list(SIGN_IN_PREFETCH_ASSETS_ID, this.signInPrefetchChunks, [
          ...firstRoute,
          ...signedIn,
          ...signedOut,
        ]);
        return data;
      });
    });
  }
}

/** Chunk names of a remote's first load: its app (store, API, router) and each page's code. */
const AREA_CHUNK = 'area';
const PAGE_CHUNK_PREFIX = 'page-';

/**
 * What a remote adds to its `mf-manifest.json` (`metaData.firstLoad`) so that the shell can fetch
 * a page's code together with the remote's entry instead of one round trip after it:
 * `{ area: [files], pages: { <page>: [files] } }`, file names relative to the manifest. The remote
 * names its chunks for it: `import(/* webpackChunkName: "area" *\/ './app/buyer-app')` in the exposed
 * module, `import(/* webpackChunkName: "page-rounds" *\/ …)` for the page at `<area>/rounds`,
 * `page-index` for the area's own address. Shared modules are followed only when `ownShared(key)`:
 * those the shell provides (react, antd…) are already in the page by then.
 */
function firstLoadManifest(compilation, ownShared) {
  const names = [...compilation.namedChunkGroups.keys()];
  const pages = names.filter((name) => name.startsWith(PAGE_CHUNK_PREFIX));
  const area = names.includes(AREA_CHUNK) ? preloadFiles(compilation, [AREA_CHUNK], ownShared) : [];
  return {
    area,
    pages: Object.fromEntries(
      pages.map((name) => [
        name.slice(PAGE_CHUNK_PREFIX.length),
        preloadFiles(compilation, [name], ownShared).filter((file) => !area.includes(file)),
      ]),
    ),
  };
}

module.exports = { PreloadPlugin, preloadFiles, firstLoadManifest, AREA_CHUNK, PAGE_CHUNK_PREFIX };
