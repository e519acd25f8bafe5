import { randomUUID } from 'node:crypto';
import {
  AdminProblemCodes,
  categoryDeletedV1,
  categoryUpsertedV1,
  companyUpsertedV1,
  type CategorySnapshot,
  type CompanySnapshot,
  type CompanyType,
} from '@marketplace/contracts';
import { badRequest, conflict, notFound } from '@marketplace/service-kit/core';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import { appendEventId, createEvent, type Outbox } from '@marketplace/service-kit/messaging';
import {
  categoryKey,
  categorySnapshot,
  companyChange,
  companySnapshot,
  type CompanyFields,
} from '../domain/directory';
import type { CategoryDoc, CategoryModel, CompanyDoc, CompanyModel } from './directory.model';
import { SerialQueue } from './serial-queue';
import { PRODUCER } from '../config';

export interface NewCompany {
  name: string;
  type: CompanyType;
  country?: string | null;
  address?: string | null;
  phone?: string | null;
  taxNumber?: string | null;
}

const nameTaken = () =>
  conflict(AdminProblemCodes.categoryNameTaken, 'A category with this name already exists');
const categoryNotFound = () => notFound('Category not found', AdminProblemCodes.categoryNotFound);

/**
 * Every write of companies and categories, each together with the event announcing it (kit
 * outbox: the event id is stamped into the same single-document write, so a crash never loses
 * or invents an event).
 */
export class Directory {
  private readonly queue = new SerialQueue();

  constructor(
    readonly companies: CompanyModel,
    readonly categories: CategoryModel,
    private readonly outbox: Outbox,
  ) {}

  createCompany(input: NewCompany): Promise<CompanySnapshot> {
    return this.queue.run(async () => {
      const now = new Date();
      const fields = {
        name: input.name,
        type: input.type,
        country: input.country ?? null,
        address: input.address ?? null,
        phone: input.phone ?? null,
        taxNumber: input.taxNumber ?? null,
        active: true,
      };
      const doc: Omit<CompanyDoc, '_events'> = {
        _id: randomUUID(),
        ...fields,
        createdAt: now,
        updatedAt: now,
        version: 1,
      };
      const event = createEvent(companyUpsertedV1, companySnapshot({ ...doc, _events: [] }), PRODUCER);
      await this.outbox.record([event], { collection: 'companies', id: doc._id }, (ids) =>
        this.companies.create({ ...doc, _events: ids }),
      );
      return event.data;
    });
  }

  updateCompany(id: string, body: Partial<CompanyFields>): Promise<CompanySnapshot> {
    return this.queue.run(async () => {
      const current = await this.companies.findById(id).lean<CompanyDoc>();
      if (!current) throw notFound('Company not found', AdminProblemCodes.companyNotFound);
      const fields = companyChange(current, body);
      if (!fields) return companySnapshot(current);
      const next: CompanyDoc = { ...current, ...fields, updatedAt: new Date(), version: current.version + 1 };
      const event = createEvent(companyUpsertedV1, companySnapshot(next), PRODUCER);
      await this.outbox.record([event], { collection: 'companies', id }, async ([eventId]) => {
        const _events = appendEventId(current._events, eventId!);
        await this.companies.updateOne(
          { _id: id },
          { $set: { ...fields, updatedAt: next.updatedAt, version: next.version, _events } },
        );
      });
      return event.data;
    });
  }

  createCategory(rawName: string): Promise<CategorySnapshot> {
    const name = rawName.trim();
    if (!name) throw badRequest(AdminProblemCodes.categoryNameRequired, 'Category name is required');
    return this.queue.run(async () => {
      const key = categoryKey(name);
      // Checked first for a clean answer; the unique index is what holds against a second replica.
      if (await this.categories.exists({ key })) throw nameTaken();
      const doc = { _id: randomUUID(), name, key, createdAt: new Date(), version: 1 };
      const event = createEvent(categoryUpsertedV1, categorySnapshot({ ...doc, _events: [] }), PRODUCER);
      try {
        await this.outbox.record([event], { collection: 'categories', id: doc._id }, (ids) =>
          this.categories.create({ ...doc, _events: ids }),
        );
      } catch (err) {
        if (isDuplicateKey(err)) throw nameTaken();
        throw err;
      }
      return event.data;
    });
  }

  /** An empty name changes nothing (spec §5): the category is returned as it is. */
  renameCategory(id: string, rawName: string): Promise<CategorySnapshot> {
    const name = rawName.trim();
    return this.queue.run(async () => {
      const current = await this.categories.findById(id).lean<CategoryDoc>();
      if (!current) throw categoryNotFound();
      if (!name || name === current.name) return categorySnapshot(current);
      const key = categoryKey(name);
      if (key !== current.key && (await this.categories.exists({ key, _id: { $ne: id } }))) throw nameTaken();
      const next: CategoryDoc = { ...current, name, key, version: current.version + 1 };
      const event = createEvent(categoryUpsertedV1, categorySnapshot(next), PRODUCER);
      try {
        await this.outbox.record([event], { collection: 'categories', id }, async ([eventId]) => {
          const _events = appendEventId(current._events, eventId!);
          await this.categories.updateOne(
            { _id: id },
            { $set: { name, key, version: next.version, _events } },
          );
        });
      } catch (err) {
        if (isDuplicateKey(err)) throw nameTaken();
        throw err;
      }
      return event.data;
    });
  }

  /**
   * Deletes and announces it. Nothing refuses the delete: the supplier service detaches its
   * products (category becomes none) when it consumes `admin.category.deleted.v1`.
   */
  deleteCategory(id: string): Promise<void> {
    return this.queue.run(async () => {
      const current = await this.categories.findById(id).lean<CategoryDoc>();
      if (!current) throw categoryNotFound();
      const event = createEvent(categoryDeletedV1, { id, version: current.version + 1 }, PRODUCER);
      await this.outbox.record([event], { collection: 'categories', id, expect: 'absent' }, async () => {
        await this.categories.deleteOne({ _id: id });
      });
    });
  }
}
