import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from './source-tree';

/**
 * docs/rooms.md draws the projects, the service kit's layers and the messages between services.
 * These checks read the same arrows from the code, so the picture cannot drift from it: a new
 * import between projects, a consumer of another producer's events or a command sent somewhere
 * new shows up here until the page says so too.
 */
const root = path.resolve(__dirname, '../..');
const picture = readFileSync(path.join(root, 'docs/rooms.md'), 'utf8');
const diagrams = [...picture.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1]!);

/** `a --> b` and `a -- label --> b` / `a -. label .-> b` arrows of one diagram, as "a → b[ (label)]". */
function arrowsOf(diagram: string, { labelled = false } = {}): string[] {
  return diagram
    .split('\n')
    .map((line) => line.trim())
    .flatMap((line) => {
      const plain = /^([\w-]+) --> ([\w-]+)$/.exec(line);
      if (plain) return [`${plain[1]} → ${plain[2]}`];
      const events = /^([\w-]+) -- events --> ([\w-]+)$/.exec(line);
      if (events) return [`${events[1]} → ${events[2]}${labelled ? ' (events)' : ''}`];
      const command = /^([\w-]+) -\. ([\w-]+) \.-> ([\w-]+)$/.exec(line);
      if (command) return [`${command[1]} → ${command[3]} (${command[2]})`];
      return [];
    })
    .sort();
}

/** Every source file under `dir` (tests, fixtures and test harnesses left out). */
const sourceFiles = (dir: string) =>
  filesUnder(dir, { except: /\.spec\.tsx?$|test-harness\.ts$/, skipFolders: ['testing'] });

const PROJECT_DIRS: Record<string, string> = Object.fromEntries([
  ...['shell', 'mfe-buyer', 'mfe-supplier', 'mfe-admin'].map((p) => [p, p]),
  ...readdirSync(path.join(root, 'services')).map((s) => [s, `services/${s}`]),
  ...readdirSync(path.join(root, 'libs')).map((l) => [l, `libs/${l}`]),
]);

describe('docs/rooms.md, the picture of the code', () => {
  it('has its three pictures', () => {
    expect(diagrams).toHaveLength(3);
  });

  it('draws every import between projects, and no other', () => {
    const measured = new Set<string>();
    for (const [project, dir] of Object.entries(PROJECT_DIRS)) {
      for (const file of sourceFiles(path.join(root, dir, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/(?:from |import\()'@marketplace\/([a-z0-9-]+)/g))
          if (m[1] !== project) measured.add(`${project} → ${m[1]}`);
      }
    }
    expect(arrowsOf(diagrams[0]!)).toEqual([...measured].sort());
  });

  it('draws the service kit’s layers as its folders, and every import between them runs down', () => {
    const chain = arrowsOf(diagrams[1]!).map((a) => a.split(' → ') as [string, string]);
    // The picture is one chain from the top layer to the bottom one.
    const order = ['core'];
    while (chain.some(([, to]) => to === order[0]))
      order.unshift(chain.find(([, to]) => to === order[0])![0]);
    const kit = path.join(root, 'libs/service-kit/src');
    const folders = readdirSync(kit).filter(
      (f) => statSync(path.join(kit, f)).isDirectory() && f !== 'testing',
    );
    expect([...order].sort()).toEqual(folders.sort());
    const upward = folders.flatMap((folder) =>
      sourceFiles(path.join(kit, folder)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from '\.\.\/([a-z-]+)\//g)]
          .map((m) => m[1]!)
          .filter((to) => to !== 'testing' && order.indexOf(to) < order.indexOf(folder))
          .map((to) => `${path.relative(kit, file)} → ${to}`),
      ),
    );
    expect(upward).toEqual([]);
  });

  it('draws every service’s consumers of events and the commands they send, and no other', () => {
    const measured = new Set<string>();
    const commandNames = new Map<string, string>();
    for (const file of sourceFiles(path.join(root, 'libs/contracts/src')))
      for (const m of readFileSync(file, 'utf8').matchAll(
        /export const (\w+Command) = defineCommand\(\s*'cmd\.([a-z]+)\.([a-z-]+)\.v\d+'/g,
      ))
        commandNames.set(m[1]!, `${m[2]} (${m[3]})`);
    for (const service of readdirSync(path.join(root, 'services'))) {
      for (const file of sourceFiles(path.join(root, 'services', service, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const line of text.split('\n')) {
          if (line.includes('retiredConsumer')) continue;
          const consumer = /producer: (?:config\.([A-Z]+)_PRODUCER|'([a-z]+)'|(PRODUCER)\b)/.exec(line);
          if (consumer) {
            const producer = consumer[1]?.toLowerCase() ?? consumer[2] ?? service;
            measured.add(`${producer} → ${service} (events)`);
          }
        }
        for (const m of text.matchAll(/sendCommand\(\s*[\w.]+,\s*(\w+Command)/g)) {
          const served = commandNames.get(m[1]!);
          if (served) measured.add(`${service} → ${served}`);
          else measured.add(`${service} → an unknown command ${m[1]}`);
        }
      }
    }
    expect(arrowsOf(diagrams[2]!, { labelled: true })).toEqual([...measured].sort());
  });
});
