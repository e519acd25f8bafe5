// Seed step "sales": the supplier's payment terms are set, the order the buying step placed is
// approved by the admin, the supplier records weights and volume of its lines and issues one
// proforma invoice, which then reaches the buyer. Through the public API only (see ./index.mjs); safe to run again: an approved order is
// not decided twice, and generating again returns the order's live invoice.
import { SeedSession, eventually } from './session.mjs';

const SUPPLIER_COMPANY = 'Demo Supplier Co.';
const itemsOf = (body) => (Array.isArray(body) ? body : (body?.items ?? []));

/** Plausible measures for a line: about 0.2 kg and 0.0015 m³ per unit, packing adds 8 %. */
function measuresFor(line) {
  const net = Math.round(line.qty * 0.2 * 100) / 100;
  return {
    netWeightKg: net,
    grossWeightKg: Math.round(net * 1.08 * 100) / 100,
    cbm: Math.round(line.qty * 0.0015 * 1000) / 1000,
  };
}

export async function seed(base, log = () => {}) {
  const supplier = await SeedSession.signIn(base, 'supplier');
  const buyer = await SeedSession.signIn(base, 'buyer');

  // The supplier's payment terms (net 30), so an invoice it sends without a date of its own is
  // dated by them; setting them again is harmless.
  await supplier.call('PUT', '/api/supplier/payment-terms', { json: { netDays: 30 } });

  // Already seeded: a sale with a live invoice.
  const sales = itemsOf((await supplier.call('GET', '/api/supplier/sales')).body);
  if (sales.some((s) => s.invoiceId)) {
    log('sales: an invoiced sale exists already');
    return;
  }

  let orderId = sales[0]?.id;
  if (!orderId) {
    // A stack without the buying area answers 404 here: nothing to invoice then.
    const orders = itemsOf(
      (await buyer.call('GET', '/api/buyer/orders', { ok: (st) => st < 400 || st === 404 })).body,
    );
    const order =
      orders.find(
        (o) => o.status === 'approved' && (o.supplierName ?? SUPPLIER_COMPANY) === SUPPLIER_COMPANY,
      ) ??
      orders.find(
        (o) => o.status === 'pending_admin' && (o.supplierName ?? SUPPLIER_COMPANY) === SUPPLIER_COMPANY,
      );
    if (!order) {
      log('sales: no order from the buying step to approve; skipped');
      return;
    }
    orderId = order.id;
    if (order.status === 'pending_admin') {
      const admin = await SeedSession.signIn(base, 'admin');
      await admin.call('POST', `/api/admin/orders/${orderId}/decision`, { json: { decision: 'approve' } });
    }
    await eventually('the approved order in Sales History', async () =>
      itemsOf((await supplier.call('GET', '/api/supplier/sales')).body).some((s) => s.id === orderId),
    );
  }

  const detail = (await supplier.call('GET', `/api/supplier/sales/${orderId}`)).body;
  for (const line of detail.lines)
    if (line.netWeightKg === null || line.grossWeightKg === null || line.cbm === null)
      await supplier.call('PUT', `/api/supplier/sales/${orderId}/lines/${line.id}/weights`, {
        json: measuresFor(line),
      });

  const due = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
  const { body } = await supplier.call('POST', `/api/supplier/sales/${orderId}/invoice`, {
    json: { dueDate: due, notes: 'Payment by bank transfer within 30 days. Goods ship after acceptance.' },
  });
  const invoice = body.invoice;
  await eventually('the invoice on the buyer side', async () =>
    itemsOf((await buyer.call('GET', '/api/buyer/invoices')).body).some((i) => i.id === invoice.id),
  );
  log(`sales: proforma invoice ${invoice.invoiceNumber} for order ${orderId.slice(0, 8)}`);
}
