import type { CategorySnapshot, CompanySnapshot } from '@marketplace/contracts';
import { applyNewerVersion, isNewerVersion } from '@marketplace/service-kit/store';
import type { SupplierContext } from '../context';

/*
 * Companies and categories: read models of admin's events. Their consumer is the only writer of
 * both, so read-then-replace is safe; the version guard makes late or replayed events harmless.
 */

export async function saveCompany(ctx: SupplierContext, company: CompanySnapshot): Promise<void> {
  const { id, createdAt, ...rest } = company;
  await applyNewerVersion(ctx.companies, id, company.version, {
    ...rest,
    createdAt: new Date(createdAt),
  });
}

export async function saveCategory(ctx: SupplierContext, category: CategorySnapshot): Promise<void> {
  await applyNewerVersion(ctx.categories, category.id, category.version, {
    name: category.name,
    createdAt: new Date(category.createdAt),
    version: category.version,
  });
}

/**
 * Agreed decision: admin deletes freely; products of a deleted category keep existing with no
 * category ('none'), so nothing ever points at a category that is gone. The delete carries the
 * version after the last upsert: it goes unless a newer upsert is already here.
 */
export async function deleteCategory(ctx: SupplierContext, id: string, version: number): Promise<void> {
  const current = await ctx.categories.findById(id, { version: 1 }).lean();
  // The stored upsert is newer than the delete: the category stays.
  if (current && isNewerVersion(version, current.version)) return;
  await ctx.products.updateMany({ categoryId: id }, { $set: { categoryId: null } });
  await ctx.categories.deleteOne({ _id: id });
}
