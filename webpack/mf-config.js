/**
 * Shared webpack + Module Federation configuration for the shell (host) and the remotes.
 *
 * API:
 *
 *   // a remote (mfe-buyer/webpack.config.js): everything from its entry in the remotes list
 *   // (libs/contracts remotes.json: container name, role, dev port)
 *   module.exports = require('../webpack/mf-config').createRemoteConfig('mfe_buyer', __dirname);
 *
 *   // the host (shell/webpack.config.js)
 *   const { createMfConfig } = require('../webpack/mf-config');
 *   module.exports = createMfConfig({ name: 'shell', dir: __dirname, port: 4200, preload: [...] });
 *
 * createRemoteConfig(name, dir) is createMfConfig with the remote's name and dev port from
 * REMOTES, `exposes: { './app': './src/remote-entry.ts' }` (present ⇒ the build is a remote),
 * and `serverView` when the remote has
 * src/server/first-view.tsx. `sharedConfig()` is the `shared` list every build uses.
 *
 * createMfConfig({ name, dir, port, ... }): `name` is the MF container name, `dir` the project root
 * (builds to <dir>/dist), `port` the dev server's. Optional options: `entry` (default './src/main.ts': the standalone/host entry, which should
 * only do `import('./bootstrap')`), `title` (HTML title), `devServer` (extra webpack-dev-server
 * options, shallow-merged), `preload` (names of chunks, `webpackChunkName`, that the first route
 * needs: index.html preloads them and the shared modules they use; see preload-plugin.js),
 * `signedInPreload` (chunks that index.html preloads only on a role area's address: the same file),
 * `signedOutPreload` (chunks it preloads on every other address: the same file),
 * `signInPrefetch` (chunks the sign-in page prefetches once idle, beyond the signed-in layout's:
 * the same file),
 * `inlineCss` (stylesheets, relative to `dir`, put into index.html's <head>: inline-css-plugin.js),
 * `prerender` (production: a module whose `prerenderedPagesHtml()` is put before `#root`:
 * prerender-plugin.js), `antdStyles` (production: a module whose `antdStylesCss(names)` becomes a
 * stylesheet named in index.html: antd-styles-plugin.js), `serverView` (production: a module
 * exporting the app's part of the server-rendered first view, written for Node beside the browser
 * files: server-view-plugin.js, libs/contracts/src/server-view.ts).
 *
 * What every build gets:
 * - TypeScript/TSX through esbuild-loader (also for the workspace libs, which ship TS source);
 * - the same `shared` list: singletons with `requiredVersion` from the root package.json
 *   (react, react-dom, react-router(-dom), i18next, react-i18next, dayjs,
 *   @reduxjs/toolkit (+ /query, /query/react), react-redux, single-spa(-react),
 *   @marketplace/web-kit, @marketplace/i18n, @marketplace/contracts), so the browser holds one copy;
 *   a lib's other entry points (package.json `exports`: `@marketplace/web-kit/data-table`, …) are
 *   not shared modules: each build bundles the ones it imports, and those that need the kit's state
 *   reach it through the shared index;
 * - antd as one singleton per component (`antd/es/button`, …), our `import { Button } from 'antd'`
 *   rewritten to match (antd-modules.js): pages load only the antd they render, still one copy;
 * - production: contenthash file names, esbuild minification, no source maps, and a brotli
 *   `.br` copy of every hashed JS/CSS file (see brotli-assets-plugin.js); with `BUNDLE_REPORT_DIR`
 *   set, a report of what each chunk holds (bundle-report-plugin.js, `node webpack/bundle-report.js`);
 *   development: `[name].js`, eval source maps;
 * - an index.html (the remote's one is for its standalone mode only).
 *
 * One Module Federation runtime core in the browser: the shell's. A remote's entry leaves its copy
 * out (`experiments.externalRuntime`: `@module-federation/runtime-core` is read from
 * `globalThis._FEDERATION_RUNTIME_CORE`, which the shell's runtime plugin sets before any remote
 * loads); the remote's standalone page loads one of its own first
 * (standalone-runtime-core-plugin.js). A remote built with another MF release thus runs on the
 * shell's core: keep `@module-federation/enhanced` the same in every app (one lockfile here).
 *
 * Remotes: `publicPath: 'auto'`, `remoteEntry.js` + `mf-manifest.json` in dist (the edge serves
 * them at /remotes/<role>/), CORS headers on the dev server so the shell on :4200 can load them.
 * Host: `publicPath: '/'` (deep links), no build-time remotes (the shell registers them at run
 * time from GET /remotes.json); its dev server answers /remotes.json itself with the remotes'
 * dev servers (override with REMOTE_BUYER_URL, REMOTE_SUPPLIER_URL, REMOTE_ADMIN_URL) and proxies
 * /api, /ws and /remotes to the edge (EDGE_URL, default http://127.0.0.1:8080).
 * Remote dev servers proxy /api and /ws to the edge too, for their standalone mode.
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { EsbuildPlugin } = require('esbuild-loader');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BrotliAssetsPlugin } = require('./brotli-assets-plugin');
const { BundleReportPlugin } = require('./bundle-report-plugin');
const { antdModules, antdShared } = require('./antd-modules');
const { PreloadPlugin, firstLoadManifest, AREA_CHUNK, PAGE_CHUNK_PREFIX } = require('./preload-plugin');
const { InlineCssPlugin } = require('./inline-css-plugin');
const { PrerenderPlugin } = require('./prerender-plugin');
const { AntdStylesPlugin } = require('./antd-styles-plugin');
const { ServerViewPlugin } = require('./server-view-plugin');
const { StandaloneRuntimeCorePlugin } = require('./standalone-runtime-core-plugin');
const webpack = require('webpack');

const ROOT = path.resolve(__dirname, '..');
const rootPackage = require(path.join(ROOT, 'package.json'));

/** The remotes: container name, role area, dev-server port, env var of their manifest URL. */
// The one list of remotes (names, roles, dev ports, env overrides) lives in libs/contracts.
const REMOTES = require('@marketplace/contracts/remotes.json');

