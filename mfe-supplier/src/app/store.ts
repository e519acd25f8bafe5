import type { ServerQueryContext } from '@marketplace/web-kit';
import { createAreaStore } from '@marketplace/web-kit/area-store';
import { catalogueApi } from './api/catalogue-api';
import { supplierApi } from './api/supplier-api';

/** The supplier area's store (see SupplierApp; on the server, first-view.tsx). */
export function createSupplierStore(server?: ServerQueryContext) {
  return createAreaStore([supplierApi, catalogueApi], server);
}

export type SupplierStore = ReturnType<typeof createSupplierStore>;
