import type { RequestHandler, Router } from 'express';
import {
  adminCategoriesResponseSchema,
  adminCategorySchema,
  adminCompaniesQuerySchema,
  adminCompaniesResponseSchema,
  companySnapshotSchema,
  categoryBodySchema,
  createCompanyBodySchema,
  updateCompanyBodySchema,
  type AdminCategoriesResponse,
  type AdminCompaniesResponse,
} from '@marketplace/contracts';
import { created, handle, pathParams, requireRole } from '@marketplace/service-kit/http';
import type { CategoryDoc, CompanyDoc } from '../data/directory.model';
import type { Directory } from '../data/directory';
import { companiesFilter } from '../data/search-filters';
import { categoryRow, companySnapshot } from '../domain/directory';

/** The directory is small (companies and categories an admin types in); still, lists are bounded. */
const COMPANIES_LIMIT = 500;
const CATEGORIES_LIMIT = 1000;
const idParams = pathParams('id');

export function directoryRoutes(router: Router, directory: Directory): void {
  const admin = requireRole('admin');

  router.get(
    '/companies',
    admin,
    handle(
      {
        summary: 'List companies (newest first), filtered by name, type or state',
        query: adminCompaniesQuerySchema,
        response: adminCompaniesResponseSchema,
      },
      async ({ query }): Promise<AdminCompaniesResponse> => {
        const filter = companiesFilter(query);
        const [rows, total] = await Promise.all([
          directory.companies
            .find(filter)
            .sort({ createdAt: -1 })
            .limit(COMPANIES_LIMIT)
            .lean<CompanyDoc[]>(),
          directory.companies.countDocuments(filter),
        ]);
        return { total, items: rows.map(companySnapshot) };
      },
    ),
  );

  router.post(
    '/companies',
    admin,
    created(
      { summary: 'Create a company', body: createCompanyBodySchema, response: companySnapshotSchema },
      ({ body }) => directory.createCompany(body),
    ),
  );

  router.patch(
    '/companies/:id',
    admin,
    handle(
      {
        summary: 'Change a company: only the fields named',
        params: idParams,
        body: updateCompanyBodySchema,
        response: companySnapshotSchema,
      },
      ({ params, body }) => directory.updateCompany(params.id, body),
    ),
  );

  categoryRoutes(router, directory, admin);
}

/** The categories suppliers file their products under. */
function categoryRoutes(router: Router, directory: Directory, admin: RequestHandler): void {
  router.get(
    '/categories',
    admin,
    handle(
      { summary: 'List categories by name', response: adminCategoriesResponseSchema },
      async (): Promise<AdminCategoriesResponse> => {
        // Ordered by name (spec §7); the key is the case-folded name, so 'apple' sorts before 'Banana'.
        const rows = await directory.categories
          .find()
          .sort({ key: 1 })
          .limit(CATEGORIES_LIMIT)
          .lean<CategoryDoc[]>();
        return { items: rows.map(categoryRow) };
      },
    ),
  );

  router.post(
    '/categories',
    admin,
    created(
      { summary: 'Create a category', body: categoryBodySchema, response: adminCategorySchema },
      async ({ body }) => {
        const category = await directory.createCategory(body.name);
        return { id: category.id, name: category.name, createdAt: category.createdAt };
      },
    ),
  );

  router.patch(
    '/categories/:id',
    admin,
    handle(
      {
        summary: 'Rename a category',
        params: idParams,
        body: categoryBodySchema,
        response: adminCategorySchema,
      },
      async ({ params, body }) => {
        const category = await directory.renameCategory(params.id, body.name);
        return { id: category.id, name: category.name, createdAt: category.createdAt };
      },
    ),
  );

  router.delete(
    '/categories/:id',
    admin,
    handle(
      { summary: 'Delete a category no product uses', params: idParams, noContent: true },
      async ({ params }, _req, res) => {
        await directory.deleteCategory(params.id);
        res.status(204).end();
      },
    ),
  );
}
