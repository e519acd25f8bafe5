import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from './source-tree';

/**
 * A service imports the kit by concern (`@marketplace/service-kit/http`, `/store`, …), never from
 * its root index: a file's imports then say which layers of plumbing it stands on, and a route
 * file that reaches for the store or the bus shows it in its first lines. These checks read the tree.
 */

const root = path.resolve(__dirname, '../..');
const servicesDir = path.join(root, 'services');
const kitDir = path.join(root, 'libs/service-kit');
const SERVICES = fs
  .readdirSync(servicesDir)
  .filter((name) => fs.existsSync(path.join(servicesDir, name, 'src', 'main.ts')));

const sourcesUnder = (dir: string) =>
  filesUnder(dir, { files: /\.(c|m)?tsx?$/, skipFolders: ['node_modules'] });

/** Each line of a file that names the kit's root module (an import, re-export, require or mock). */
function rootKitImports(file: string): string[] {
  const code = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return code
    .split('\n')
    .flatMap((line, i) =>
      /(['"`])@marketplace\/service-kit\1/.test(line) ? [`${path.relative(root, file)}:${i + 1}`] : [],
    );
}

describe('services use the service kit by concern', () => {
  it('finds the services it checks', () => {
    expect(SERVICES).toEqual(
      expect.arrayContaining(['admin', 'buyer', 'edge', 'identity', 'realtime', 'supplier']),
    );
  });

  it.each(SERVICES)("%s imports '@marketplace/service-kit/<concern>', never the kit's root", (service) => {
    const files = ['src', 'test'].flatMap((dir) => sourcesUnder(path.join(servicesDir, service, dir)));
    expect(files.flatMap(rootKitImports)).toEqual([]);
  });

  it("offers every layer of the kit as an entry point of its package.json's exports", () => {
    const src = path.join(kitDir, 'src');
    const layers = fs
      .readdirSync(src, { withFileTypes: true })
      .filter(
        (e) => e.isDirectory() && e.name !== 'testing' && fs.existsSync(path.join(src, e.name, 'index.ts')),
      )
      .map((e) => e.name);
    const { exports } = JSON.parse(fs.readFileSync(path.join(kitDir, 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(layers).toEqual(expect.arrayContaining(['core', 'store', 'messaging', 'http', 'runtime']));
    for (const layer of layers)
      expect({ layer, entry: exports[`./${layer}`] }).toEqual({ layer, entry: `./src/${layer}/index.ts` });
  });
});
