import { z } from 'zod';
import { defineEvent } from './envelope';
import { roleSchema, teamRoleSchema } from './roles';
import { orderStatusSchema } from './buyer';
import type { OrderStatus } from './orders';
import { roundEndActionSchema, roundStatusSchema } from './supplier';
import { nameText, nextPageCursor, pageCursor, searchText, text } from './text';
import { COMPANY_TYPES, ORDER_STATUSES, ROUND_STATUSES } from './constants';

/** Admin Users page: one row of the users read model kept by services/admin. */
export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  companyType: z.enum(['buyer', 'supplier']).nullable(),
  /** A buyer's part in their company's buying team; null outside one. */
  teamRole: teamRoleSchema.nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersQuerySchema = z.object({
  search: searchText(),
  role: z.enum(['all', 'admin', 'supplier', 'buyer']).default('all'),
});

export const adminUsersResponseSchema = z.object({ items: z.array(adminUserRowSchema), total: z.number() });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export { roleSchema };

// ---- directory: companies and categories (kept by services/admin) ------------------------

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

// ---- admin HTTP API (services/admin) -------------------------------------------------------

/** Codes the admin service answers with; translated under `errors.admin.*` in libs/i18n. */
export const AdminProblemCodes = {
  companyNotFound: 'admin.company_not_found',
  companyInactive: 'admin.company_inactive',
  categoryNotFound: 'admin.category_not_found',
  categoryNameRequired: 'admin.category_name_required',
  categoryNameTaken: 'admin.category_name_taken',
  /** A team role is only for a buyer joining a buying company. */
  teamRoleNotBuyer: 'admin.team_role_not_buyer',
} as const;

/** Optional text: trimmed; empty (or absent on create) is stored as null (spec §5). */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const COMPANY_NAME_MAX = 200;

/** `POST /companies`: non-empty name, type buyer by default; buyers and suppliers keep a tax number. */
export const createCompanyBodySchema = z
  .object({
    name: nameText(COMPANY_NAME_MAX).min(1),
    type: companyTypeSchema.default('buyer'),
    country: optionalText(100),
    address: optionalText(300),
    phone: optionalText(40),
    taxNumber: optionalText(60),
  })
  .strict();
export type CreateCompanyBody = z.input<typeof createCompanyBodySchema>;

/** `PATCH /companies/:id`: any subset of the fields, or `active` alone (Activate/Deactivate). */
export const updateCompanyBodySchema = z
  .object({
    name: nameText(COMPANY_NAME_MAX).min(1).optional(),
    type: companyTypeSchema.optional(),
    country: optionalText(100),
    address: optionalText(300),
    phone: optionalText(40),
    taxNumber: optionalText(60),
    active: z.boolean().optional(),
  })
  .strict();
export type UpdateCompanyBody = z.input<typeof updateCompanyBodySchema>;

export const COMPANY_TYPE_FILTERS = ['all', ...COMPANY_TYPES] as const;
export const adminCompaniesQuerySchema = z.object({
  search: searchText(),
  type: z.enum(COMPANY_TYPE_FILTERS).default('all'),
  /** `true`: active companies only (the Assign Company dialog). */
  active: z.enum(['true', 'false']).optional(),
});
export type AdminCompaniesQuery = z.input<typeof adminCompaniesQuerySchema>;

export const adminCompanySchema = companySnapshotSchema;
export type AdminCompany = CompanySnapshot;
export const adminCompaniesResponseSchema = z.object({
  items: z.array(adminCompanySchema),
  total: z.number(),
});
export type AdminCompaniesResponse = z.infer<typeof adminCompaniesResponseSchema>;

export const CATEGORY_NAME_MAX = 100;
/**
 * `POST /categories` and `PATCH /categories/:id`. The name is trimmed; an empty one is refused on
 * create ('Category name is required') and changes nothing on rename (spec §5).
 */
export const categoryBodySchema = z.object({ name: nameText(CATEGORY_NAME_MAX) }).strict();
export type CategoryBody = z.input<typeof categoryBodySchema>;

export const adminCategorySchema = z.object({ id: z.string(), name: z.string(), createdAt: z.string() });
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoriesResponseSchema = z.object({ items: z.array(adminCategorySchema) });
export type AdminCategoriesResponse = z.infer<typeof adminCategoriesResponseSchema>;

/** `PUT /users/:userId/company`: an active company, or null for none. */
/** Assign Company: the company (or none) and, for a buyer, their part in its team (member unless said). */
export const assignCompanyBodySchema = z
  .object({ companyId: text().min(1).max(100).nullable(), teamRole: teamRoleSchema.optional() })
  .strict();
export type AssignCompanyBody = z.infer<typeof assignCompanyBodySchema>;
/**
 * The user's row after the change; only the company's fields while the directory's copy of a
 * user just signed up has not arrived yet.
 */
export const assignCompanyResponseSchema = z.union([
  adminUserRowSchema,
  adminUserRowSchema.pick({ id: true, companyId: true, companyName: true, teamRole: true }),
]);

// ---- moderation: rounds and orders -------------------------------------------------------

