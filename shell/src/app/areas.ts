import type { Role } from '@marketplace/contracts';
// Not the package index: /auth would download every zod schema with it (see constants.ts there).
import { REMOTE_APPS, type RemoteName } from '@marketplace/contracts/remotes';
import type { RemoteBasePath } from '@marketplace/web-kit';

export type { RemoteName };

export interface RoleArea {
  remote: RemoteName;
  basePath: RemoteBasePath;
}

/** Which remote owns which role's area (the MF contract in libs/contracts). */
export const ROLE_AREAS = Object.fromEntries(
  REMOTE_APPS.map((r) => [r.role, { remote: r.name, basePath: r.basePath }]),
) as Record<Role, RoleArea>;

export function areaForRole(role: unknown): RoleArea | null {
  return typeof role === 'string' && Object.hasOwn(ROLE_AREAS, role) ? ROLE_AREAS[role as Role] : null;
}
