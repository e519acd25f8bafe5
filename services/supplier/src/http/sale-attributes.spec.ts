import request from 'supertest';
import type { SaleDetail } from '@marketplace/contracts';
import { pdfText } from '@marketplace/documents';
import { binaryBody, eventually } from '@marketplace/service-kit/testing';
import { orderFixture, startSalesHarness, type SalesHarness } from './sales.test-harness';

/**
 * An order's material, color and size reach the sale lines and both documents of its
 * proforma invoice. The fixture's second line has none, as orders placed before they were
 * carried: it still sells and invoices, showing "—".
 */
describe('catalogue attributes on sales and invoices', () => {
  let h: SalesHarness;
  let auth: string;
  const supplierId = 'sup-attr';

  beforeAll(async () => {
    h = await startSalesHarness();
    auth = `Bearer ${h.token('supplier', supplierId)}`;
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('the sale lines, the invoice and its text and PDF show material, color and size', async () => {
    const order = orderFixture({ supplierId });
    await h.publishOrder(order);
    const seen = await eventually(
      async () => (await request(h.app).get(`/sales/${order.id}`).set('Authorization', auth)).status === 200,
    );
    expect(seen).toBe(true);
    const detail = (await request(h.app).get(`/sales/${order.id}`).set('Authorization', auth).expect(200))
      .body as SaleDetail;
    expect(detail.lines.map((l) => [l.sku, l.material, l.color, l.size])).toEqual([
      ['TSH-001', 'Cotton', 'White', 'M'],
      ['TOTE-010', null, null, null],
    ]);
    for (const line of detail.lines)
      await request(h.app)
        .put(`/sales/${order.id}/lines/${line.id}/weights`)
        .set('Authorization', auth)
        .send({ netWeightKg: 10, grossWeightKg: 11, cbm: 0.1 })
        .expect(200);
    const invoice = (
      await request(h.app).post(`/sales/${order.id}/invoice`).set('Authorization', auth).send({}).expect(201)
    ).body.invoice;
    expect(invoice.lines[0]).toMatchObject({ material: 'Cotton', color: 'White', size: 'M' });

    const txt = (
      await request(h.app).get(`/invoices/${invoice.id}/txt`).set('Authorization', auth).expect(200)
    ).text;
    const tshirtRow = txt.split('\n').find((l) => l.includes('TSH-001'));
    expect(tshirtRow).toEqual(expect.stringContaining('Cotton'));
    expect(tshirtRow).toEqual(expect.stringContaining('White'));
    const toteRow = txt.split('\n').find((l) => l.includes('TOTE-010'));
    expect(toteRow).toEqual(expect.stringContaining('—'));

    const pdf = await request(h.app)
      .get(`/invoices/${invoice.id}/pdf`)
      .set('Authorization', auth)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const text = pdfText(pdf.body as Buffer);
    for (const expected of ['Cotton', 'White']) expect(text).toContain(expected);
  });
});
