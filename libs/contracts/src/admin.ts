import { z } from 'zod';
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
