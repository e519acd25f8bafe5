/**
 * What each emitted chunk of a production build holds: its files (bytes, gzip), how it is loaded
 * (entry, async import, shared module) and the packages / workspace folders inside it by source
 * size. Enabled by `BUNDLE_REPORT_DIR` (see webpack/bundle-report.js, the command in the README):
 * writes `<dir>/<app>.md` (for people) and `<dir>/<app>.json` (for tools).
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const ROOT = path.resolve(__dirname, '..');

/** `node_modules/@scope/pkg/…` → `@scope/pkg`; a workspace file → its project folder. */
function ownerOf(resource) {
  if (!resource) return '(webpack runtime / generated)';
  const nm = resource.lastIndexOf(`node_modules${path.sep}`);
  if (nm >= 0) {
    const parts = resource.slice(nm + 'node_modules/'.length).split(path.sep);
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const relative = path.relative(ROOT, resource).split(path.sep);
  return relative.slice(0, relative[0] === 'libs' ? 2 : 1).join('/');
}

function modulesOf(chunkGraph, chunk) {
  const out = [];
  for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
    // Concatenated modules hold the real ones.
    const inner = module.modules ? [...module.modules] : [module];
    for (const m of inner) out.push(m);
  }
  return out;
}

class BundleReportPlugin {
  constructor({ app, dir }) {
    this.app = app;
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('BundleReportPlugin', (compilation) => {
      const { chunkGraph } = compilation;
      const sharedKeys = new Map(); // chunk → share keys whose module it holds
      for (const module of compilation.modules) {
        if (module.type !== 'provide-module' && module.type !== 'consume-shared-module') continue;
        const key = module.options?.shareKey ?? module._name;
        for (const block of module.blocks ?? []) {
          const group = chunkGraph.getBlockChunkGroup(block);
          for (const chunk of group?.chunks ?? []) {
            if (!sharedKeys.has(chunk)) sharedKeys.set(chunk, new Set());
            sharedKeys.get(chunk).add(key);
          }
        }
      }
      const chunks = [...compilation.chunks].map((chunk) => {
        const files = [...chunk.files].filter((f) => /\.(js|css)$/.test(f));
        // After emit webpack has released the sources: read what was written.
        const contents = files.map((f) => fs.readFileSync(path.join(compilation.outputOptions.path, f)));
        const bytes = contents.reduce((s, c) => s + c.length, 0);
        const gzip = contents.reduce((s, c) => s + zlib.gzipSync(c, { level: 6 }).length, 0);
        const owners = new Map();
        for (const m of modulesOf(chunkGraph, chunk)) {
          const owner = ownerOf(m.resource);
          owners.set(owner, (owners.get(owner) ?? 0) + m.size());
        }
        const groups = [...chunk.groupsIterable].map((g) => g.name).filter(Boolean);
        return {
          files,
          bytes,
          gzip,
          loadedAs: chunk.canBeInitial()
            ? `initial (${[...new Set(groups)].join(', ')})`
            : sharedKeys.has(chunk)
              ? `shared: ${[...sharedKeys.get(chunk)].sort().join(', ')}`
              : `async${groups.length ? ` (${[...new Set(groups)].join(', ')})` : ''}`,
          contents: [...owners]
            .sort((a, b) => b[1] - a[1])
            .map(([owner, sourceBytes]) => ({ owner, sourceBytes })),
        };
      });
      chunks.sort((a, b) => b.gzip - a.gzip);
      fs.mkdirSync(this.dir, { recursive: true });
      fs.writeFileSync(
        path.join(this.dir, `${this.app}.json`),
        JSON.stringify({ app: this.app, chunks }, null, 2),
      );
      const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
      const lines = [
        `# Bundle report: ${this.app}`,
        '',
        `${chunks.length} chunks, ${kb(chunks.reduce((s, c) => s + c.bytes, 0))} minified, ${kb(chunks.reduce((s, c) => s + c.gzip, 0))} as gzip. Contents by source size (before minification).`,
        '',
      ];
      for (const c of chunks) {
        lines.push(
          `## ${c.files.join(', ') || '(no file)'} — ${kb(c.bytes)}, ${kb(c.gzip)} gzip`,
          `loaded: ${c.loadedAs}`,
          '',
        );
        for (const { owner, sourceBytes } of c.contents.slice(0, 15))
          lines.push(`- ${owner}: ${kb(sourceBytes)}`);
        if (c.contents.length > 15) lines.push(`- … ${c.contents.length - 15} more`);
        lines.push('');
      }
      fs.writeFileSync(path.join(this.dir, `${this.app}.md`), lines.join('\n'));
    });
  }
}

module.exports = { BundleReportPlugin };
