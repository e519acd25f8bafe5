import request from 'supertest';
import { companyUpsertedV1, orderDecidedV1 } from '@marketplace/contracts';
import { companySnapshot, invoiceSnapshot } from '@marketplace/contracts/fixtures';
import { signAccessToken } from '@marketplace/service-kit/http';
import { downloadExport, eventually } from '@marketplace/service-kit/testing';
import { supplierForFile } from '../test-harness';
import { orderFixture } from './sales.test-harness';

jest.setTimeout(60_000);

describe('supplier exports: sales, round performance and invoices (real FerretDB, NATS, MinIO)', () => {
  const h = supplierForFile('exports');
  const A = 'co-exp-a';
  const B = 'co-exp-b';
  const token = (role: 'supplier' | 'buyer' | 'admin', companyId: string | null) =>
    signAccessToken(h.keys.privateKey, { userId: `u-${role}-${companyId}`, role, companyId });
  const get = (path: string, bearer?: string) => downloadExport(h.app, path, bearer);
  let roundId: string;
  let otherRoundId: string;

  beforeAll(async () => {
    await h.supplierCompany(A, 'Alpha Supplies');
    await h.supplierCompany(B, 'Beta Supplies');
    await h.publish(
      companyUpsertedV1,
      companySnapshot({ id: 'buyer-co-1', name: 'Buyer One Ltd', type: 'buyer' }),
    );
    const sales = [
      orderFixture({
        supplierId: A,
        id: 'sale-a-1',
        roundTitle: 'Spring Round',
        createdAt: '2026-03-01T10:00:00Z',
      }),
      orderFixture({
        supplierId: A,
        id: 'sale-a-2',
        roundTitle: '@Summer',
        createdAt: '2026-04-01T10:00:00Z',
      }),
      orderFixture({ supplierId: A, id: 'sale-a-pending', status: 'pending_admin' }),
      orderFixture({ supplierId: B, id: 'sale-b-1' }),
    ];
    for (const order of sales) await h.publish(orderDecidedV1, order);
    await eventually(
      async () =>
        (await h.service.context.salesOrders.countDocuments({
          _id: { $in: sales.map((s) => s.id) },
        })) === 4,
    );
    // Invoices as the sale's issue stores them (the snapshot both parties read).
    await h.service.context.invoices.create([
      {
        ...invoiceSnapshot({ invoiceNumber: 'PI-EXP-A', orderId: 'sale-a-1', supplierId: A }),
        _id: 'inv-a',
        liveKey: 'sale-a-1',
        _events: [],
      },
      {
        ...invoiceSnapshot({ invoiceNumber: 'PI-EXP-B', orderId: 'sale-b-1', supplierId: B }),
        _id: 'inv-b',
        liveKey: 'sale-b-1',
        _events: [],
      },
    ]);
    const supA = `Bearer ${token('supplier', A)}`;
    const chair = await h.createProduct(supA, {
      name: 'Chair',
      sku: 'C-1',
      unitPrice: 1250.5,
      unitsPerPack: 4,
      uom: 'pieces',
    });
    const desk = await h.createProduct(supA, { name: 'Desk', sku: 'D-1', unitPrice: 2.5 });
    roundId = (
      await request(h.app)
        .post('/rounds')
        .set('Authorization', supA)
        .send({
          title: 'Export Round',
          currency: 'USD',
          products: [
            { productId: chair.id, moq: 40 },
            { productId: desk.id, moq: 10 },
          ],
        })
        .expect(201)
    ).body.id;
    const supB = `Bearer ${token('supplier', B)}`;
    const theirs = await h.createProduct(supB, { name: 'Theirs', sku: 'T-1', unitPrice: 1 });
    otherRoundId = (
      await request(h.app)
        .post('/rounds')
        .set('Authorization', supB)
        .send({ title: 'Their Round', currency: 'USD', products: [{ productId: theirs.id }] })
        .expect(201)
    ).body.id;
  });

  it("sales: the company's approved orders only, newest first, with buyer and invoice", async () => {
    const { res, rows } = await get('/sales/export?format=csv&lang=en', token('supplier', A));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="sales-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(rows).toEqual([
      [
        'Order ID',
        'Date',
        'Buyer',
        'Round',
        'Status',
        'Items',
        'Units',
        'Currency',
        'Total Value',
        'Invoice Number',
      ],
      ['sale-a-2', '2026-04-01', 'Buyer One Ltd', "'@Summer", 'Approved', '2', '80', 'USD', '285.00', ''],
      [
        'sale-a-1',
        '2026-03-01',
        'Buyer One Ltd',
        'Spring Round',
        'Approved',
        '2',
        '80',
        'USD',
        '285.00',
        'PI-EXP-A',
      ],
    ]);
    const xlsx = await get('/sales/export?format=xlsx&lang=pt', token('supplier', A));
    expect(xlsx.rows[0]![0]).toBe('ID do Pedido');
    expect(xlsx.rows[1]![1]).toEqual(new Date('2026-04-01T00:00:00Z'));
    expect(xlsx.rows[1]![8]).toBe(285);
  });

  it("round performance: each product's MOQ, committed units and price, for the round's company only", async () => {
    const { res, rows } = await get(`/rounds/${roundId}/export?format=csv&lang=pt`, token('supplier', A));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="round-performance-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(rows[0]).toEqual([
      'Rodada',
      'Produto',
      'SKU',
      'Unidade',
      'MOQ',
      'Qtd. Máx.',
      'Comprometido',
      'MOQ %',
      'Resultado',
      'Flex oferecido',
      'Flex chamado',
      'Moeda',
      'Preço Unitário',
      'Receita',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[4], r[6], r[7], r[12], r[13]])).toEqual([
      ['Chair', '40', '0', '0,0', '1.250,50', '0,00'],
      ['Desk', '10', '0', '0,0', '2,50', '0,00'],
    ]);
    const other = await get(`/rounds/${otherRoundId}/export?format=csv`, token('supplier', A));
    expect(other.res.status).toBe(404);
  });

  it("invoices: the company's own, with the buyer named", async () => {
    const { rows } = await get('/invoices/export?format=csv&lang=en', token('supplier', A));
    expect(rows).toHaveLength(2);
    expect(rows[0]![5]).toBe('Buyer');
    expect(rows[1]).toEqual(
      expect.arrayContaining(['PI-EXP-A', 'sale-a-1', 'Buyer One Ltd', 'Draft', '100.00']),
    );
    // Its notes, payments and what is still due close each row: nothing credited or paid yet.
    expect(rows[0]!.slice(-5)).toEqual(['Credited', 'Debited', 'Paid', 'Still Due', 'Overdue Since']);
    expect(rows[1]!.slice(-5)).toEqual(['0.00', '0.00', '0.00', '100.00', '']);
  });

  it('refuses no token, another role, a supplier without a company, a bad format and a key without the scope', async () => {
    for (const path of ['/sales/export', `/rounds/${roundId}/export`, '/invoices/export']) {
      expect((await get(`${path}?format=csv`)).res.status).toBe(401);
      expect((await get(`${path}?format=csv`, token('buyer', 'buyer-co-1'))).res.status).toBe(403);
      expect((await get(`${path}?format=csv`, token('admin', null))).res.status).toBe(403);
      expect((await get(`${path}?format=csv`, token('supplier', null))).res.body.code).toBe(
        'supplier.no_company',
      );
      const bad = await get(`${path}?format=ods`, token('supplier', A));
      expect(bad.res.status).toBe(400);
      expect(bad.res.body.code).toBe('request.invalid');
    }
    const key = signAccessToken(h.keys.privateKey, {
      userId: 'u-key',
      role: 'supplier',
      companyId: A,
      scopes: ['rounds:read'],
    });
    expect((await get('/sales/export?format=csv', key)).res.body.code).toBe('api_key.scope_missing');
    expect((await get(`/rounds/${roundId}/export?format=csv`, key)).res.status).toBe(200);
  });
});
