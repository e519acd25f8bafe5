import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { CSV_IMPORT_MAX_ROWS, SupplierProblemCodes, type ImportResult } from '@marketplace/contracts';
import {
  grossBelowNet,
  hasRequiredHeader,
  importColumns,
  readImportRow,
  type ImportColumns,
  type ImportRow,
} from '@marketplace/domain';
import { badRequest } from '@marketplace/service-kit/core';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import type { SupplierContext } from '../context';
import type { ProductDoc } from '../data/product.model';

/** Up to this many SKUs are looked up with one `$in`; more are matched in one pass (no query per row). */
const IN_LOOKUP_MAX = 500;
const INSERT_CHUNK = 500;

/**
 * The file's text. A NUL byte means a binary file whatever its name; bytes that are not UTF-8 are
 * read as Windows-1252 (what spreadsheet programs write for Portuguese text); a BOM is dropped.
 */
export function csvText(buffer: Buffer): string {
  if (buffer.includes(0))
    throw badRequest(SupplierProblemCodes.csvNotText, 'The file is not a text CSV file');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-1252').decode(buffer);
  }
  return text.replace(/^\uFEFF/, '');
}

/**
 * Parses and checks the header (spec §5); returns where the optional columns are and
 * the data rows with their line numbers.
 */
export function csvRows(text: string): {
  columns: ImportColumns;
  rows: Array<{ line: number; cells: string[] }>;
} {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const [header, ...rest] = parsed.data;
  if (!header || !hasRequiredHeader(header))
    throw badRequest(
      SupplierProblemCodes.csvBadHeader,
      'Invalid CSV format. Please use the provided template.',
    );
  const rows = rest
    .map((cells, i) => ({ line: i + 2, cells }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (rows.length > CSV_IMPORT_MAX_ROWS)
    throw badRequest(
      SupplierProblemCodes.csvTooManyRows,
      `A file may hold at most ${CSV_IMPORT_MAX_ROWS} products`,
    );
  return { columns: importColumns(header), rows };
}

type Existing = Pick<ProductDoc, '_id' | 'sku' | 'name' | 'active' | 'netWeightKg' | 'grossWeightKg'>;

async function existingBySku(
  ctx: SupplierContext,
  supplierId: string,
  skus: string[],
): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  const projection = { sku: 1, name: 1, active: 1, netWeightKg: 1, grossWeightKg: 1 };
  if (skus.length <= IN_LOOKUP_MAX) {
    const rows = await ctx.products.find({ supplierId, sku: { $in: skus } }, projection).lean<Existing[]>();
    for (const r of rows) found.set(r.sku, r);
    return found;
  }
  // Many SKUs: one pass over the company's products (a cursor, so memory stays bounded by the
  // file), keeping only those the file names. A large $in per chunk costs FerretDB a scan per chunk.
  const wanted = new Set(skus);
  const cursor = ctx.products.find({ supplierId }, projection).lean<Existing[]>().cursor({ batchSize: 1000 });
  for await (const row of cursor) {
    const r = row as unknown as Existing;
    if (wanted.has(r.sku)) found.set(r.sku, r);
  }
  return found;
}

type Failures = ImportResult['failures'];
type ValidRow = { line: number; row: ImportRow };

/** The file's rows read and checked one by one; a SKU the file names twice is refused the second time. */
function readRows(
  columns: ReturnType<typeof csvRows>['columns'],
  rows: ReturnType<typeof csvRows>['rows'],
  failures: Failures,
): ValidRow[] {
  const valid: ValidRow[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of rows) {
    const read = readImportRow(cells, columns);
    if (!read.ok) failures.push({ line, sku: read.sku, reason: read.reason });
    else if (seen.has(read.row.sku)) failures.push({ line, sku: read.row.sku, reason: 'duplicate_sku' });
    else {
      seen.add(read.row.sku);
      valid.push({ line, row: read.row });
    }
  }
  return valid;
}

/** The catalogue products the rows with unknown SKUs become: active, filed by category name. */
async function newProducts(
  ctx: SupplierContext,
  supplierId: string,
  valid: ValidRow[],
  existing: ReadonlyMap<string, Existing>,
): Promise<ProductDoc[]> {
  const categories = new Map(
    (await ctx.categories.find({}, { name: 1 }).lean()).map((c) => [c.name.trim().toLowerCase(), c._id]),
  );
  const now = new Date();
  return valid
    .filter(({ row }) => !existing.has(row.sku))
    .map(({ row }) => ({
      _id: randomUUID(),
      supplierId,
      name: row.name,
      sku: row.sku,
      unitPrice: row.unitPrice,
      currency: row.currency,
      uom: row.uom,
      unitsPerPack: row.unitsPerPack,
      categoryId: row.category ? (categories.get(row.category.toLowerCase()) ?? null) : null,
      size: row.size,
      color: row.color,
      material: row.material,
      description: row.description,
      netWeightKg: row.netWeightKg,
      grossWeightKg: row.grossWeightKg,
      cbm: row.cbm,
      active: true,
      images: [],
      createdAt: now,
      updatedAt: now,
    }));
}

/**
 * Inserts the new products in chunks; returns the SKUs created here. A SKU another import
 * created meanwhile is taken as existing (`existing` gains it).
 */
async function createProducts(
  ctx: SupplierContext,
  supplierId: string,
  toCreate: ProductDoc[],
  existing: Map<string, Existing>,
): Promise<Set<string>> {
  const created = new Set<string>();
  for (let i = 0; i < toCreate.length; i += INSERT_CHUNK) {
    const chunk = toCreate.slice(i, i + INSERT_CHUNK);
    try {
      await ctx.products.collection.insertMany(chunk as never[], { ordered: false });
      for (const p of chunk) created.add(p.sku);
    } catch (err) {
      if (!isDuplicateKey(err) && !(err as { writeErrors?: unknown }).writeErrors) throw err;
      // Another import created some of these SKUs meanwhile: use what is there now.
      const now = await existingBySku(
        ctx,
        supplierId,
        chunk.map((p) => p.sku),
      );
      for (const p of chunk) {
        const there = now.get(p.sku);
        if (there?._id === p._id) created.add(p.sku);
        else if (there) existing.set(p.sku, there);
      }
    }
  }
  return created;
}

/**
 * A row naming only the net (or gross) weight of an existing product: the same gross ≥ net rule
 * as the product dialog (libs/domain grossBelowNet), against the weight already on file (net 50
 * once went in under a gross of 2). Such a row changes nothing and is reported.
 */
function measuresConsistent(
  valid: ValidRow[],
  existing: ReadonlyMap<string, Existing>,
  created: ReadonlySet<string>,
  failures: Failures,
): ValidRow[] {
  return valid.filter(({ line, row }) => {
    const match = existing.get(row.sku);
    if (!match?.active || created.has(row.sku)) return true;
    const merged = {
      netWeightKg: row.netWeightKg ?? match.netWeightKg ?? null,
      grossWeightKg: row.grossWeightKg ?? match.grossWeightKg ?? null,
      cbm: null,
    };
    if (!grossBelowNet(merged)) return true;
    failures.push({ line, sku: row.sku, reason: 'bad_measure' });
    return false;
  });
}

/** The rows that go into the round's selection; an inactive product or a lost SKU is refused. */
function selectionRows(
  kept: ValidRow[],
  existing: ReadonlyMap<string, Existing>,
  created: ReadonlySet<string>,
  createdIds: ReadonlyMap<string, string>,
  failures: Failures,
): ImportResult['rows'] {
  const out: ImportResult['rows'] = [];
  for (const { line, row } of kept) {
    const match = existing.get(row.sku);
    if (match && !match.active) {
      failures.push({ line, sku: row.sku, reason: 'inactive_product' });
      continue;
    }
    const productId = match?._id ?? (created.has(row.sku) ? createdIds.get(row.sku) : undefined);
    if (!productId) {
      failures.push({ line, sku: row.sku, reason: 'duplicate_sku' });
      continue;
    }
    out.push({
      line,
      productId,
      sku: row.sku,
      name: match?.name ?? row.name,
      moq: row.moq,
      maxQty: row.maxQty,
      ...(row.priceBreaks.length && { priceBreaks: row.priceBreaks }),
      created: !match,
    });
  }
  return out;
}

/**
 * Bulk import (spec §5): every row is re-validated here; products are matched by SKU within the
 * company, otherwise created active; categories are matched by name, case-insensitively. The
 * result lists what goes into the round selection and every refused row with its line.
 */
export async function importRoundProducts(
  ctx: SupplierContext,
  supplierId: string,
  buffer: Buffer,
): Promise<ImportResult> {
  const { columns, rows } = csvRows(csvText(buffer));
  const failures: Failures = [];
  const valid = readRows(columns, rows, failures);
  const existing = await existingBySku(
    ctx,
    supplierId,
    valid.map(({ row }) => row.sku),
  );
  const toCreate = await newProducts(ctx, supplierId, valid, existing);
  const created = await createProducts(ctx, supplierId, toCreate, existing);
  const createdIds = new Map(toCreate.map((p) => [p.sku, p._id]));
  const kept = measuresConsistent(valid, existing, created, failures);
  await updateMeasures(ctx, supplierId, kept, existing, created);
  const out = selectionRows(kept, existing, created, createdIds, failures);
  failures.sort((a, b) => a.line - b.line);
  return {
    imported: out.length,
    created: out.filter((r) => r.created).length,
    failed: failures.length,
    rows: out,
    failures,
  };
}

/**
 * Measures a file gives for products that already exist update those products: only
 * the measures the row names change (a blank cell keeps what the catalogue has), one bulk write.
 */
async function updateMeasures(
  ctx: SupplierContext,
  supplierId: string,
  valid: ReadonlyArray<{ row: ImportRow }>,
  existing: ReadonlyMap<string, Existing>,
  created: ReadonlySet<string>,
): Promise<void> {
  const updates = valid.flatMap(({ row }) => {
    const match = existing.get(row.sku);
    if (!match?.active || created.has(row.sku)) return [];
    const named = Object.fromEntries(
      (['netWeightKg', 'grossWeightKg', 'cbm'] as const)
        .filter((k) => row[k] !== null)
        .map((k) => [k, row[k]]),
    );
    if (!Object.keys(named).length) return [];
    return [
      {
        updateOne: {
          filter: { _id: match._id, supplierId },
          update: { $set: { ...named, updatedAt: new Date() } },
        },
      },
    ];
  });
  if (updates.length) await ctx.products.bulkWrite(updates, { ordered: false });
}
