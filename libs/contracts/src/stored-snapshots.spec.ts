import type { z } from 'zod';
import { companySnapshotSchema } from './admin';
import { orderSnapshotSchema } from './buyer';
import { roundSummarySchema } from './supplier/rounds';
import { companySnapshotFields, orderSnapshotFields, roundSummaryFields } from './stored-snapshots';

interface FieldDeclaration {
  type: StringConstructor | NumberConstructor | BooleanConstructor;
  required?: boolean;
  default?: null;
  enum?: readonly string[];
}

/**
 * Each stored declaration beside its snapshot's schema, and the snapshot's fields it leaves to
 * each collection, with why. A field added to a snapshot fails here until it is declared in
 * stored-snapshots.ts or named below.
 */
const STORED: Array<{
  snapshot: string;
  schema: z.ZodObject;
  fields: Record<string, FieldDeclaration>;
  leftToEachCollection: Record<string, string>;
}> = [
  {
    snapshot: 'CompanySnapshot',
    schema: companySnapshotSchema,
    fields: companySnapshotFields,
    leftToEachCollection: {
      id: 'the document’s `_id`',
      createdAt: 'a date: a Date in admin’s and supplier’s collections, not kept by identity',
      version: 'the kit’s `readModelVersion`',
    },
  },
  {
    snapshot: 'OrderSnapshot',
    schema: orderSnapshotSchema,
    fields: orderSnapshotFields,
    leftToEachCollection: {
      id: 'the document’s `_id`',
      buyerCompanyId: 'kept by the buyer’s and the supplier’s collections, not by admin’s',
      supplierName: 'kept by the buyer’s and admin’s collections; the supplier knows its own name',
      items: 'lines: admin keeps a typed subset, buyer and supplier the event’s lines as they come',
      releasedItems: 'lines the buyer’s own collection keeps',
      companyApproval: 'the buyer’s own (its team’s approvals)',
      standingSeriesId: 'the buyer’s own (its standing orders)',
      placedByName: 'on an approver’s reads only, never stored nor in events',
      freightEstimate: 'on the buyer’s reads only, computed from the round, never stored nor in events',
      shortfalls: 'on the buyer’s reads only, computed from the round, never stored nor in events',
      createdAt: 'a date: ISO text in the buyer’s collection, a Date in admin’s and supplier’s',
      decidedAt: 'a date: ISO text in the buyer’s collection, a Date in admin’s and supplier’s',
      timeline: 'kept as the events carry it where a collection shows it',
      version: 'the kit’s `readModelVersion`',
    },
  },
  {
    snapshot: 'RoundSummary',
    schema: roundSummarySchema,
    fields: roundSummaryFields,
    leftToEachCollection: {
      id: 'the document’s `_id`',
      openAt: 'a date: ISO text in the buyer’s copy, a Date in admin’s',
      closeAt: 'a date: ISO text in the buyer’s copy, a Date in admin’s',
      createdAt: 'a date: ISO text in the buyer’s copy, a Date in admin’s',
      productCount: 'admin’s list shows it; the buyer’s copy keeps the products themselves',
      endAction: 'each copy’s default for rounds announced before end actions existed',
      extendDays: 'the buyer’s catalogue only',
      extended: 'the buyer’s catalogue only',
      freightCost: 'the buyer’s catalogue only (admin keeps its own freight block)',
      freightBasis: 'the buyer’s catalogue only (admin keeps its own freight block)',
      lastCallHours: 'the buyer’s catalogue only',
      repeatOf: 'the supplier’s own round keeps it; no copy needs it',
      seriesId: 'the buyer’s catalogue only (follows)',
      version: 'the kit’s `readModelVersion`',
    },
  },
];

/** What a zod field is once `.nullable()` and `.optional()` are taken off, and which were on. */
function unwrapped(field: z.ZodType): {
  kind: string;
  nullable: boolean;
  optional: boolean;
  options?: string[];
} {
  let current = field as z.ZodType & { unwrap?: () => z.ZodType; options?: string[] };
  let nullable = false;
  let optional = false;
  for (;;) {
    const kind = current.def.type;
    if (kind === 'nullable') nullable = true;
    else if (kind === 'optional') optional = true;
    else return { kind, nullable, optional, options: kind === 'enum' ? current.options : undefined };
    current = current.unwrap!() as typeof current;
  }
}

const KIND_OF = new Map<unknown, string[]>([
  [String, ['string', 'enum']],
  [Number, ['number']],
  [Boolean, ['boolean']],
]);

describe('stored snapshots', () => {
  it.each(STORED.map((s) => [s.snapshot, s] as const))(
    '%s is stored with exactly its fields, but those each collection keeps its own way',
    (_snapshot, { schema, fields, leftToEachCollection }) => {
      const stored = Object.keys(fields);
      const left = Object.keys(leftToEachCollection);
      expect([...stored, ...left].sort()).toEqual(Object.keys(schema.shape).sort());
      expect(stored.filter((key) => left.includes(key))).toEqual([]);
    },
  );

  it.each(STORED.map((s) => [s.snapshot, s] as const))(
    '%s is stored with the type and the nullability of its schema',
    (_snapshot, { schema, fields }) => {
      for (const [key, declared] of Object.entries(fields)) {
        const { kind, nullable, optional, options } = unwrapped(schema.shape[key] as z.ZodType);
        expect({ key, kind: KIND_OF.get(declared.type)?.includes(kind) ? 'matches' : kind }).toEqual({
          key,
          kind: 'matches',
        });
        // A field the snapshot always has is required; one that may be null defaults to null.
        expect({
          key,
          required: declared.required === true,
          defaultsToNull: declared.default === null,
        }).toEqual({ key, required: !nullable && !optional, defaultsToNull: nullable });
        if (declared.enum) expect({ key, values: [...declared.enum] }).toEqual({ key, values: options });
      }
    },
  );
});