/**
 * antd's internals that every component uses: see `splitChunks` below. With them, the
 * ResizeObserver they use (shims/): a module outside node_modules would otherwise be a chunk of its
 * own, one more request. The icons' machinery is here, not the icons: each goes with the component
 * (or the layout) that draws it, so the table's sorter carets and the image viewer's zoom buttons
 * stay with those.
 */
const ANTD_CORE =
  /[\\/]webpack[\\/]shims[\\/]resize-observer\.js$|[\\/]node_modules[\\/](?:antd[\\/]es[\\/](?:config-provider|theme|_util|version|locale|style|space|grid|wave)[\\/]|@ant-design[\\/](?:cssinjs|cssinjs-utils|colors|fast-color)[\\/]|@ant-design[\\/]icons[\\/](?!es[\\/]icons[\\/])|rc-util[\\/]|rc-motion[\\/]|rc-resize-observer[\\/]|@rc-component[\\/](?:trigger|portal|util|context)[\\/]|@babel[\\/]runtime[\\/]|classnames[\\/]|stylis[\\/]|@emotion[\\/])/;

/**
 * antd's light components and what they need (buttons, inputs, cards, tags, progress bars,
 * tooltips, typography…), which nearly every signed-in page shows: one chunk (`antd-ui`) instead of ~30, because
 * on a slow network over HTTP/1.1 (six connections at a time) thirty small files cost five or six
 * round trips more than one. The heavy widgets, and the light ones few pages show (forms,
 * switches, segmented controls, statistics), keep a chunk each and load only with the pages that
 * show them: ANTD_OWN_CHUNK, by folder under antd/es/.
 */
