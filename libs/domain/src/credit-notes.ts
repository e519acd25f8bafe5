import { fromMinorUnits, toMinorUnits } from './money';

/**
 * What a credit or debit note says: the order's lines as billed so far (the invoice, corrected by
 * every note before) against the lines as they stand now, line by line, and the freight share.
 * Only what changed is on the note; its total is the sum of the differences, in cents.
 */

export interface BilledLine {
  orderItemId: string;
  sku: string;
  name: string;
  uom: string;
  qty: number;
  unitPrice: number;
  subtotal: number;
}

export interface BilledFigures {
  lines: ReadonlyArray<BilledLine>;
  /** The freight share's amount; null without freight. */
  freight: number | null;
}

export interface NoteLine {
  orderItemId: string;
  sku: string;
  name: string;
  uom: string;
  billedQty: number;
  billedUnitPrice: number;
  correctedQty: number;
  correctedUnitPrice: number;
  /** Corrected less billed subtotal: negative is credited, positive debited. */
  amount: number;
}

export interface NoteFigures {
  lines: NoteLine[];
  freight: { billed: number; corrected: number; amount: number } | null;
  kind: 'credit' | 'debit';
  /** Always positive. */
  total: number;
}

/**
 * The note that takes the billed figures to the corrected ones, or null when they bill the same
 * (nothing to note). A line gone from the order is corrected to 0 units; a line that joined it
 * (flexible units called in on a new product) is billed from 0.
 */
export function noteBetween(billed: BilledFigures, corrected: BilledFigures): NoteFigures | null {
  const now = new Map(corrected.lines.map((l) => [l.orderItemId, l]));
  const before = new Map(billed.lines.map((l) => [l.orderItemId, l]));
  const lines: NoteLine[] = [];
  let totalMinor = 0;
  for (const id of new Set([...before.keys(), ...now.keys()])) {
    const was = before.get(id);
    const is = now.get(id);
    const wasMinor = was ? toMinorUnits(was.subtotal) : 0;
    const isMinor = is ? toMinorUnits(is.subtotal) : 0;
    if (wasMinor === isMinor && (was?.qty ?? 0) === (is?.qty ?? 0)) continue;
    const ref = (is ?? was)!;
    lines.push({
      orderItemId: id,
      sku: ref.sku,
      name: ref.name,
      uom: ref.uom,
      billedQty: was?.qty ?? 0,
      billedUnitPrice: was?.unitPrice ?? ref.unitPrice,
      correctedQty: is?.qty ?? 0,
      correctedUnitPrice: is?.unitPrice ?? ref.unitPrice,
      amount: fromMinorUnits(isMinor - wasMinor),
    });
    totalMinor += isMinor - wasMinor;
  }
  let freight: NoteFigures['freight'] = null;
  if (billed.freight !== null || corrected.freight !== null) {
    const wasMinor = toMinorUnits(billed.freight ?? 0);
    const isMinor = toMinorUnits(corrected.freight ?? 0);
    freight = {
      billed: fromMinorUnits(wasMinor),
      corrected: fromMinorUnits(isMinor),
      amount: fromMinorUnits(isMinor - wasMinor),
    };
    totalMinor += isMinor - wasMinor;
  }
  if (!lines.length && (!freight || freight.amount === 0)) return null;
  return {
    lines,
    freight,
    kind: totalMinor < 0 ? 'credit' : 'debit',
    total: fromMinorUnits(Math.abs(totalMinor)),
  };
}

/** `CN-<code>-000001` for credit notes, `DN-…` for debit notes (the code as invoices have it). */
export function creditNoteNumberOf(kind: 'credit' | 'debit', supplierCode: string, sequence: number): string {
  return `${kind === 'credit' ? 'CN' : 'DN'}-${supplierCode}-${String(sequence).padStart(6, '0')}`;
}
