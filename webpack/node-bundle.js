/**
 * Runs app code at build time: bundles `entry` (TypeScript, the workspace libs) for Node with
 * esbuild into a temporary file, loads it, hands the module to `use`, removes the file.
 * Used by prerender-plugin.js (the sign-in page as HTML) and antd-styles-plugin.js (antd's CSS);
 * `writeNodeBundle` keeps the bundle, for server-view-plugin.js.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const esbuild = require('esbuild');

/**
 * esbuild's options for `entry` bundled as one CommonJS module for Node. `entry`: a file, or
 * `{ contents }` (TypeScript source whose imports are absolute paths or packages). `alias`:
 * esbuild's, package name → file (a package replaced by the one file the code needs).
 */
function nodeBundleOptions(entry, tsconfig, { alias, minify = false } = {}) {
  return {
    ...(typeof entry === 'string'
      ? { entryPoints: [entry] }
      : { stdin: { contents: entry.contents, loader: 'ts', resolveDir: path.dirname(tsconfig) } }),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    tsconfig,
    alias,
    minify,
    legalComments: 'none',
    logLevel: 'error',
    // The shell's CSS is inlined into index.html (inline-css-plugin.js), not rendered here.
    loader: { '.css': 'empty' },
    // The production code paths (antd's class names and hashes differ in development).
    define: { 'process.env.NODE_ENV': '"production"' },
  };
}

async function withNodeBundle(entry, tsconfig, use, { alias } = {}) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-bundle-'));
  const outfile = path.join(outDir, 'bundle.cjs');
  try {
    await esbuild.build({ ...nodeBundleOptions(entry, tsconfig, { alias }), outfile });
    return await use(require(outfile));
  } finally {
    delete require.cache[outfile];
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Writes `entry` bundled for Node, minified, to `outfile`: a module that runs at request time, not
 * at build time (server-view-plugin.js).
 */
async function writeNodeBundle(entry, tsconfig, outfile) {
  await esbuild.build({
    ...nodeBundleOptions(entry, tsconfig, { minify: true }),
    // Packages' ES module builds first: what is not used is left out (antd's CommonJS build came
    // whole, with every icon: 4.2 MB instead of 1.3 MB for the shell's, evaluated by the edge).
    mainFields: ['module', 'main'],
    outfile,
  });
}

module.exports = { withNodeBundle, writeNodeBundle };
