/**
 * Shipments in the supplier area: My Rounds offers them for a closed round only; the dialog shows
 * the round's sold lines by order with what is left, a quantity field for each line with units
 * left (starting at what is left), and the shipments recorded so far. Rendered as markup (Node, no
 * DOM), from the real store and texts, in en and pt.
 */
import {
  roundShipmentsResponseSchema,
  type Language,
  type RoundShipmentsResponse,
  type SupplierRound,
} from '@marketplace/contracts';
import { markupParts, markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { roundsApi } from '../api/rounds-api';
import { springTees } from '../rounds/round-fixtures';
import { RoundsPage } from '../rounds/rounds-page';
import { createSupplierStore } from '../store';
import { RoundShipmentsContent } from './round-shipments-dialog';
import '../area-texts';

const O1 = 'a1b2c3d4-0000-4000-8000-000000000001';
const O2 = 'e5f6a7b8-0000-4000-8000-000000000002';

const line = (orderId: string, itemId: string, name: string, ordered: number, shipped: number) => ({
  orderId,
  buyerCompanyName: orderId === O1 ? 'Loja Azul Ltda' : null,
  itemId,
  roundProductId: `rp-${itemId}`,
  name,
  sku: `SKU-${itemId}`,
  ordered,
  shipped,
});

const answer = (over: Partial<RoundShipmentsResponse> = {}): RoundShipmentsResponse =>
  roundShipmentsResponseSchema.parse({
    roundId: 'r1',
    roundTitle: 'Spring Tees',
    lines: [line(O1, 'i1', 'Tee', 30, 10), line(O1, 'i2', 'Tote', 50, 50), line(O2, 'i3', 'Cap', 1, 0)],
    shipments: [
      {
        id: 's1',
        number: 'SH-SUP001-000001',
        supplierId: 's1',
        round: { id: 'r1', title: 'Spring Tees' },
        shippedOn: '2026-03-05',
        carrier: 'Maersk',
        trackingRef: 'MSKU-1',
        container: null,
        lines: [
          { orderId: O1, itemId: 'i1', roundProductId: 'rp-i1', name: 'Tee', sku: 'SKU-i1', qty: 10 },
          { orderId: O1, itemId: 'i2', roundProductId: 'rp-i2', name: 'Tote', sku: 'SKU-i2', qty: 50 },
        ],
        createdAt: '2026-03-05T10:00:00.000Z',
      },
      {
        id: 's2',
        number: 'SH-SUP001-000002',
        supplierId: 's1',
        round: { id: 'r1', title: 'Spring Tees' },
        shippedOn: '2026-03-06',
        carrier: 'MSC',
        trackingRef: 'MSC-2',
        container: 'MSCU 1234567',
        lines: [{ orderId: O1, itemId: 'i1', roundProductId: 'rp-i1', name: 'Tee', sku: 'SKU-i1', qty: 1 }],
        createdAt: '2026-03-06T10:00:00.000Z',
      },
    ],
    ...over,
  });

const render = (language: Language, data: RoundShipmentsResponse) =>
  renderMarkup(language, <RoundShipmentsContent data={data} />, createSupplierStore());

/** The text of each table row whose test id starts with `prefix`, by the rest of its id. */
const rows = (html: string, prefix: string) =>
  Object.fromEntries(
    [...html.matchAll(new RegExp(`<tr[^>]*data-testid="${prefix}([^"]+)"[^>]*>(.*?)</tr>`, 'g'))].map(
      ([, id, row]) => [id, markupText(row!)],
    ),
  );

/** The text from the element with this test id on (its heading first). */
const from = (html: string, testId: string) => markupText(markupParts(html, testId)[0] ?? '');

/** The value of each line's quantity field, by item id. */
const quantities = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input[^>]*>/g)]
      .map(([input]) => [
        /data-testid="shipment-qty-([^"]+)"/.exec(input)?.[1],
        /value="([^"]*)"/.exec(input)?.[1],
      ])
      .filter(([id]) => id),
  );