const ANTD_OWN_CHUNK = new Set([
  'table',
  'date-picker',
  'calendar',
  'time-picker',
  'image',
  'input-number',
  'drawer',
  'descriptions',
  'upload',
  'tree',
  'tree-select',
  'transfer',
  'cascader',
  'qr-code',
  'watermark',
  'tour',
  'carousel',
  'splitter',
  // Light, but on few pages: a form's validation stack (rc-field-form, async-validator) is ~30 KiB
  // gzip that the rounds, orders and invoice lists never use.
  'form',
  'segmented',
  'switch',
  'statistic',
  // Light, but not on a first load: pagination and list bring select and its virtual list
  // (~40 KiB gzip; pages show them for a second page or a list view), and modal, message and
  // notification come with the first dialog or toast (web-kit's FeedbackProvider). Measured on
  // /buyer/rounds: see tests/load/README.md. (Not result: web-kit's error fallback renders it,
  // and must render without a download, so every signed-in page loads it.)
  'select',
  'pagination',
  'list',
  'modal',
  'message',
  'notification',
  // Not on any first load: the sidebar is links of our own (shell/src/layout/Sidebar.tsx), view
  // tabs are web-kit's TabStrip, and Card's own Tabs import waits for a tabList
  // (shims/card-tabs.js). Tabs brings menu and dropdown (its overflow menu): ~30 KiB gzip.
  'tabs',
  'menu',
  'dropdown',
]);
/** antd's Card takes its Tabs from shims/card-tabs.js: see there. */
const ANTD_CARD_DIR = /[\\/]node_modules[\\/]antd[\\/]es[\\/]card$/;
const CARD_TABS_SHIM = path.join(__dirname, 'shims', 'card-tabs.js');

/**
 * Whether a module of antd (or its rc-* parts) belongs in `antd-ui`: some light component needs
 * it. Decided from the chunks the module is in before splitting: each shared antd component is an
 * async chunk of its own whose root is the component's entry file, so a module that only a table's
 * chunk holds (rc-table) stays with the table, while one that the table and the pagination both
 * hold (pagination itself) goes to `antd-ui`. Reading the chunk graph instead of listing rc-*
 * packages by hand keeps the rule true when antd moves its internals.
 */
function createAntdUiTest() {
  const componentOfFile = new Map(
    [...antdModules()].map(([key, file]) => [file, key.slice('antd/es/'.length)]),
  );
  const rootsOfChunk = new WeakMap();
  /** The antd components a chunk was made for: entry files that nothing else in the chunk imports. */
  const chunkRoots = (chunk, chunkGraph, moduleGraph) => {
    let roots = rootsOfChunk.get(chunk);
    if (roots) return roots;
    roots = [];
    for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
      const component = componentOfFile.get(m.resource);
      if (!component) continue;
      const importedInChunk = [...moduleGraph.getIncomingConnections(m)].some(
        (c) => c.originModule && c.originModule !== m && chunkGraph.isModuleInChunk(c.originModule, chunk),
      );
      if (!importedInChunk) roots.push(component);
    }
    rootsOfChunk.set(chunk, roots);
    return roots;
  };
  return (module, { chunkGraph, moduleGraph }) => {
    const file = module.nameForCondition?.() ?? '';
    if (!ANTD_UI.test(file)) return false;
    // An icon's drawing that our own code renders (web-kit's SvgIcon, on pages without antd) stays
    // with that code: in antd-ui it would bring the whole chunk onto those pages.
    if (ICON_DRAWING.test(file) && usedOutsideAntd(module, moduleGraph)) return false;
    let sawRoot = false;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      for (const component of chunkRoots(chunk, chunkGraph, moduleGraph)) {
        sawRoot = true;
        if (!ANTD_OWN_CHUNK.has(component)) return true;
      }
    }
    return !sawRoot;
  };
}

/** An icon's drawing (`@ant-design/icons-svg`): data, no code of antd's. */
const ICON_DRAWING = /[\\/]node_modules[\\/]@ant-design[\\/]icons-svg[\\/]/;

/** Whether a module is imported by a module outside node_modules (our own code). */
function usedOutsideAntd(module, moduleGraph) {
  return [...moduleGraph.getIncomingConnections(module)].some(
    (c) => c.originModule?.resource && !/[\\/]node_modules[\\/]/.test(c.originModule.resource),
  );
}

/** ANTD_CORE and FRAMEWORK take their modules first (higher priority); the rest of antd lands here. */
const ANTD_UI =
  /[\\/]webpack[\\/]shims[\\/]card-tabs\.js$|[\\/]node_modules[\\/](?:antd[\\/]es[\\/]|rc-[\w-]+[\\/]|@rc-component[\\/]|@ant-design[\\/]|react-is[\\/]|throttle-debounce[\\/]|json2mq[\\/]|string-convert[\\/]|copy-to-clipboard[\\/]|toggle-selection[\\/]|compute-scroll-into-view[\\/]|scroll-into-view-if-needed[\\/])/;