/** The admin's round status filter: every status, or all of them. */
export const ROUND_STATUS_FILTERS = ['all', ...ROUND_STATUSES] as const;
export const adminRoundsQuerySchema = z.object({
  search: searchText(),
  status: z.enum(ROUND_STATUS_FILTERS).default('all'),
});
export type AdminRoundsQuery = z.input<typeof adminRoundsQuerySchema>;

export const adminRoundRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  currency: z.string(),
  status: roundStatusSchema,
  supplierId: z.string(),
  supplierName: z.string(),
  productCount: z.number(),
  openAt: z.string().nullable(),
  closeAt: z.string().nullable(),
  createdAt: z.string(),
  /** The supplier's end action, null for rounds from before end actions. */
  endAction: roundEndActionSchema.nullable(),
  /** Products per outcome once the round closed with one; null before. */
  outcome: z
    .object({ met: z.number().int(), confirmed: z.number().int(), released: z.number().int() })
    .nullable(),
});
export type AdminRoundRow = z.infer<typeof adminRoundRowSchema>;
export const adminRoundsResponseSchema = z.object({ items: z.array(adminRoundRowSchema), total: z.number() });
export type AdminRoundsResponse = z.infer<typeof adminRoundsResponseSchema>;

export const ROUND_DECISIONS = ['approve', 'reject', 'close'] as const;
export const roundDecisionBodySchema = z.object({ decision: z.enum(ROUND_DECISIONS) }).strict();
export type RoundDecisionBody = z.infer<typeof roundDecisionBodySchema>;
export const roundDecisionResponseSchema = z.object({ roundId: z.string(), status: z.string() });

/** Statuses the admin sees: an order waiting for its buying company's approver never reaches it. */
const ADMIN_ORDER_STATUSES = ORDER_STATUSES.filter(
  (status): status is Exclude<OrderStatus, 'pending_company'> => status !== 'pending_company',
);
/** The admin's order status filter: each status the admin sees, or all of them. */
export const ORDER_STATUS_FILTERS = ['all', ...ADMIN_ORDER_STATUSES] as const;
/** Orders on one page of the admin's Orders list. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const adminOrdersQuerySchema = z.object({
  search: searchText(),
  status: z.enum(ORDER_STATUS_FILTERS).default('all'),
  cursor: pageCursor(),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrderItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  uom: z.string(),
  qty: z.number(),
  unitPrice: z.number(),
  subtotal: z.number(),
  /** The buyer's flexible units on the line: the order may grow by up to this at the close. */
  flex: z.number().int().min(0).optional(),
  /** Of them, those the close called in (part of `qty`). */
  flexCalled: z.number().int().min(0).optional(),
});
export const adminOrderRowSchema = z.object({
  id: z.string(),
  buyerId: z.string(),
  buyerName: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  roundId: z.string(),
  roundTitle: z.string(),
  supplierName: z.string(),
  currency: z.string(),
  status: orderStatusSchema,
  totalValue: z.number(),
  totalUnits: z.number(),
  totalItems: z.number(),
  items: z.array(adminOrderItemSchema),
  /**
   * The order's share of its round's freight estimate, as the buyer's order and the
   * supplier's invoice show it; null when the round has no freight cost or the order no share.
   */
  freightShare: z
    .object({ amount: z.number().min(0), basis: z.enum(['gross_weight', 'volume']) })
    .nullable()
    .optional(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrdersResponseSchema = z.object({
  /** A page, newest first (`ADMIN_ORDERS_PAGE_SIZE`); `nextCursor` asks for the next one. */
  items: z.array(adminOrderRowSchema),
  nextCursor: nextPageCursor(),
  /** Orders the filter and search match, on every page. */
  total: z.number(),
  /** Orders waiting for the administrator, whatever the filter (the page's counter). */
  pendingCount: z.number(),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

export const ORDER_DECISIONS = ['approve', 'reject'] as const;
export const orderDecisionBodySchema = z
  .object({
    decision: z.enum(ORDER_DECISIONS),
    /** Why the admin rejects it (optional): shown in the order's timeline. */
    reason: text().trim().max(500).optional(),
  })
  .strict();
export type OrderDecisionBody = z.infer<typeof orderDecisionBodySchema>;
export const orderDecisionResponseSchema = z.object({ orderId: z.string(), status: z.string() });

// ---- dashboard ---------------------------------------------------------------------------

export const adminDashboardSchema = z.object({
  totalUsers: z.number(),
  activeCompanies: z.object({ total: z.number(), buyers: z.number(), suppliers: z.number() }),
  /** Sum of approved orders' total value (spec §7 admin dashboard). */
  platformVolume: z.number(),
  pendingApprovals: z.number(),
  /** Up to 5 pending rounds and orders, newest first. */
  pending: z.array(
    z.object({
      kind: z.enum(['round', 'order']),
      id: z.string(),
      title: z.string(),
      detail: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The latest orders (spec §7: latest 10 orders). */
  recentActivity: z.array(
    z.object({
      id: z.string(),
      buyerName: z.string().nullable(),
      roundTitle: z.string(),
      status: z.string(),
      totalValue: z.number(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