describe('Shipments: the round’s sold lines and what has left', () => {
  it('groups the lines by order with ordered, shipped and left, each line starting at what is left', async () => {
    const html = await render('en', answer());
    expect(from(html, 'shipments-left')).toMatch(/^21 units left to ship/);
    expect(from(html, `shipment-order-${O1}`)).toMatch(/^Loja Azul Ltda Order a1b2c3d4 /);
    expect(from(html, `shipment-order-${O2}`)).toMatch(/^No company on file Order e5f6a7b8 /);
    const lines = rows(html, 'shipment-line-');
    expect(lines.i1).toBe('Tee SKU-i1 30 10 20');
    expect(lines.i2).toBe('Tote SKU-i2 50 50 0 All shipped');
    expect(lines.i3).toBe('Cap SKU-i3 1 0 1');
    // A line with nothing left has no field; the others start with what is left.
    expect(quantities(html)).toEqual({ i1: '20', i3: '1' });
    expect(html).toContain('aria-label="Units of Tee (SKU-i1) in this shipment"');
    expect(html).toContain('data-testid="shipment-submit"');
    for (const field of ['Shipping date', 'Carrier', 'Tracking reference', 'Container'])
      expect(markupText(html)).toContain(field);
  });

  it('lists the recorded shipments oldest first with their day, carrier, tracking, container and units', async () => {
    const english = rows(await render('en', answer()), 'shipment-SH-');
    expect(english).toEqual({
      'SUP001-000001': 'SH-SUP001-000001 Mar 05, 2026 Maersk MSKU-1 — 60 units',
      'SUP001-000002': 'SH-SUP001-000002 Mar 06, 2026 MSC MSC-2 MSCU 1234567 1 unit',
    });
    const portuguese = await render('pt', answer());
    expect(rows(portuguese, 'shipment-SH-')).toEqual({
      'SUP001-000001': 'SH-SUP001-000001 5 de mar. de 2026 Maersk MSKU-1 — 60 unidades',
      'SUP001-000002': 'SH-SUP001-000002 6 de mar. de 2026 MSC MSC-2 MSCU 1234567 1 unidade',
    });
    expect(markupText(portuguese)).toContain('21 unidades a enviar');
    expect(markupText(portuguese)).toContain('Registrar Envio');
  });

  it('offers no form once every unit has shipped, and says when the round sold nothing', async () => {
    const done = await render('en', answer({ lines: [line(O1, 'i1', 'Tee', 30, 30)], shipments: [] }));
    expect(markupText(done)).toContain('Every sold unit has shipped.');
    expect(done).not.toContain('shipment-submit');
    expect(quantities(done)).toEqual({});
    expect(markupText(done)).toContain('No shipments recorded yet');

    const none = await render('pt', answer({ lines: [], shipments: [] }));
    expect(markupText(none)).toContain('Esta rodada não tem pedidos vendidos a enviar.');
    expect(none).not.toContain('shipment-submit');
  });
});

describe('My Rounds: Shipments for a closed round', () => {
  async function roundsHtml(rounds: SupplierRound[]) {
    const store = createSupplierStore();
    await store.dispatch(
      roundsApi.util.upsertQueryData(
        'listRounds',
        { search: '', status: 'all' },
        { items: rounds, total: rounds.length },
      ),
    );
    const html = await renderMarkup('en', <RoundsPage />, store);
    // Drops the cache entry's removal timer, which would outlive the spec.
    store.dispatch(roundsApi.util.resetApiState());
    return html;
  }

  it('shows the action on closed rounds only', async () => {
    const html = await roundsHtml([
      springTees({ id: 'open' }),
      springTees({ id: 'draft', status: 'draft' }),
      springTees({ id: 'done', status: 'closed', outcome: { met: 1, confirmed: 0, released: 0 } }),
    ]);
    expect([...html.matchAll(/data-testid="round-shipments-([^"]+)"/g)].map(([, id]) => id)).toEqual([
      'done',
    ]);
    expect(from(html, 'round-shipments-done')).toMatch(/^Shipments/);
  });
});