/**
 * What every page of the shell runs (react, react-dom, the router, i18next): one chunk instead of
 * one per shared module, because on a slow network each extra file costs a round trip (six at a
 * time over HTTP/1.1) and all of them are needed before the first paint anyway.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/;

/**
 * Whether `module`, before chunks are split, is in a chunk named in `chunkNames` or in the chunk
 * group that loads one of the shared modules `sharedKeys` (a provide module's async block).
 */
function loadedWith(module, chunkGraph, { chunkNames = [], sharedKeys = [] }) {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    if (chunkNames.includes(chunk.name)) return true;
    for (const group of chunk.groupsIterable)
      for (const origin of group.origins)
        if (origin.module?.type === 'provide-module' && sharedKeys.includes(origin.module._name)) return true;
  }
  return false;
}

/**
 * One first-load cache group: the async modules `test` picks gathered into one chunk `name`. Module
 * Federation's own modules stay where webpack put them: a consume module (the stand-in for a
 * shared import; it has no code of its own) moved into the chunk of the shared module it loads
 * makes that chunk wait for itself (the runtime loads a chunk's consumed modules before the chunk
 * counts as loaded), and the page never starts.
 */
function firstLoadGroup(name, priority, test) {
  return {
    name,
    test: (module, context) =>
      module.type !== 'consume-shared-module' && module.type !== 'provide-module' && test(module, context),
    chunks: 'async',
    priority,
    enforce: true,
  };
}

/**
 * The files a first load waits for, few and whole. Over HTTP/1.1 a browser fetches six files at a
 * time from one host: a role area's first load was 17 files (index.html preloads them all at
 * once), so the last ones queued for a free connection and paid the network's latency two more
 * times (562.5 ms each, throttled: tests/load/README.md, issue 41 session 26). Each cache group
 * below gathers what one stage always needs into one file:
 * - `boot` (on every address): the shell's start (the `preload` chunks), the framework and the
 *   shared i18n lib with its translations;
 * - `signed-in` (on a role area's address): the `signedInPreload` chunks (the signed-in layout,
 *   the area route) and the shared modules they use (the kit, single-spa); what the sign-in page
 *   (`signedOutPreload`) uses of them goes with the boot, so that a visitor of /auth does not wait
 *   for this file;
 * - a remote's `app`: its exposed module, its app (the `area` chunk), its Redux stack and what
 *   its pages all use. Each page's own code stays a chunk of its own, loaded with it.
 * The stages' chunk names are the shell's preload lists (shell/webpack.config.js). A cache group
 * may not take the name of the chunk it empties: webpack refuses it.
 */
function shellFirstLoadGroups({ bootChunks, signedInChunks, signedOutChunks }) {
  const onSignedInPath = (module, chunkGraph) =>
    loadedWith(module, chunkGraph, {
      chunkNames: signedInChunks,
      sharedKeys: ['@marketplace/web-kit', 'single-spa', 'single-spa-react'],
    });
  return {
    boot: firstLoadGroup(
      'boot',
      30,
      (module, { chunkGraph }) =>
        FRAMEWORK.test(module.nameForCondition() ?? '') ||
        loadedWith(module, chunkGraph, { chunkNames: bootChunks, sharedKeys: ['@marketplace/i18n'] }) ||
        // What both the sign-in page and the signed-in layout use (the language menu): not a third file.
        (onSignedInPath(module, chunkGraph) &&
          loadedWith(module, chunkGraph, { chunkNames: signedOutChunks })),
    ),
    // Below `boot`: what the boot takes is not taken again here.
    signedIn: firstLoadGroup('signed-in', 25, (module, { chunkGraph }) => onSignedInPath(module, chunkGraph)),
  };
}

/** The chunk Module Federation makes for the remote's exposed `./app`. */
const EXPOSED_APP_CHUNK = '__federation_expose_app';

