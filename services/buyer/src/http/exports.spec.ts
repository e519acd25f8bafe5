import request from 'supertest';
import { createEvent } from '@marketplace/service-kit/messaging';
import { signAccessToken } from '@marketplace/service-kit/http';
import { downloadExport, eventually } from '@marketplace/service-kit/testing';
import { invoiceIssuedV1, type InvoiceSnapshot } from '@marketplace/contracts';
import { invoiceSnapshot } from '@marketplace/contracts/fixtures';
import { buyerForFile, roundProduct, roundSummary } from '../test-harness';

jest.setTimeout(60_000);

describe('buyer exports: Order History and invoices as CSV and XLSX (real FerretDB and NATS)', () => {
  const h = buyerForFile('exports');
  const shirts = roundProduct({ unitsPerPack: 1, moq: 10, maxQty: null, unitPrice: 1234.5, name: 'Shirt' });
  const socks = roundProduct({ unitsPerPack: 1, moq: 10, maxQty: null, unitPrice: 2.25, name: 'Socks' });
  const spring = roundSummary({ title: 'Spring Basics', supplierName: 'Basics Co.' });
  const autumn = roundSummary({ title: '=Autumn Deals', supplierName: 'Autumn Ltd' });
  const teamCompany = 'co-exports-team';
  const teamToken = (userId: string, teamRole: 'member' | 'approver') =>
    h.token(userId, 'buyer', teamCompany, teamRole);
  const get = (path: string, token?: string) => downloadExport(h.app, path, token);

  beforeAll(async () => {
    await h.approveRound(spring, [shirts]);
    await h.approveRoundAndWait(autumn, [socks]);
    await h.placeOrder('alice', spring.id, [[shirts.id, 2]]);
    await h.placeOrder('alice', autumn.id, [[socks.id, 4]]);
    // Another company's buyer: never in Alice's files.
    await h.placeOrder('mallory', spring.id, [[shirts.id, 3]]);
    // A buying team: the approver's export is the team's, with who placed each order.
    for (const member of ['tm-1', 'tm-2']) {
      const auth = { Authorization: `Bearer ${teamToken(member, 'member')}` };
      await request(h.app)
        .put(`/carts/${spring.id}/items/${shirts.id}`)
        .set(auth)
        .send({ qty: 1 })
        .expect(200);
      await request(h.app).post('/orders').set(auth).send({ roundId: spring.id }).expect(201);
    }
  });

  it("is the caller's orders only, newest first, with numbers, days and statuses in the file's language", async () => {
    const { res, rows } = await get('/orders/export?format=csv&lang=en', h.token('alice'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(rows[0]).toEqual([
      'Order ID',
      'Date',
      'Round',
      'Supplier',
      'Status',
      'Items',
      'Units',
      'Currency',
      'Total Value',
      'Freight',
      'Total with Freight',
      'Decided',
    ]);
    expect(rows).toHaveLength(3);
    // Newest first; a title that would be a formula is written as text.
    expect(rows[1]).toEqual([
      expect.any(String),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      "'=Autumn Deals",
      'Autumn Ltd',
      'Pending Approval',
      '1',
      '4',
      'USD',
      '9.00',
      '',
      '',
      '',
    ]);
    expect(rows[2]!.slice(2, 9)).toEqual([
      'Spring Basics',
      'Basics Co.',
      'Pending Approval',
      '1',
      '2',
      'USD',
      '2,469.00',
    ]);

    const pt = await get('/orders/export?format=csv&lang=pt', h.token('alice'));
    expect(pt.rows[0]![0]).toBe('ID do Pedido');
    expect(pt.rows[2]!.slice(4, 9)).toEqual(['Aguardando Aprovação', '1', '2', 'USD', '2.469,00']);
    expect(pt.rows[2]![1]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('is a workbook with numeric totals, in the language Accept-Language prefers without ?lang', async () => {
    const { res, rows } = await downloadExport(h.app, '/orders/export?format=xlsx', h.token('alice'), {
      'Accept-Language': 'pt-BR,pt;q=0.9,en;q=0.8',
    });
    expect(res.status).toBe(200);
    expect(rows[0]![0]).toBe('ID do Pedido');
    expect(rows.slice(1).map((r) => r[8])).toEqual([9, 2469]);
    expect(rows[1]![1]).toBeInstanceOf(Date);
    expect(res.headers['content-disposition']).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"/);
  });

  it('gives an order of a round with freight its share and the total with it; Total Value stays the goods', async () => {
    const crates = roundProduct({ unitsPerPack: 1, moq: 10, maxQty: null, unitPrice: 1, grossWeightKg: 2 });
    const shipped = roundSummary({ title: 'Shipped Round', freightCost: 100, freightBasis: 'gross_weight' });
    await h.approveRoundAndWait(shipped, [crates]);
    await h.placeOrder('fay', shipped.id, [[crates.id, 60]]);
    await h.placeOrder('gus', shipped.id, [[crates.id, 50]]);
    const { rows } = await get('/orders/export?format=csv&lang=en', h.token('fay'));
    const column = (name: string) => rows[0]!.indexOf(name);
    // 120 kg of 220 kg: $54.55 of the $100.00.
    expect([
      rows[1]![column('Total Value')],
      rows[1]![column('Freight')],
      rows[1]![column('Total with Freight')],
    ]).toEqual(['60.00', '54.55', '114.55']);
  });

  it("applies the list's filters: status and text", async () => {
    const approved = await get('/orders/export?format=csv&status=approved', h.token('alice'));
    expect(approved.rows).toHaveLength(1);
    const searched = await get('/orders/export?format=csv&search=socks', h.token('alice'));
    expect(searched.rows.slice(1).map((r) => r[2])).toEqual(["'=Autumn Deals"]);
    const pending = await get(
      '/orders/export?format=csv&status=pending_admin&search=spring',
      h.token('alice'),
    );
    expect(pending.rows.slice(1).map((r) => r[2])).toEqual(['Spring Basics']);
  });

  it("is the team's orders for an approver, with who placed each; a member's own only", async () => {
    const approver = await get('/orders/export?format=csv', teamToken('tm-approver', 'approver'));
    expect(approver.rows[0]).toContain('Placed by');
    expect(approver.rows).toHaveLength(3);
    const member = await get('/orders/export?format=csv', teamToken('tm-1', 'member'));
    expect(member.rows[0]).not.toContain('Placed by');
    expect(member.rows).toHaveLength(2);
  });

  it('refuses no token (401), another role (403), a missing or unknown format and a bad filter (400), a key without orders:read', async () => {
    expect((await get('/orders/export?format=csv')).res.status).toBe(401);
    expect((await get('/orders/export?format=csv', h.token('sup', 'supplier'))).res.status).toBe(403);
    expect((await get('/orders/export?format=csv', h.token('adm', 'admin'))).res.status).toBe(403);
    for (const query of ['', '?format=pdf', '?format=csv&status=lost', '?format=csv&lang=fr']) {
      const { res } = await get(`/orders/export${query}`, h.token('alice'));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('request.invalid');
    }
    const keyToken = signAccessToken(h.keys.privateKey, {
      userId: 'alice',
      role: 'buyer',
      companyId: 'company-of-alice',
      scopes: ['invoices:read'],
    });
    const byKey = await get('/orders/export?format=csv', keyToken);
    expect(byKey.res.status).toBe(403);
    expect(byKey.res.body.code).toBe('api_key.scope_missing');
  });

  describe('invoices', () => {
    const invoice = (over: Partial<InvoiceSnapshot>) =>
      invoiceSnapshot({ roundTitle: 'Spring Basics', totalValue: 1500.75, ...over });
    beforeAll(async () => {
      for (const inv of [
        invoice({
          id: 'inv-exp-1',
          invoiceNumber: 'PI-EXP-1',
          buyerId: 'alice',
          issueDate: '2026-03-04T10:00:00Z',
        }),
        invoice({ id: 'inv-exp-2', invoiceNumber: 'PI-EXP-2', buyerId: 'mallory' }),
      ])
        await h.publish(createEvent(invoiceIssuedV1, inv, 'supplier'));
      await eventually(
        async () => (await h.service.context.invoices.countDocuments({ _id: /^inv-exp-/ })) === 2,
      );
    });

    it('are the invoices addressed to the caller, with the supplier named', async () => {
      const { res, rows } = await get('/invoices/export?format=csv&lang=en', h.token('alice'));
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/filename="invoices-\d{4}-\d{2}-\d{2}\.csv"/);
      expect(rows[0]).toEqual([
        'Invoice Number',
        'Issue Date',
        'Due Date',
        'Order ID',
        'Round',
        'Supplier',
        'Status',
        'Revision',
        'Items',
        'Units',
        'Currency',
        'Total Value',
        'Freight',
        'Total with Freight',
        'Credited',
        'Debited',
        'Paid',
        'Still Due',
        'Overdue Since',
      ]);
      expect(rows).toHaveLength(2);
      expect(rows[1]).toEqual(
        expect.arrayContaining(['PI-EXP-1', '2026-03-04', 'Spring Basics', 'Draft', '1,500.75']),
      );
      const xlsx = await get('/invoices/export?format=xlsx&lang=pt', h.token('alice'));
      expect(xlsx.rows[0]![0]).toBe('Número da Fatura');
      expect(xlsx.rows[1]![11]).toBe(1500.75);
    });

    it('refuses another role and no token', async () => {
      expect((await get('/invoices/export?format=csv')).res.status).toBe(401);
      expect((await get('/invoices/export?format=csv', h.token('sup', 'supplier'))).res.status).toBe(403);
    });
  });
});
