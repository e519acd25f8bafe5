import type { Connection } from 'mongoose';
import { isDuplicateKey } from '@marketplace/service-kit';

/** Tries at taking the next number before giving up (each loses to another replica's take). */
const TAKE_ATTEMPTS = 50;

/**
 * Each supplier's running count of proforma numbers, one document per supplier. A number is
 * taken by a conditional increment (`last` moves only from the value read), so replicas taking
 * numbers at once each get their own; the invoices' unique index on the number stays the last
 * word (FerretDB has no transactions), and the issue takes the next number when it says no. A
 * number taken by an issue that then fails is skipped, never given twice.
 */
export async function nextInvoiceSequence(conn: Connection, supplierId: string): Promise<number> {
  const counters = conn.collection<{ _id: string; last: number }>('invoice_counters');
  for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt++) {
    const current = await counters.findOne({ _id: supplierId });
    if (!current) {
      try {
        await counters.insertOne({ _id: supplierId, last: 1 });
        return 1;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        continue;
      }
    }
    const next = current.last + 1;
    const taken = await counters.updateOne({ _id: supplierId, last: current.last }, { $set: { last: next } });
    if (taken.modifiedCount === 1) return next;
  }
  throw new Error('invoice number counter busy');
}
