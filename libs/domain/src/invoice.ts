import { packsFor } from './moq';

/**
 * Rules of sold lines and proforma invoices (spec §2.5, §5, §9) shared by the supplier service,
 * the documents and both remotes.
 */

/** Decimals kept per measure: kilograms to 2 places, cubic metres to 3 (the dialog's steps). */
export const WEIGHT_DECIMALS = 2;
export const CBM_DECIMALS = 3;

export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

export interface LineMeasures {
  netWeightKg: number | null;
  grossWeightKg: number | null;
  cbm: number | null;
}

/** Gross weight may not be below net weight when both are known. */
export function grossBelowNet(m: LineMeasures): boolean {
  return m.netWeightKg !== null && m.grossWeightKg !== null && m.grossWeightKg < m.netWeightKg;
}

/**
 * A sold line's measures pre-filled from the product's per-unit measures: qty × per
 * unit, rounded to the dialog's decimals; unknown per-unit values stay unknown.
 */
export function lineMeasuresFromUnit(perUnit: Partial<LineMeasures>, qty: number): LineMeasures {
  const times = (v: number | null | undefined, decimals: number) =>
    v === null || v === undefined ? null : roundTo(v * qty, decimals);
  return {
    netWeightKg: times(perUnit.netWeightKg, WEIGHT_DECIMALS),
    grossWeightKg: times(perUnit.grossWeightKg, WEIGHT_DECIMALS),
    cbm: times(perUnit.cbm, CBM_DECIMALS),
  };
}

/** Every line has net weight, gross weight and CBM: the condition for generating an invoice. */
export function measuresComplete(lines: ReadonlyArray<LineMeasures>): boolean {
  return lines.every((l) => l.netWeightKg !== null && l.grossWeightKg !== null && l.cbm !== null);
}

export interface PackedLine extends Partial<LineMeasures> {
  qty: number;
  unitsPerPack: number;
}

export interface PackingSummary {
  packs: number;
  units: number;
  netWeightKg: number;
  grossWeightKg: number;
  cbm: number;
}

/** Totals of the packing summary and the order summary (missing measures count as 0). */
export function packingSummary(lines: ReadonlyArray<PackedLine>): PackingSummary {
  const sum = (pick: (l: PackedLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    packs: sum((l) => packsFor(l.qty, l.unitsPerPack)),
    units: sum((l) => l.qty),
    netWeightKg: roundTo(
      sum((l) => l.netWeightKg ?? 0),
      WEIGHT_DECIMALS,
    ),
    grossWeightKg: roundTo(
      sum((l) => l.grossWeightKg ?? 0),
      WEIGHT_DECIMALS,
    ),
    cbm: roundTo(
      sum((l) => l.cbm ?? 0),
      CBM_DECIMALS,
    ),
  };
}

/**
 * A proforma's number: 'PI-', the supplier's code and the supplier's own running count
 * (`PI-6FCC07-000123`), readable to quote on the phone and in order, which a credit note's number
 * can follow. Invoices issued before keep the timestamp number they were given.
 */
export function invoiceNumberOf(supplierId: string, sequence: number): string {
  return `PI-${supplierInvoiceCode(supplierId)}-${String(sequence).padStart(6, '0')}`;
}

/** The supplier's part of its invoice numbers: its id's first six letters and digits, in capitals. */
export function supplierInvoiceCode(supplierId: string): string {
  return (
    supplierId
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 6)
      .toUpperCase() || 'X'
  );
}

/** First 8 characters of an id (spec §9 short ids). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/**
 * The order number a search asks for, as notices quote it ("#6fcc07d2", "6FCC07D2"): eight
 * letters and digits, at least one a digit (so a word is still searched as a word), or null.
 * Lists match it against the start of the order's id.
 */
export function orderNumberSearched(search: string | undefined): string | null {
  const text = search?.trim().replace(/^#/, '').toLowerCase() ?? '';
  return /^(?=.*\d)[0-9a-z]{8}$/.test(text) ? text : null;
}

/** Invoices still waiting on someone (draft or sent): the buyer's Pending Review. */
export function isPendingInvoice(status: string): boolean {
  return status === 'draft' || status === 'sent';
}
