import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from './source-tree';

/**
 * Every service has the same shape (docs/adding-a-service.md), so a person who knows one knows
 * all, and the next feature lands where its kind already lives. These checks read the tree.
 */

const root = path.resolve(__dirname, '../..');
const servicesDir = path.join(root, 'services');

/** The edge is the browser's front door (static files, proxy, first view), not a domain service. */
const DOMAIN_SERVICES = fs
  .readdirSync(servicesDir)
  .filter((name) => name !== 'edge' && fs.existsSync(path.join(servicesDir, name, 'src', 'main.ts')));

const ROOT_FILES = new Set(['main.ts', 'config.ts', 'app.ts', 'context.ts', 'test-harness.ts']);
const FOLDERS = new Set(['http', 'use-cases', 'domain', 'data', 'events', 'commands', 'mail']);

const isTestFile = (file: string) => /\.spec\.tsx?$/.test(file) || /test-harness\.ts$/.test(file);
const relative = (file: string) => path.relative(root, file);

/** Production files of every service (and the service kit), with their text without comments. */
function productionSources(): Array<{ file: string; service: string; code: string }> {
  return [...DOMAIN_SERVICES, 'edge'].flatMap((service) =>
    filesUnder(path.join(servicesDir, service, 'src'))
      .filter((file) => !isTestFile(file))
      .map((file) => ({
        file,
        service,
        code: fs
          .readFileSync(file, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/(^|[^:'"`])\/\/.*$/gm, '$1'),
      })),
  );
}

describe('the shape of every service', () => {
  it('finds the services it checks', () => {
    expect(DOMAIN_SERVICES).toEqual(
      expect.arrayContaining(['admin', 'buyer', 'identity', 'realtime', 'supplier']),
    );
  });

  it.each(DOMAIN_SERVICES)(
    '%s keeps main, config and app at its root, and nothing else but its context',
    (service) => {
      const src = path.join(servicesDir, service, 'src');
      const entries = fs.readdirSync(src, { withFileTypes: true });
      const strayFiles = entries
        .filter((e) => e.isFile() && !ROOT_FILES.has(e.name) && !/\.spec\.ts$/.test(e.name))
        .map((e) => e.name);
      const strayFolders = entries.filter((e) => e.isDirectory() && !FOLDERS.has(e.name)).map((e) => e.name);
      expect({ service, strayFiles, strayFolders }).toEqual({ service, strayFiles: [], strayFolders: [] });
      for (const required of ['main.ts', 'config.ts', 'app.ts'])
        expect({ service, required, present: fs.existsSync(path.join(src, required)) }).toEqual({
          service,
          required,
          present: true,
        });
      // A service with a store or a bus has one context object, in one place.
      const usesStore = fs.existsSync(path.join(src, 'data'));
      if (usesStore)
        expect({ service, context: fs.existsSync(path.join(src, 'context.ts')) }).toEqual({
          service,
          context: true,
        });
    },
  );

  it('starts consumers, subscriptions and commands only from events/subscriptions.ts', () => {
    const starters =
      /\b(startConsumer|serveCommand|startSubscriptions?|durableConsumer|servedCommand|liveEvents|replayedEvents|retiredConsumer)\s*\(|\bnc\.subscribe\s*\(|\bconsumers\.(get|add)\s*\(/;
    const offenders = productionSources()
      .filter(({ file }) => !file.endsWith(path.join('events', 'subscriptions.ts')))
      .filter(({ file }) => !file.endsWith(path.join('src', 'app.ts'))) // app.ts hands the list to the kit
      .filter(({ code }) => starters.test(code))
      .map(({ file, code }) => `${relative(file)}: ${code.match(starters)![0]}`);
    expect(offenders).toEqual([]);
  });

  it('hands the list to the kit in app.ts and starts nothing else there', () => {
    for (const { file, code } of productionSources().filter(({ file }) =>
      file.endsWith(path.join('src', 'app.ts')),
    )) {
      const direct =
        /\b(startConsumer|serveCommand|durableConsumer|servedCommand)\s*\(|\bnc\.subscribe\s*\(/.exec(code);
      expect({ file: relative(file), direct: direct?.[0] ?? null }).toEqual({
        file: relative(file),
        direct: null,
      });
    }
  });

  it('keeps test harnesses out of production code', () => {
    const offenders = productionSources()
      .filter(({ code }) => /from '[^']*(test-harness|service-kit\/testing)'/.test(code))
      .map(({ file }) => relative(file));
    expect(offenders).toEqual([]);
  });

  it('keeps domain/ pure: no database, bus, HTTP framework, data/ or use-cases/ code', () => {
    // Type-only imports stay allowed: a rule may be written over a stored document's shape
    // without loading anything that does I/O.
    const impure =
      /^import (?!type )[^;]*from '(mongoose|mongodb|nats|express|node:fs|node:http|minio|[^']*\/data\/[^']*|[^']*\/use-cases\/[^']*)'/m;
    const offenders = productionSources()
      .filter(({ file }) => file.includes(`${path.sep}domain${path.sep}`))
      .filter(({ code }) => impure.test(code))
      .map(({ file, code }) => `${relative(file)}: ${code.match(impure)![1]}`);
    expect(offenders).toEqual([]);
  });

  it('has no routes importing other routes', () => {
    const offenders = productionSources()
      .filter(({ file }) => file.endsWith('.routes.ts'))
      .filter(({ code }) => /from '\.\/[^']+\.routes'/.test(code))
      .map(({ file }) => relative(file));
    expect(offenders).toEqual([]);
  });

  it('reaches its data one way: each collection or store a field of the context, by name', () => {
    // Not `ctx.models.Round` in one service and `ctx.rounds` in the next, nor groups of them.
    const registries = productionSources().flatMap(({ file, code }) =>
      [...code.matchAll(/\b(?:ctx|context)\.(models|webhooks|stores|data)\.\w+/g)].map(
        (m) => `${relative(file)}: ${m[0]}`,
      ),
    );
    expect(registries).toEqual([]);
  });
});
