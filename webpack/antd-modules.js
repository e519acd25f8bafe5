/**
 * antd, one component at a time, still one copy in the browser.
 *
 * A Module Federation shared module cannot be tree-shaken (the host cannot know what remotes will
 * use), so sharing `antd` itself ships all of it (~470 KiB gzip) to every first visit. Instead
 * every export of antd's ES entry (`antd/es/index.js`: `Button` → `antd/es/button`, …) is its own
 * shared singleton (see `antdShared()`), and `antdImportsLoader` rewrites
 * `import { Button, Form } from 'antd'` in our code into `import Button from 'antd/es/button'`,
 * `import Form from 'antd/es/form'`. The browser then loads only the components a page renders,
 * each exactly once, all from the shell's build (the shell provides every one of them, lazily):
 * their shared internals (ConfigProvider context, theme, cssinjs cache) stay single because they
 * live in that one build.
 *
 * Only the components the workspace imports are shared (`usedAntdNames()` reads the apps' and
 * libs' sources at build time): every shared module costs the Module Federation runtime work at
 * start-up in every build, and antd exports ~75 of them.
 *
 * Nothing to list by hand: a page that starts using another antd component just imports it.
 * What cannot be rewritten fails the build with the fix in the message: `import antd from 'antd'`,
 * `import * as antd from 'antd'`, `export * from 'antd'`, `import('antd')`, and deep imports of
 * antd internals (`antd/es/button/style`, `antd/lib/…`), which would be second copies.
 */
const fs = require('node:fs');
const path = require('node:path');
const acorn = require('acorn');

const ROOT = path.resolve(__dirname, '..');
const ANTD_DIR = path.dirname(require.resolve('antd/package.json', { paths: [ROOT] }));

let exportsCache = null;

/** antd's public exports: name → { module: 'antd/es/<path>', imported: 'default' | name }. */
function antdExports() {
  if (exportsCache) return exportsCache;
  const index = fs.readFileSync(path.join(ANTD_DIR, 'es', 'index.js'), 'utf8');
  const map = new Map();
  const pattern = /export\s*\{([^}]*)\}\s*from\s*['"]\.\/([^'"]+)['"]/g;
  for (const [, names, target] of index.matchAll(pattern)) {
    for (const spec of names
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [imported, exported = imported] = spec.split(/\s+as\s+/).map((s) => s.trim());
      map.set(exported, { module: `antd/es/${target}`, imported });
    }
  }
  if (map.size < 50)
    throw new Error(`antd-modules: could not read antd's exports from ${ANTD_DIR}/es/index.js`);
  exportsCache = map;
  return map;
}

let modulesCache = null;

/** Share keys (`antd/es/button`, …) with the file each one is (read once per build process). */
function antdModules() {
  if (modulesCache) return modulesCache;
  const modules = new Map();
  for (const { module } of antdExports().values()) {
    const base = path.join(ANTD_DIR, module.slice('antd/'.length));
    const file = fs.existsSync(`${base}.js`) ? `${base}.js` : path.join(base, 'index.js');
    modules.set(module, file);
  }
  modulesCache = modules;
  return modules;
}

/** Where the browser code lives: the apps and the libs they import. */
const SOURCE_DIRS = ['shell/src', 'mfe-buyer/src', 'mfe-supplier/src', 'mfe-admin/src', 'libs'];
const NAMED_ANTD = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd['"]/g;

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.[cm]?[jt]sx?$/.test(entry.name) && !/\.spec\.[jt]sx?$/.test(entry.name)) yield full;
  }
}

let usedNamesCache = null;

/**
 * The antd exports the workspace imports by value (`import { Button } from 'antd'`), read once per
 * build process (the shared config and the build-time styles both ask).
 */
function usedAntdNames() {
  if (usedNamesCache) return usedNamesCache;
  const names = new Set();
  for (const dir of SOURCE_DIRS) {
    const abs = path.join(ROOT, dir);
    if (!fs.existsSync(abs)) continue;
    for (const file of sourceFiles(abs)) {
      const text = fs.readFileSync(file, 'utf8');
      if (text.includes('antd')) for (const name of antdNamesIn(text)) names.add(name);
    }
  }
  usedNamesCache = names;
  return names;
}

