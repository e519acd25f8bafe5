import type { ServerQueryContext } from '@marketplace/web-kit';
import { createAreaStore } from '@marketplace/web-kit/area-store';
import { adminApi } from './api/admin-api';

/** The admin area's store (see AdminApp; on the server, first-view.tsx). */
export function createAdminStore(server?: ServerQueryContext) {
  return createAreaStore([adminApi], server);
}

export type AdminStore = ReturnType<typeof createAdminStore>;
