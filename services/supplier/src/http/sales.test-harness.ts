/**
 * Test support (imported by specs only): the supplier service's sales and invoices on the real
 * FerretDB, MinIO and a NATS server of its own (the respond-invoice command is served in the
 * queue group "supplier"; on a shared server a developer's running stack could answer it).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Express } from 'express';
import {
  companyUpsertedV1,
  orderDecidedV1,
  orderPlacedV1,
  orderRevisedV1,
  type CompanySnapshot,
  type OrderSnapshot,
  type Role,
} from '@marketplace/contracts';
import { companySnapshot } from '@marketplace/contracts/fixtures';
import { serviceClock } from '@marketplace/service-kit/core';
import { connectNats, createEvent, ensureStream } from '@marketplace/service-kit/messaging';
import { signAccessToken } from '@marketplace/service-kit/http';
import {
  silentLogger,
  startPrivateNats,
  testServiceDeps,
  uniqueProducer,
  type PrivateNats,
  removeTestBucket,
  publishEvent,
} from '@marketplace/service-kit/testing';
import { buildSupplier } from '../app';
import type { SupplierConfig } from '../config';
import type { SupplierContext } from '../context';

export interface SalesHarness {
  app: Express;
  context: SupplierContext;
  deps: Awaited<ReturnType<typeof testServiceDeps<SupplierConfig>>>;
  config: SupplierConfig;
  token(role: Role, companyId: string | null, userId?: string): string;
  publishOrder(order: OrderSnapshot, kind?: 'placed' | 'decided' | 'revised'): Promise<void>;
  publishCompany(company: Partial<CompanySnapshot> & { id: string; name: string }): Promise<void>;
  stop(): Promise<void>;
}

export async function startSalesHarness(): Promise<SalesHarness> {
  const nats: PrivateNats = await startPrivateNats();
  const buyerProducer = uniqueProducer();
  const adminProducer = uniqueProducer();
  const deps = await testServiceDeps<SupplierConfig>('supplier_sales', {
    BUYER_PRODUCER: buyerProducer,
    ADMIN_PRODUCER: adminProducer,
    MINIO_ENDPOINT: process.env.MINIO_ENDPOINT ?? '127.0.0.1',
    MINIO_PORT: Number(process.env.MINIO_PORT ?? 9000),
    MINIO_USE_SSL: false,
    MINIO_ACCESS_KEY: process.env.MINIO_ACCESS_KEY ?? 'minioadmin',
    MINIO_SECRET_KEY: process.env.MINIO_SECRET_KEY ?? 'minioadmin',
    INVOICE_BUCKET: `t-invoices-${randomBytes(5).toString('hex')}`,
  } as Partial<SupplierConfig>);
  await deps.nc.close();
  deps.nc = await connectNats(nats.url, 'supplier-sales-test', silentLogger(), 20);
  // A clock the spec moves on its own NATS (`CLOCK_ADVANCE_SUBJECT`): due dates come in seconds.
  const clock = serviceClock({ service: 'supplier', localRun: true, nc: deps.nc, logger: silentLogger() });
  deps.clock = clock;
  await ensureStream(deps.nc, buyerProducer);
  await ensureStream(deps.nc, adminProducer);
  const built = await buildSupplier(deps, { outbox: { sweepIntervalMs: 200 } });
  await built.start?.();
  const config = deps.config;

  return {
    app: built.app as Express,
    context: built.context,
    deps,
    config,
    token: (role, companyId, userId = `user-${randomUUID()}`) =>
      signAccessToken(deps.keys.privateKey, { userId, role, companyId }),
    async publishOrder(order, kind = order.status === 'pending_admin' ? 'placed' : 'decided') {
      const definition = { placed: orderPlacedV1, decided: orderDecidedV1, revised: orderRevisedV1 }[kind];
      const event = createEvent(definition, order, buyerProducer);
      await publishEvent(deps.nc, event, { producer: buyerProducer });
    },
    async publishCompany(company) {
      const event = createEvent(companyUpsertedV1, companySnapshot(company), adminProducer);
      await publishEvent(deps.nc, event, { producer: adminProducer });
    },
    async stop() {
      await built.stop?.();
      await clock.stop();
      await removeTestBucket(config, config.INVOICE_BUCKET).catch(() => undefined);
      await deps.close();
      await nats.dispose();
    },
  };
}

/** An order snapshot as the buyer service would publish it. */
export function orderFixture(over: Partial<OrderSnapshot> & { supplierId: string }): OrderSnapshot {
  const id = over.id ?? randomUUID();
  const items = over.items ?? [
    {
      id: `${id}-i1`,
      roundProductId: 'rp-1',
      productId: 'p-1',
      name: 'Organic Cotton T-Shirt',
      sku: 'TSH-001',
      uom: 'pieces',
      unitsPerPack: 12,
      qty: 30,
      unitPrice: 4.5,
      subtotal: 135,
      size: 'M',
      color: 'White',
      material: 'Cotton',
    },
    {
      id: `${id}-i2`,
      roundProductId: 'rp-2',
      productId: 'p-2',
      name: 'Canvas Tote Bag',
      sku: 'TOTE-010',
      uom: 'pieces',
      unitsPerPack: 25,
      qty: 50,
      unitPrice: 3,
      subtotal: 150,
    },
  ];
  return {
    id,
    buyerId: 'buyer-1',
    buyerCompanyId: 'buyer-co-1',
    roundId: 'round-1',
    roundTitle: 'Spring Round',
    supplierName: 'Supplier',
    currency: 'USD',
    status: 'approved',
    totalValue: items.reduce((s, i) => s + i.subtotal, 0),
    totalUnits: items.reduce((s, i) => s + i.qty, 0),
    totalItems: items.length,
    items,
    createdAt: new Date().toISOString(),
    decidedAt: new Date().toISOString(),
    version: 2,
    ...over,
  };
}
