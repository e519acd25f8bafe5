import { orderPlacedV1, userRegisteredV1 } from '@marketplace/contracts';
import { orderSnapshot } from '@marketplace/contracts/fixtures';
import { downloadExport, eventually } from '@marketplace/service-kit/testing';
import { adminForFile, arabicaLine, expectAdminOnly } from '../test-harness';

jest.setTimeout(60_000);

/** One line of 100 kg; the order's totals are the test's. */
const items = (orderId: string) => [arabicaLine(orderId)];
const at = (day: number) => new Date(Date.UTC(2026, 2, day, 10)).toISOString();

describe('admin export of the Orders page (real FerretDB and NATS)', () => {
  const h = adminForFile();
  const get = (path: string) => downloadExport(h.app, path, h.token('admin', 'admin-1'));

  beforeAll(async () => {
    for (const [userId, name, email] of [
      ['u-ana', 'Ana Souza', 'ana@buyers.test'],
      ['u-bo', 'Bo', 'bo@x.test'],
    ])
      await h.publish(
        userRegisteredV1,
        { userId, email, name, role: 'buyer', companyId: null, createdAt: at(1) },
        'identity',
      );
    const orders = [
      orderSnapshot({
        id: 'o-exp-1',
        items: items('o-exp-1'),
        buyerId: 'u-ana',
        roundTitle: 'Coffee Beans',
        supplierName: 'Nordic Parts',
        totalValue: 1234.5,
        createdAt: at(5),
      }),
      orderSnapshot({
        id: 'o-exp-2',
        items: items('o-exp-2'),
        buyerId: 'u-bo',
        roundTitle: '-Tea',
        supplierName: 'Leaf Co',
        totalValue: 10,
        createdAt: at(6),
      }),
      orderSnapshot({
        id: 'o-exp-3',
        items: items('o-exp-3'),
        buyerId: 'u-bo',
        roundTitle: 'Coffee Beans',
        supplierName: 'Nordic Parts',
        status: 'approved',
        createdAt: at(7),
        decidedAt: at(8),
      }),
    ];
    for (const order of orders) await h.publish(orderPlacedV1, order, 'buyer');
    await eventually(async () => (await get('/orders/export?format=csv')).rows.length === 4);
  });

  it('is every order the filters match, newest first, with the buyer named', async () => {
    const { res, rows } = await get('/orders/export?format=csv&lang=en');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(rows[0]).toEqual([
      'Order ID',
      'Date',
      'Buyer',
      'Buyer e-mail',
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
    expect(rows.slice(1).map((r) => r[0])).toEqual(['o-exp-3', 'o-exp-2', 'o-exp-1']);
    expect(rows[2]!.slice(1, 7)).toEqual([
      '2026-03-06',
      'Bo',
      'bo@x.test',
      "'-Tea",
      'Leaf Co',
      'Pending Approval',
    ]);
    expect(rows[1]![13]).toBe('2026-03-08');
    expect(rows[3]![10]).toBe('1,234.50');
  });

  it("applies the page's filters: status, and text in round, supplier or the buyer's name", async () => {
    const approved = await get('/orders/export?format=csv&status=approved');
    expect(approved.rows.slice(1).map((r) => r[0])).toEqual(['o-exp-3']);
    const byBuyer = await get('/orders/export?format=csv&search=ana%20souza');
    expect(byBuyer.rows.slice(1).map((r) => r[0])).toEqual(['o-exp-1']);
    const both = await get('/orders/export?format=csv&status=pending_admin&search=coffee');
    expect(both.rows.slice(1).map((r) => r[0])).toEqual(['o-exp-1']);
  });

  it('is a workbook in Portuguese with numeric totals and real dates', async () => {
    const { rows } = await get('/orders/export?format=xlsx&lang=pt');
    expect(rows[0]![0]).toBe('ID do Pedido');
    expect(rows[3]![10]).toBe(1234.5);
    expect(rows[3]![1]).toEqual(new Date('2026-03-05T00:00:00Z'));
    expect(rows[3]![6]).toBe('Aguardando Aprovação');
  });

  it('is for the admin only, and refuses a bad format', async () => {
    await expectAdminOnly(h, 'get', '/orders/export?format=csv');
    const bad = await get('/orders/export?format=json');
    expect(bad.res.status).toBe(400);
    expect(bad.res.body.code).toBe('request.invalid');
  });
});
