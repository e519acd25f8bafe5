import { CBM_MAX, QTY_MAX, UNIT_PRICE_MAX, WEIGHT_MAX_KG } from '@marketplace/contracts/constants';
import { hasInvisibleOrControl } from '@marketplace/contracts/text-rules';
import { grossBelowNet } from './invoice';
import { MAX_PRICE_BREAKS, decimalPriceBreakProblems, type DecimalPriceBreak } from './price-breaks';

/**
 * CSV bulk import of round products (spec §5, §9): the template, the file and header checks, and
 * how one row is read. The browser uses it for the preview, the server to decide; both agree.
 */

export const ROUND_PRODUCTS_TEMPLATE_FILE = 'round_products_template.csv';

/** The 14 template columns, in the spec's order. */
export const ROUND_PRODUCTS_TEMPLATE_COLUMNS = [
  'Product SKU',
  'Product Name',
  'Description',
  'Category',
  'Unit Price',
  'Currency',
  'Unit of Measure',
  'Size',
  'Material',
  'Color',
  'Units per Pack',
  'MOQ',
  'Max Qty',
  'Image URL',
] as const;

/** Columns a header must contain (spec §5). */
export const REQUIRED_HEADER_COLUMNS = ['Product SKU', 'Product Name', 'MOQ'] as const;
/** Rows with fewer columns are skipped (spec §5). */
export const MIN_ROW_COLUMNS = 11;

export const IMPORT_DEFAULTS = {
  moq: 100,
  unitPrice: 0,
  currency: 'USD',
  uom: 'pieces',
  unitsPerPack: 1,
} as const;

const IMPORT_CURRENCIES = ['USD', 'EUR', 'GBP', 'BRL'];
const IMPORT_UOMS = ['pieces', 'kg', 'm', 'm2', 'liters', 'boxes'];
const TEXT_MAX = 200;

/** An example row so the downloaded template shows the expected shapes. */
export const ROUND_PRODUCTS_TEMPLATE_EXAMPLE = [
  'SKU-001',
  'Example Product',
  'Short description',
  'Electronics',
  '12.50',
  'USD',
  'pieces',
  'M',
  'Plastic',
  'Black',
  '10',
  '100',
  '500',
  '',
];

/** 'Invalid File: Please upload a CSV file' unless the name ends in .csv. */
export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

/** 'Invalid CSV format…' unless the header names Product SKU, Product Name and MOQ. */
export function hasRequiredHeader(header: readonly string[]): boolean {
  const names = new Set(
    header.map((h) =>
      h
        .replace(/^\uFEFF/, '')
        .trim()
        .toLowerCase(),
    ),
  );
  return REQUIRED_HEADER_COLUMNS.every((c) => names.has(c.toLowerCase()));
}

export const ROW_FAILURES = [
  'too_few_columns',
  'missing_sku',
  'missing_name',
  'formula',
  'name_characters',
  'text_too_long',
  'bad_price',
  'bad_currency',
  'bad_uom',
  'bad_units_per_pack',
  'bad_moq',
  'bad_max_qty',
  'duplicate_sku',
  'inactive_product',
  'bad_measure',
  'bad_price_breaks',
] as const;
export type RowFailure = (typeof ROW_FAILURES)[number];

export interface ImportRow {
  sku: string;
  name: string;
  description: string | null;
  category: string | null;
  unitPrice: number;
  currency: string;
  uom: string;
  size: string | null;
  material: string | null;
  color: string | null;
  unitsPerPack: number;
  moq: number;
  maxQty: number | null;
  imageUrl: string | null;
  /** Optional columns: per-unit measures, null where the file has none. */
  netWeightKg: number | null;
  grossWeightKg: number | null;
  cbm: number | null;
  /** Optional `Break N Qty` / `Break N Price` columns, rising quantity; [] for one price. */
  priceBreaks: DecimalPriceBreak[];
}

/**
 * Optional columns after the template's 14, found by their header's name (any case, any
 * order), so a file made from the spec's template still reads the same.
 */
export const OPTIONAL_IMPORT_COLUMNS = {
  netWeightKg: 'Net Weight (kg)',
  grossWeightKg: 'Gross Weight (kg)',
  cbm: 'CBM (m3)',
} as const;
export const breakColumns = (n: number) => [`Break ${n} Qty`, `Break ${n} Price`] as const;

/**
 * The optional columns the import reads by name, written after the spec's 14 so that a
 * supplier who downloads the template learns they exist: the measures, then every
 * price break the import reads.
 */
export const ROUND_PRODUCTS_OPTIONAL_TEMPLATE_COLUMNS = [
  OPTIONAL_IMPORT_COLUMNS.netWeightKg,
  OPTIONAL_IMPORT_COLUMNS.grossWeightKg,
  OPTIONAL_IMPORT_COLUMNS.cbm,
  ...Array.from({ length: MAX_PRICE_BREAKS }, (_, i) => breakColumns(i + 1)).flat(),
];

