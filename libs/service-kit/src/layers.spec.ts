import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The kit in layers, bottom first: a folder's code may import its own folder and the folders
 * below it, never one above (specs may use anything, the testing kit included). So `core` is
 * usable everywhere and uses nothing, and the composition root (`runtime`'s runService) is the
 * only place that knows every concern.
 */
const LAYERS = ['core', 'mail', 'store', 'messaging', 'http', 'runtime'] as const;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '\.\.\/([a-z-]+)\//g)].map((m) => m[1]!);
}

describe('the service kit in layers', () => {
  it.each(LAYERS.map((layer, rank) => [layer, rank] as const))(
    '%s imports only its own layer and those below',
    (layer, rank) => {
      const dir = path.join(__dirname, layer);
      const upward = readdirSync(dir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
        .flatMap((f) =>
          importsOf(path.join(dir, f))
            .filter((target) => (LAYERS as readonly string[]).indexOf(target) > rank || target === 'testing')
            .map((target) => `${layer}/${f} → ${target}`),
        );
      expect(upward).toEqual([]);
    },
  );
});
