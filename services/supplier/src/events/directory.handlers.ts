import { categoryDeletedV1, categoryUpsertedV1, companyUpsertedV1 } from '@marketplace/contracts';
import { on, type EventHandler } from '@marketplace/service-kit/messaging';
import type { SupplierContext } from '../context';
import { deleteCategory, saveCategory, saveCompany } from '../use-cases/directory';

/** Companies and categories from admin's events (read models; see use-cases/directory). */
export function directoryHandlers(ctx: SupplierContext): EventHandler[] {
  return [
    on(companyUpsertedV1, ({ data }) => saveCompany(ctx, data)),
    on(categoryUpsertedV1, ({ data }) => saveCategory(ctx, data)),
    on(categoryDeletedV1, ({ data }) => deleteCategory(ctx, data.id, data.version)),
  ];
}