/** The example's optional cells: measures, and two breaks below its 12.50 within its max of 500. */
const OPTIONAL_TEMPLATE_EXAMPLE = ['0.45', '0.5', '0.002', '200', '11.50', '400', '10.00'];

/** The template file's text: header and one example row. */
export function roundProductsTemplateCsv(): string {
  const header = [...ROUND_PRODUCTS_TEMPLATE_COLUMNS, ...ROUND_PRODUCTS_OPTIONAL_TEMPLATE_COLUMNS];
  const example = [...ROUND_PRODUCTS_TEMPLATE_EXAMPLE, ...OPTIONAL_TEMPLATE_EXAMPLE];
  while (example.length < header.length) example.push('');
  return `${header.join(',')}\n${example.join(',')}\n`;
}

/** Where a file's optional columns are (cell indexes), read from its header once. */
export interface ImportColumns {
  netWeightKg?: number;
  grossWeightKg?: number;
  cbm?: number;
  breaks: Array<{ qty: number; price: number }>;
}
export const NO_OPTIONAL_COLUMNS: ImportColumns = { breaks: [] };

export function importColumns(header: readonly string[]): ImportColumns {
  const at = new Map(
    header.map((h, i) => [
      h
        .replace(/^\uFEFF/, '')
        .trim()
        .toLowerCase(),
      i,
    ]),
  );
  const find = (name: string) => at.get(name.toLowerCase());
  const breaks: ImportColumns['breaks'] = [];
  for (let n = 1; n <= MAX_PRICE_BREAKS; n++) {
    const [qtyName, priceName] = breakColumns(n);
    const qty = find(qtyName);
    const price = find(priceName);
    if (qty !== undefined && price !== undefined) breaks.push({ qty, price });
  }
  return {
    netWeightKg: find(OPTIONAL_IMPORT_COLUMNS.netWeightKg),
    grossWeightKg: find(OPTIONAL_IMPORT_COLUMNS.grossWeightKg),
    cbm: find(OPTIONAL_IMPORT_COLUMNS.cbm),
    breaks,
  };
}

/** A decimal cell (comma or point), null when blank, 'bad' when not a non-negative number. */
function decimal(cell: string | undefined): number | null | 'bad' {
  const v = (cell ?? '').trim().replace(',', '.');
  if (v === '') return null;
  if (!/^\d+(\.\d+)?$/.test(v)) return 'bad';
  const n = Number(v);
  return Number.isFinite(n) && n <= 1_000_000_000 ? n : 'bad';
}

/**
 * A spreadsheet would run a cell starting with = + @ (or - followed by a letter, tab or CR) as a
 * formula when this data is exported again; such rows are refused instead of stored.
 */
export function looksLikeFormula(text: string): boolean {
  return /^[=+@\t\r]/.test(text) || /^-[^\d\s.]/.test(text);
}

function blankToNull(cell: string | undefined): string | null {
  const v = (cell ?? '').trim();
  return v === '' ? null : v;
}

function integer(cell: string | undefined, fallback: number | null): number | null | 'bad' {
  const v = (cell ?? '').trim();
  if (v === '') return fallback;
  if (!/^\d+$/.test(v)) return 'bad';
  const n = Number(v);
  // The API's bound (constants.ts QTY_MAX): MOQ, max qty and break quantities alike.
  return n >= 1 && n <= QTY_MAX ? n : 'bad';
}

/** The row's texts (SKU, name, description, category, size, material, colour), or why not. */
function readTexts(
  cells: readonly string[],
  sku: string,
): { name: string; texts: (string | null)[] } | RowFailure {
  const name = blankToNull(cells[1]);
  if (!name) return 'missing_name';
  const texts = [0, 1, 2, 3, 7, 8, 9].map((i) => blankToNull(cells[i]));
  if (texts.some((t) => t !== null && looksLikeFormula(t))) return 'formula';
  // The same rule as a product typed in the edit dialog (contracts' nameText): both print on invoices.
  if (hasInvisibleOrControl(sku) || hasInvisibleOrControl(name)) return 'name_characters';
  if (texts.some((t, i) => t !== null && t.length > (i === 2 ? 2000 : TEXT_MAX))) return 'text_too_long';
  return { name, texts };
}

/** Price, currency and unit of measure, each defaulted when blank, or why not. */
function readPricing(
  cells: readonly string[],
): Pick<ImportRow, 'unitPrice' | 'currency' | 'uom'> | RowFailure {
  const priceText = (cells[4] ?? '').trim().replace(',', '.');
  let unitPrice: number = IMPORT_DEFAULTS.unitPrice;
  if (priceText !== '') {
    if (!/^\d+(\.\d+)?$/.test(priceText)) return 'bad_price';
    unitPrice = Math.round(Number(priceText) * 100) / 100;
    if (!Number.isFinite(unitPrice) || unitPrice > UNIT_PRICE_MAX) return 'bad_price';
  }
  const currency = (blankToNull(cells[5]) ?? IMPORT_DEFAULTS.currency).toUpperCase();
  if (!IMPORT_CURRENCIES.includes(currency)) return 'bad_currency';
  const uom = (blankToNull(cells[6]) ?? IMPORT_DEFAULTS.uom).toLowerCase();
  if (!IMPORT_UOMS.includes(uom)) return 'bad_uom';
  return { unitPrice, currency, uom };
}

