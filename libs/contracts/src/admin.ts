import { z } from 'zod';
import { defineEvent } from './envelope';
import { roleSchema } from './roles';

/** Admin Users page: one row of the users read model kept by services/admin. */
export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  companyType: z.enum(['buyer', 'supplier']).nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  role: z.enum(['all', 'admin', 'supplier', 'buyer']).default('all'),
});

export const adminUsersResponseSchema = z.object({ items: z.array(adminUserRowSchema), total: z.number() });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export { roleSchema };

// ---- directory: companies and categories (owner: services/admin) -------------------------

export const COMPANY_TYPES = ['buyer', 'supplier'] as const;
export const companyTypeSchema = z.enum(COMPANY_TYPES);
export type CompanyType = z.infer<typeof companyTypeSchema>;

/** A company as the directory publishes it; every consumer keeps its own copy. */
export const companySnapshotSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: companyTypeSchema,
  country: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  /** Buyers only; always null for suppliers. */
  taxNumber: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  /** Increases with every change of this company; consumers ignore a version they already have. */
  version: z.number().int().min(1),
});
export type CompanySnapshot = z.infer<typeof companySnapshotSchema>;

export const companyUpsertedV1 = defineEvent('admin.company.upserted.v1', companySnapshotSchema);

export const categorySnapshotSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  version: z.number().int().min(1),
});
export type CategorySnapshot = z.infer<typeof categorySnapshotSchema>;

export const categoryUpsertedV1 = defineEvent('admin.category.upserted.v1', categorySnapshotSchema);
export const categoryDeletedV1 = defineEvent(
  'admin.category.deleted.v1',
  z.object({ id: z.string(), version: z.number().int().min(1) }),
);