/** A remote's `app` chunk (see shellFirstLoadGroups). */
function remoteFirstLoadGroups() {
  /** Our own code (not a package's) that two pages or more of the remote use. */
  const sharedByPages = (module, chunkGraph) =>
    !/[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '') &&
    [...chunkGraph.getModuleChunksIterable(module)].filter((c) => c.name?.startsWith(PAGE_CHUNK_PREFIX))
      .length >= 2;
  return {
    app: firstLoadGroup(
      'app',
      20,
      (module, { chunkGraph }) =>
        REDUX_STACK.test(module.nameForCondition() ?? '') ||
        loadedWith(module, chunkGraph, { chunkNames: [AREA_CHUNK, EXPOSED_APP_CHUNK] }) ||
        sharedByPages(module, chunkGraph),
    ),
  };
}

/**
 * A remote's state stack (Redux Toolkit, RTK Query, react-redux and its store hook), which the shell
 * does not use and so does not provide: every page of a remote needs all of it, so it goes with
 * the remote's `app` (remoteFirstLoadGroups).
 */
const REDUX_STACK =
  /[\\/]node_modules[\\/](?:@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|react-redux|@standard-schema|use-sync-external-store)[\\/]/;

/**
 * Whether a shared package is one the shell never loads (REDUX_STACK: it renders no store), so that
 * the first remote to load provides it and its own copy is part of its first load
 * (preload-plugin.js firstLoadManifest).
 */
function isRemoteOwnShared(shareKey) {
  try {
    return REDUX_STACK.test(require.resolve(shareKey, { paths: [ROOT] }));
  } catch {
    return false; // not a package the root resolves
  }
}

/**
 * What `experiments.provideExternalRuntime` adds to the host, in its ES module build: the option
 * adds the CommonJS one, which requires the CommonJS build of the runtime core, so the shell
 * carried the core twice (+27 KiB gzip on /auth).
 */
const INJECT_RUNTIME_CORE_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [ROOT] })),
  'index.js',
);

function installedVersion(pkg) {
  return `^${require(require.resolve(`${pkg}/package.json`, { paths: [ROOT] })).version}`;
}

function rootRange(pkg) {
  return rootPackage.dependencies[pkg] ?? rootPackage.devDependencies?.[pkg] ?? installedVersion(pkg);
}

