import { categoryDeletedV1, categoryUpsertedV1, companyUpsertedV1 } from '@marketplace/contracts';
import { applyNewerVersion, on, type EventHandler } from '@marketplace/service-kit';
import type { SupplierModels } from '../data/models';

/**
 * Companies and categories from admin's events. This consumer is the only writer of both read
 * models, so read-then-replace is safe; the version guard makes late or replayed events harmless.
 */
export function directoryHandlers(models: SupplierModels): EventHandler[] {
  return [
    on(companyUpsertedV1, async ({ data }) => {
      const { id, createdAt, ...rest } = data;
      await applyNewerVersion(models.Company, id, data.version, { ...rest, createdAt: new Date(createdAt) });
    }),
    on(categoryUpsertedV1, async ({ data }) => {
      await applyNewerVersion(models.Category, data.id, data.version, {
        name: data.name,
        createdAt: new Date(data.createdAt),
        version: data.version,
      });
    }),
    // Agreed decision: admin deletes freely; products of a deleted category keep existing with
    // no category ('none'), so nothing ever points at a category that is gone. The delete carries
    // the version after the last upsert: it goes unless a newer upsert is already here.
    on(categoryDeletedV1, async ({ data }) => {
      const current = await models.Category.findById(data.id, { version: 1 }).lean();
      if (current && current.version > data.version) return;
      await models.Product.updateMany({ categoryId: data.id }, { $set: { categoryId: null } });
      await models.Category.deleteOne({ _id: data.id });
    }),
  ];
}
