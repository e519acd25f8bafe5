import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SPEC_FILE, filesUnder } from './source-tree';

/**
 * No import circle inside a service: a file's imports (type-only ones too) never lead back to it,
 * so each file can be read, and moved, after the ones it builds on.
 */

const root = path.resolve(__dirname, '../..');
const servicesDir = path.join(root, 'services');
const SERVICES = fs
  .readdirSync(servicesDir)
  .filter((name) => fs.existsSync(path.join(servicesDir, name, 'src', 'main.ts')));

const sourcesUnder = (dir: string) => filesUnder(dir, { except: SPEC_FILE });

/** The service's own files each file imports (relative imports and re-exports). */
function localImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((node) => {
    if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node))) return [];
    const specifier = node.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return [];
    const base = path.resolve(path.dirname(file), specifier.text);
    const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((c) => fs.existsSync(c));
    return target ? [target] : [];
  });
}

/** Each circle once, as the files in import order, back to the first. */
function circles(files: string[]): string[] {
  const imports = new Map(files.map((f) => [f, localImports(f)]));
  const found = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open')
        found.add(
          [...trail.slice(trail.indexOf(next)), next].map((f) => path.relative(servicesDir, f)).join(' → '),
        );
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return [...found];
}

describe('imports inside each service', () => {
  it('finds the services it checks', () => {
    expect(SERVICES).toEqual(expect.arrayContaining(['admin', 'buyer', 'identity', 'realtime', 'supplier']));
  });

  it.each(SERVICES)('%s has no import circle', (service) => {
    expect(circles(sourcesUnder(path.join(servicesDir, service, 'src')))).toEqual([]);
  });
});