/** The antd exports a source imports as values (`{ Button, theme as antdTheme }`; not `type` ones). */
function antdNamesIn(text) {
  const names = [];
  for (const [, , typeOnly, specs] of text.matchAll(NAMED_ANTD)) {
    if (typeOnly) continue;
    for (const spec of specs.split(',').map((x) => x.trim())) {
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/**
 * The `shared` entries: one singleton per antd module the workspace uses. `import` is the file itself, so every build
 * provides every component (lazily: a provided module is fetched only when consumed) and the shell
 * can hand a remote a component the shell itself never renders.
 */
function antdShared(requiredVersion) {
  const { version } = require(path.join(ANTD_DIR, 'package.json'));
  const exportsMap = antdExports();
  const used = new Set([...usedAntdNames()].map((name) => exportsMap.get(name)?.module).filter(Boolean));
  const shared = {};
  for (const [key, file] of antdModules())
    if (used.has(key))
      shared[key] = { singleton: true, requiredVersion, version, import: file, shareKey: key };
  return shared;
}

const ALLOWED_DEEP = /^antd\/(?:es\/)?locale\//; // locale data: plain objects, no state

function failure(resourcePath, message) {
  return new Error(`${path.relative(ROOT, resourcePath)}: ${message}`);
}

/**
 * webpack loader, run on our compiled JavaScript (after esbuild-loader, so TypeScript types are
 * gone): rewrites named antd imports/re-exports into per-component ones.
 */
function antdImportsLoader(source) {
  if (!/['"]antd(?:\/[^'"]*)?['"]/.test(source)) return source;
  const exportsMap = antdExports();
  const file = this.resourcePath;
  let ast;
  try {
    ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return source; // not parseable as a module: leave it to webpack to report
  }
  const edits = [];
  const errors = [];
  const target = (name) => {
    const found = exportsMap.get(name);
    if (!found)
      errors.push(failure(file, `antd has no export "${name}" (a type? import it with \`import type\`)`));
    return found;
  };
  const visit = (node) => {
    if (
      node.type === 'ImportExpression' &&
      node.source.type === 'Literal' &&
      /^antd(\/|$)/.test(node.source.value)
    ) {
      if (!ALLOWED_DEEP.test(node.source.value))
        errors.push(
          failure(
            file,
            `import('${node.source.value}') is not allowed: import the component statically by name (import { Modal } from 'antd') inside the lazily loaded module instead`,
          ),
        );
    }
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach((c) => c && typeof c.type === 'string' && visit(c));
      else if (child && typeof child.type === 'string' && key !== 'source') visit(child);
    }
  };
  for (const node of ast.body) {
    const from = node.source?.value;
    if (typeof from !== 'string' || !/^antd(\/|$)/.test(from)) {
      visit(node);
      continue;
    }
    if (from !== 'antd') {
      if (!ALLOWED_DEEP.test(from) && !antdModules().has(from))
        errors.push(
          failure(
            file,
            `'${from}' is an antd internal: import components by name from 'antd' (it is rewritten to one shared module per component), otherwise a second copy reaches the browser`,
          ),
        );
      continue;
    }
    if (node.type === 'ExportAllDeclaration') {
      errors.push(
        failure(file, "`export * from 'antd'` would ship all of antd: re-export the components by name"),
      );
      continue;
    }
    const lines = [];
    if (node.type === 'ImportDeclaration') {
      if (node.specifiers.length === 0) {
        errors.push(failure(file, "`import 'antd'` has no use: import components by name"));
        continue;
      }
      for (const spec of node.specifiers) {
        if (spec.type !== 'ImportSpecifier') {
          errors.push(
            failure(
              file,
              "import antd components by name (import { Button } from 'antd'): a default or namespace import would ship all of antd",
            ),
          );
          continue;
        }
        const t = target(spec.imported.name ?? spec.imported.value);
        if (!t) continue;
        lines.push(
          t.imported === 'default'
            ? `import ${spec.local.name} from ${JSON.stringify(t.module)};`
            : `import { ${t.imported} as ${spec.local.name} } from ${JSON.stringify(t.module)};`,
        );
      }
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const spec of node.specifiers) {
        const t = target(spec.local.name ?? spec.local.value);
        if (!t) continue;
        lines.push(`export { ${t.imported} as ${spec.exported.name} } from ${JSON.stringify(t.module)};`);
      }
    }
    edits.push({ start: node.start, end: node.end, text: lines.join(' ') });
  }
  errors.forEach((e) => this.emitError(e));
  let out = source;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

module.exports = antdImportsLoader;
module.exports.antdShared = antdShared;
module.exports.antdExports = antdExports;
module.exports.antdModules = antdModules;
module.exports.usedAntdNames = usedAntdNames;
module.exports.antdNamesIn = antdNamesIn;
