import remotes from './remotes.json';
import type { Role } from './roles';

/**
 * The Module Federation contract between the shell, the remotes, the edge and the builds: one
 * remote per role area. Kept as JSON so the webpack configuration (plain Node) reads the same list.
 */
export interface RemoteApp {
  /** MF container name, exposed module `./app`. */
  name: 'mfe_buyer' | 'mfe_supplier' | 'mfe_admin';
  role: Role;
  basePath: '/buyer' | '/supplier' | '/admin';
  /** Project folder; the build lands in `<dir>/dist`, served by the edge at `/remotes/<role>/`. */
  dir: string;
  devPort: number;
  /** Env overriding the remote's manifest URL in `/remotes.json` (deploy-time configuration). */
  urlEnv: string;
  /** Env overriding the build folder the edge serves. */
  distEnv: string;
}

export const REMOTE_APPS = remotes as readonly RemoteApp[];
export type RemoteName = RemoteApp['name'];

/** The remote whose role area `pathname` is in (`/buyer`, `/buyer/…`), or null. */
export function remoteAtPath(pathname: string): RemoteApp | null {
  return REMOTE_APPS.find((r) => pathname === r.basePath || pathname.startsWith(`${r.basePath}/`)) ?? null;
}
