import { REMOTE_APPS, type RemoteName } from '@marketplace/contracts/remotes';

export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_APPS.map((r) => r.name);
export type RemotesConfig = Record<RemoteName, string>;

/** Validates GET /remotes.json: every remote with a non-empty manifest (or remoteEntry) URL. */
export function parseRemotesConfig(body: unknown): RemotesConfig {
  if (typeof body !== 'object' || body === null) throw new Error('remotes.json is not an object');
  const out = {} as RemotesConfig;
  for (const name of REMOTE_NAMES) {
    const url = (body as Record<string, unknown>)[name];
    if (typeof url !== 'string' || url.trim() === '') throw new Error(`remotes.json has no URL for ${name}`);
    out[name] = url.trim();
  }
  return out;
}
