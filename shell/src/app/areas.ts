import type { Role } from '@marketplace/contracts';
import type { RemoteBasePath } from '@marketplace/web-kit';

export type RemoteName = 'mfe_buyer' | 'mfe_supplier' | 'mfe_admin';

export interface RoleArea {
  remote: RemoteName;
  basePath: RemoteBasePath;
}

/** Which remote owns which role's area (the names are the MF contract with the remotes). */
export const ROLE_AREAS: Record<Role, RoleArea> = {
  buyer: { remote: 'mfe_buyer', basePath: '/buyer' },
  supplier: { remote: 'mfe_supplier', basePath: '/supplier' },
  admin: { remote: 'mfe_admin', basePath: '/admin' },
};

export function areaForRole(role: unknown): RoleArea | null {
  return typeof role === 'string' && Object.hasOwn(ROLE_AREAS, role) ? ROLE_AREAS[role as Role] : null;
}