/** Units per pack, MOQ and maximum quantity, or why not. */
function readQuantities(
  cells: readonly string[],
): Pick<ImportRow, 'unitsPerPack' | 'moq' | 'maxQty'> | RowFailure {
  const unitsPerPack = integer(cells[10], IMPORT_DEFAULTS.unitsPerPack);
  if (unitsPerPack === 'bad' || unitsPerPack === null) return 'bad_units_per_pack';
  const moq = integer(cells[11], IMPORT_DEFAULTS.moq);
  if (moq === 'bad' || moq === null) return 'bad_moq';
  const maxQty = integer(cells[12], null);
  if (maxQty === 'bad') return 'bad_max_qty';
  return { unitsPerPack, moq, maxQty };
}

/** A unit's net and gross weight and volume from the optional columns, or why not. */
function readMeasures(
  cells: readonly string[],
  columns: ImportColumns,
): Pick<ImportRow, 'netWeightKg' | 'grossWeightKg' | 'cbm'> | RowFailure {
  // The API's bounds (1e9 kg went into the catalogue through a file).
  const measure = (index: number | undefined, max: number) => {
    const v = index === undefined ? null : decimal(cells[index]);
    return typeof v === 'number' && v > max ? 'bad' : v;
  };
  const netWeightKg = measure(columns.netWeightKg, WEIGHT_MAX_KG);
  const grossWeightKg = measure(columns.grossWeightKg, WEIGHT_MAX_KG);
  const cbm = measure(columns.cbm, CBM_MAX);
  if (netWeightKg === 'bad' || grossWeightKg === 'bad' || cbm === 'bad') return 'bad_measure';
  // The edit dialog's rule (one function): a unit's gross weight includes its net weight. A row
  // naming only one of them is checked against the product's other by the import.
  if (grossBelowNet({ netWeightKg, grossWeightKg, cbm: null })) return 'bad_measure';
  return { netWeightKg, grossWeightKg, cbm };
}

/** The price breaks of the optional column pairs, checked against this row's price, or why not. */
function readPriceBreaks(
  cells: readonly string[],
  columns: ImportColumns,
  unitPrice: number,
  maxQty: number | null,
): DecimalPriceBreak[] | RowFailure {
  const priceBreaks: DecimalPriceBreak[] = [];
  for (const { qty, price } of columns.breaks) {
    const q = integer(cells[qty], null);
    const cell = decimal(cells[price]);
    // A break's price has the product price's bound (the API's priceBreakSchema reads the same).
    const p = typeof cell === 'number' && cell > UNIT_PRICE_MAX ? 'bad' : cell;
    if (q === null && p === null) continue;
    if (q === null || q === 'bad' || p === null || p === 'bad') return 'bad_price_breaks';
    priceBreaks.push({ minQty: q, unitPrice: p });
  }
  // Checked against this row's price; the round re-checks against the catalogue's when created.
  if (decimalPriceBreakProblems(unitPrice, priceBreaks, maxQty).length) return 'bad_price_breaks';
  return priceBreaks;
}

/**
 * Reads one data row (spec §9: first 11 columns in order, then MOQ, max qty, image URL), each
 * part in the order of its columns, so a row with several problems reports its first.
 */
export function readImportRow(
  cells: readonly string[],
  columns: ImportColumns = NO_OPTIONAL_COLUMNS,
): { ok: true; row: ImportRow } | { ok: false; reason: RowFailure; sku: string | null } {
  const sku = blankToNull(cells[0]);
  if (cells.length < MIN_ROW_COLUMNS) return { ok: false, reason: 'too_few_columns', sku };
  const fail = (reason: RowFailure) => ({ ok: false as const, reason, sku });
  if (!sku) return fail('missing_sku');
  const read = readTexts(cells, sku);
  if (typeof read === 'string') return fail(read);
  const pricing = readPricing(cells);
  if (typeof pricing === 'string') return fail(pricing);
  const quantities = readQuantities(cells);
  if (typeof quantities === 'string') return fail(quantities);
  const measures = readMeasures(cells, columns);
  if (typeof measures === 'string') return fail(measures);
  const priceBreaks = readPriceBreaks(cells, columns, pricing.unitPrice, quantities.maxQty);
  if (typeof priceBreaks === 'string') return fail(priceBreaks);
  const { name, texts } = read;
  return {
    ok: true,
    row: {
      sku,
      name,
      description: texts[2] ?? null,
      category: texts[3] ?? null,
      ...pricing,
      size: texts[4] ?? null,
      material: texts[5] ?? null,
      color: texts[6] ?? null,
      ...quantities,
      imageUrl: blankToNull(cells[13]),
      ...measures,
      priceBreaks,
    },
  };
}