/** One copy of each in the browser; a version outside the range is reported at run time. */
function sharedConfig() {
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  const shared = {};
  for (const pkg of [
    'react',
    'react-dom',
    'react-router-dom',
    'i18next',
    'react-i18next',
    '@reduxjs/toolkit',
    'react-redux',
    'single-spa',
    'single-spa-react',
  ]) {
    shared[pkg] = singleton(rootRange(pkg));
  }
  // Entry points imported directly; unshared they would be second copies (or second contexts).
  shared['react/jsx-runtime'] = singleton(rootRange('react'));
  shared['react-dom/client'] = singleton(rootRange('react-dom'));
  shared['react-router'] = singleton(installedVersion('react-router'));
  shared['@reduxjs/toolkit/query'] = singleton(rootRange('@reduxjs/toolkit'));
  shared['@reduxjs/toolkit/query/react'] = singleton(rootRange('@reduxjs/toolkit'));
  // antd: one shared singleton per component (see antd-modules.js), never the whole package.
  Object.assign(shared, antdShared(rootRange('antd')));
  // antd's date pickers extend dayjs with plugins: values made by a remote must be the same dayjs.
  shared.dayjs = singleton(installedVersion('dayjs'));
  // Workspace libs: they hold browser-wide state (session store, i18n instance, refresh lock).
  for (const lib of ['web-kit', 'i18n', 'contracts']) {
    const { name, version } = require(path.join(ROOT, 'libs', lib, 'package.json'));
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

function remotesJsonForDev() {
  return Object.fromEntries(
    REMOTES.map((r) => [r.name, process.env[r.urlEnv] || `http://localhost:${r.devPort}/mf-manifest.json`]),
  );
}

function createMfConfig(options) {
  const {
    name,
    dir,
    port,
    exposes,
    entry = './src/main.ts',
    title = 'Group Buying Marketplace',
    devServer = {},
    preload = [],
    signedInPreload = [],
    signedOutPreload = [],
    signInPrefetch = [],
    inlineCss = [],
    prerender,
    antdStyles,
    serverView,
  } = options;
  if (!name || !dir || !port) throw new Error('createMfConfig needs name, dir and port');
  const isRemote = Boolean(exposes && Object.keys(exposes).length);
  const edgeUrl = process.env.EDGE_URL || 'http://127.0.0.1:8080';

  return (_env, argv = {}) => {
    const production = (argv.mode || process.env.NODE_ENV) === 'production';
    const template = path.join(dir, 'src', 'index.html');
    const proxied = isRemote ? ['/api', '/ws'] : ['/api', '/ws', '/remotes/'];

    return {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: entry },
      target: 'web',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isRemote ? 'auto' : '/',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: { 'resize-observer-polyfill$': path.join(__dirname, 'shims', 'resize-observer.js') },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            // Loaders run last to first: esbuild strips the types, then antd imports are rewritten.
            use: [
              { loader: require.resolve('./antd-modules') },
              {
                loader: 'esbuild-loader',
                options: { target: 'es2020', jsx: 'automatic', tsconfig: path.join(dir, 'tsconfig.json') },
              },
            ],
          },
          // These two declare no `sideEffects`, so importing one name from their index brings the
          // whole package: every input's `import { FormProvider } from 'rc-field-form'`
          // (antd/es/form/context.js) brought the form stack (fields, validation) into `antd-ui`, and
          // the tooltip's colour helper a colour picker. Their modules only define things (read),
          // so the ones nothing uses may be dropped. (All rc-* packages: 1 KiB more, not worth the risk.)
          {
            test: /[\\/]node_modules[\\/](?:rc-field-form|@rc-component[\\/]color-picker)[\\/]/,
            sideEffects: false,
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        // antd comes as one shared module per component (antd-modules.js); what all components
        // need (ConfigProvider, theme, cssinjs, rc-util, motion, popups) goes to one chunk of its
        // own instead of a copy in every component's chunk (webpack copies modules shared by async
        // chunks when the common part is below minSize), so a page downloads it once.
        // Host only: a remote's own chunks (its icons, classnames…) must not be merged into its
        // copy of antd's core, which the browser never needs (the shell provides antd).
        splitChunks: isRemote
          ? { cacheGroups: remoteFirstLoadGroups() }
          : {
              cacheGroups: {
                ...shellFirstLoadGroups({
                  bootChunks: preload,
                  signedInChunks: signedInPreload,
                  signedOutChunks: signedOutPreload,
                }),
                antdCore: {
                  test: ANTD_CORE,
                  name: 'antd-core',
                  chunks: 'async',
                  priority: 20,
                  enforce: true,
                },
                antdUi: {
                  test: createAntdUiTest(),
                  name: 'antd-ui',
                  chunks: 'async',
                  priority: 10,
                  enforce: true,
                },
              },
            },
        minimize: production,
        // `format: undefined` stops esbuild-loader from wrapping each file in an IIFE (its default for
        // web targets), which would hide the remote container's top-level `var mfe_…` global.
        minimizer: [new EsbuildPlugin({ target: 'es2022', format: undefined, legalComments: 'none' })],
      },
      performance: { hints: false },
      plugins: [
        new webpack.NormalModuleReplacementPlugin(/^\.\.\/tabs$/, (resource) => {
          if (ANTD_CARD_DIR.test(resource.context)) resource.request = CARD_TABS_SHIM;
        }),
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedConfig(),
          // A shared module first consumed after start-up (a lazily loaded dialog's antd modules)
          // makes the runtime set up sharing again; the default strategy ('version-first') then
          // downloads and starts every registered remote's entry to compare versions: a buyer's
          // first toast fetched the supplier's and admin's remoteEntry.js. 'loaded-first' takes what
          // is registered (the shell's build of each, registered first) and fetches nothing.
          shareStrategy: 'loaded-first',
          manifest: isRemote
            ? {
                fileName: 'mf-manifest.json',
                // The files of each page's first load, for the shell to start with the entry.
                additionalData: async ({ stats, compilation }) => {
                  stats.metaData.firstLoad = firstLoadManifest(compilation, isRemoteOwnShared);
                  return stats;
                },
              }
            : false,
          dts: false,
          // One runtime core in the browser, the shell's: a remote's entry leaves its copy out
          // (standalone-runtime-core-plugin.js gives a remote run on its own one).
          ...(isRemote
            ? { experiments: { externalRuntime: true } }
            : { runtimePlugins: [INJECT_RUNTIME_CORE_PLUGIN] }),
        }),
        ...(isRemote ? [new StandaloneRuntimeCorePlugin({ production })] : []),
        new HtmlWebpackPlugin({
          ...(fs.existsSync(template)
            ? { template }
            : { title, templateContent: defaultHtml(title, isRemote) }),
          // The remote's page is only for standalone mode, served from its dev server's root.
          publicPath: '/',
          scriptLoading: 'defer',
        }),
        ...(production ? [new BrotliAssetsPlugin()] : []),
        ...(production &&
        (preload.length || signedInPreload.length || signedOutPreload.length || signInPrefetch.length)
          ? [
              new PreloadPlugin({
                chunks: preload,
                signedInChunks: signedInPreload,
                signedOutChunks: signedOutPreload,
                signInPrefetchChunks: signInPrefetch,
              }),
            ]
          : []),
        ...(inlineCss.length
          ? [new InlineCssPlugin({ files: inlineCss.map((f) => path.join(dir, f)) })]
          : []),
        ...(production && prerender
          ? [
              new PrerenderPlugin({
                entry: path.join(dir, prerender),
                tsconfig: path.join(dir, 'tsconfig.json'),
              }),
            ]
          : []),
        ...(production && antdStyles
          ? [
              new AntdStylesPlugin({
                entry: path.join(dir, antdStyles),
                tsconfig: path.join(dir, 'tsconfig.json'),
                // Every component the workspace uses: a page drawn on the server paints with its
                // table, statistics and selects styled before any script has run.
                include: () => true,
              }),
            ]
          : []),
        ...(production && serverView
          ? [
              new ServerViewPlugin({
                entry: path.join(dir, serverView),
                tsconfig: path.join(dir, 'tsconfig.json'),
              }),
            ]
          : []),
        ...(process.env.BUNDLE_REPORT_DIR
          ? [new BundleReportPlugin({ app: name, dir: process.env.BUNDLE_REPORT_DIR })]
          : []),
      ],
      devServer: {
        port,
        host: '127.0.0.1',
        allowedHosts: 'all',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
        // The app's own /ws goes to the edge; the dev server's live-reload socket lives elsewhere.
        webSocketServer: { type: 'ws', options: { path: '/__wds' } },
        client: { overlay: { errors: true, warnings: false }, webSocketURL: { pathname: '/__wds' } },
        proxy: [{ context: proxied, target: edgeUrl, ws: true, changeOrigin: false, xfwd: true }],
        setupMiddlewares: (middlewares, server) => {
          if (!isRemote) server.app.get('/remotes.json', (_req, res) => res.json(remotesJsonForDev()));
          return middlewares;
        },
        ...devServer,
      },
    };
  };
}

/** A remote's page is only for its standalone mode: a banner slot above the mounted area. */
function defaultHtml(title, standalone) {
  const body = standalone
    ? '<div id="standalone-banner"></div>\n    <div id="root" style="padding: 24px"></div>'
    : '<div id="root"></div>';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body style="margin: 0">
    ${body}
  </body>
</html>
`;
}

/** Where an app keeps the module of its server-rendered first view (optional for a remote). */
const SERVER_VIEW_ENTRY = 'src/server/first-view.tsx';

/** A remote's whole webpack config: its entry in the shared remotes list says name and port. */
function createRemoteConfig(name, dir) {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`${name} is not in libs/contracts/src/remotes.json`);
  return createMfConfig({
    name,
    dir,
    port: remote.devPort,
    exposes: { './app': './src/remote-entry.ts' },
    // The area's pages the server renders for a first view, when the remote has such a module.
    serverView: fs.existsSync(path.join(dir, SERVER_VIEW_ENTRY)) ? SERVER_VIEW_ENTRY : undefined,
    title: `${remote.role[0].toUpperCase()}${remote.role.slice(1)} area (standalone)`,
  });
}

module.exports = { createMfConfig, createRemoteConfig, sharedConfig, REMOTES };
