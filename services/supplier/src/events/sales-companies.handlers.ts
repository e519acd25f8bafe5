import { companyUpsertedV1 } from '@marketplace/contracts';
import { on, type EventHandler } from '@marketplace/service-kit';
import type { SalesCompanyModel } from '../data/sales-company.model';

/** Keeps the companies read model of sales and invoices (only writer; version guard). */
export function salesCompanyHandlers(companies: SalesCompanyModel): EventHandler[] {
  return [
    on(companyUpsertedV1, async (e) => {
      const { id, ...company } = e.data;
      const current = await companies.findById(id, { version: 1 }).lean();
      if (current && current.version >= company.version) return;
      await companies.replaceOne({ _id: id }, company, { upsert: true });
    }),
  ];
}
