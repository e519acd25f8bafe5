/**
 * A delivered sale's receipt in the order detail: each line's received, damaged and short with the
 * buyer's note, the two decisions while nothing is decided, and the decision once made. Rendered as
 * markup (Node, no DOM), from the real store and texts, in en and pt.
 */
import type { ReactNode } from 'react';
import type { Language, SaleDetail, SaleLine } from '@marketplace/contracts';
import { markupParts, markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { createSupplierStore } from '../store';
import { DiscrepancyDecided, LineReceipt, SaleDiscrepancy, unitsReported } from './sale-discrepancy';
import '../area-texts';

const render = (language: Language, node: ReactNode) => renderMarkup(language, node, createSupplierStore());
const textOf = (html: string) => markupText(html).replace(/\u00a0/g, ' ');

type Sale = Pick<SaleDetail, 'id' | 'status' | 'lines' | 'discrepancy'>;
const line = (receipt: SaleLine['receipt']) => ({ receipt }) as SaleLine;
const SALE: Sale = {
  id: 'b7e1f7a2-0000-4000-8000-000000000001',
  status: 'delivered',
  lines: [
    line({ received: 27, damaged: 2, short: 1, note: 'Two torn' }),
    line({ received: 50, damaged: 0, short: 0, note: null }),
  ],
  discrepancy: null,
};
const DECIDED_AT = '2026-11-25T12:00:00.000Z';

describe('Sales › Order Details: the receipt and its discrepancy', () => {
  it("shows a line's receipt with the buyer's note, in en and pt", async () => {
    const en = textOf(await render('en', <LineReceipt line={SALE.lines[0]!} />));
    expect(en).toBe('Received: 27 · Damaged: 2 · Short: 1 Buyer’s note: Two torn');
    const pt = textOf(await render('pt', <LineReceipt line={SALE.lines[0]!} />));
    expect(pt).toBe('Recebido: 27 · Danificado: 2 · Em falta: 1 Nota do comprador: Two torn');
    expect(textOf(await render('en', <LineReceipt line={line(undefined)} />))).toBe('');
  });

  it('offers Accept and credit and Dispute while units short or damaged wait for a decision', async () => {
    expect(unitsReported(SALE.lines)).toBe(3);
    const html = await render('en', <SaleDiscrepancy sale={SALE} />);
    expect(textOf(markupParts(html, 'discrepancy-accept')[0]!)).toContain('Accept and credit');
    expect(textOf(markupParts(html, 'discrepancy-dispute')[0]!)).toContain('Dispute');
    expect(textOf(html)).toContain('The buyer reported 3 units short or damaged on receipt.');
    const pt = textOf(await render('pt', <SaleDiscrepancy sale={SALE} />));
    expect(pt).toContain('O comprador relatou 3 unidades em falta ou danificadas no recebimento.');
    expect(pt).toContain('Aceitar e creditar');
    expect(pt).toContain('Contestar');
  });

  it('offers nothing on a sale received in full, or not received yet', async () => {
    const inFull = { ...SALE, lines: [SALE.lines[1]!] };
    expect(textOf(await render('en', <SaleDiscrepancy sale={inFull} />))).toBe('');
    expect(textOf(await render('en', <SaleDiscrepancy sale={{ ...SALE, status: 'shipped' }} />))).toBe('');
  });

  it('says what was decided instead of the actions once decided, counting the units credited', async () => {
    const accepted = {
      orderId: SALE.id,
      decision: 'accept' as const,
      reason: null,
      lines: [{ itemId: 'i1', name: 'Tee', units: 3 }],
      decidedAt: DECIDED_AT,
    };
    const html = await render('en', <SaleDiscrepancy sale={{ ...SALE, discrepancy: accepted }} />);
    expect(html).not.toContain('discrepancy-accept');
    expect(textOf(markupParts(html, 'sale-discrepancy')[0]!)).toMatch(
      /^Accepted on Nov 2\d, 2026: 3 units credited$/,
    );
    const one = { ...accepted, lines: [{ itemId: 'i1', name: 'Tee', units: 1 }] };
    expect(textOf(await render('en', <DiscrepancyDecided decision={one} />))).toMatch(/: 1 unit credited$/);
    expect(textOf(await render('pt', <DiscrepancyDecided decision={accepted} />))).toMatch(
      /^Aceita em .*2026: 3 unidades creditadas$/,
    );

    const disputed = { ...accepted, decision: 'dispute' as const, reason: 'All 30 were packed' };
    expect(textOf(await render('en', <DiscrepancyDecided decision={disputed} />))).toMatch(
      /^Disputed on Nov 2\d, 2026: “All 30 were packed”$/,
    );
    expect(textOf(await render('pt', <DiscrepancyDecided decision={disputed} />))).toMatch(
      /^Contestada em .*2026: “All 30 were packed”$/,
    );
  });
});
