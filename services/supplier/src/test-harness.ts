/**
 * Test support (imported by specs only): a supplier service on the real local infrastructure with
 * its own database, its own image bucket, a private NATS server (it publishes on the real
 * `supplier.…` subjects and serves the decide-round command) and fresh keys.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'minio';
import request from 'supertest';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import {
  categoryUpsertedV1,
  companyUpsertedV1,
  sealRoundCommand,
  type EventDefinition,
  type EventEnvelope,
  type Role,
} from '@marketplace/contracts';
import { companySnapshot } from '@marketplace/contracts/fixtures';
import { loadConfig } from '@marketplace/service-kit/core';
import { createEvent, ensureStream, serveCommand } from '@marketplace/service-kit/messaging';
import { signAccessToken } from '@marketplace/service-kit/http';
import {
  eventually,
  harnessForFile,
  harnessInfra,
  harnessServiceDeps,
  objectStorageEnv,
  type PrivateNats,
  silentLogger,
  solidPng,
  streamEvents,
  publishEvent,
} from '@marketplace/service-kit/testing';
import type { z } from 'zod';
import { buildSupplier, type SupplierOptions, type SupplierService } from './app';
import { supplierConfigSchema, type SupplierConfig } from './config';

export interface Harness {
  service: SupplierService;
  app: SupplierService['app'];
  conn: Connection;
  nc: NatsConnection;
  nats: PrivateNats;
  config: SupplierConfig;
  keys: { publicKey: string; privateKey: string };
  minio: Client;
  /** `Authorization` header value for a caller. */
  bearer(role: Role, companyId: string | null, userId?: string): string;
  /**
   * The buyer's side of a close, standing in for the buyer service: units in orders per round
   * product that the seal answers (0 when not set), and the rounds sealed so far.
   */
  ordered: Map<string, number>;
  /** Flexible units the seal answers per round product: offered, and called in. */
  flex: Map<string, { offered: number; called: number }>;
  sealed: string[];
  /** Publishes an event as its producer would (admin, buyer) on the private NATS. */
  publish<D extends EventDefinition>(def: D, data: z.input<D['data']>): Promise<EventEnvelope>;
  /** A supplier company in the admin's directory, as its event makes it; resolves once stored. */
  supplierCompany(id: string, name: string): Promise<void>;
  /** Categories of the admin's directory, as their events make them; resolves once all are stored. */
  categories(...categories: Array<[id: string, name: string]>): Promise<void>;
  /** Creates a product as the caller with `auth` (expects 201); its answer. */
  createProduct(auth: string, body: object): Promise<Record<string, unknown> & { id: string }>;
  /** Object names in this harness's bucket. */
  objects(): Promise<string[]>;
  /** Events the supplier published, oldest first. */
  published(): Promise<EventEnvelope[]>;
  stop(): Promise<void>;
}

export async function startSupplier(
  name: string,
  options: SupplierOptions & {
    conn?: Connection;
    start?: boolean;
    env?: Record<string, string>;
    /** Units in orders the buyer's seal answers, shared by replicas started on one database. */
    ordered?: Map<string, number>;
  } = {},
): Promise<Harness> {
  const infra = await harnessInfra('supplier', name, { conn: options.conn });
  const { keys, conn, nc } = infra;
  const nats = infra.nats!;
  const config = loadConfig(supplierConfigSchema, {
    ...objectStorageEnv(),
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    PRODUCT_IMAGE_BUCKET: `t-products-${randomBytes(5).toString('hex')}`,
    ...options.env,
  });
  // The buyer's seal command, answered from `ordered` (queue group: several replicas, one answer).
  const ordered = options.ordered ?? new Map<string, number>();
  const flex = new Map<string, { offered: number; called: number }>();
  const sealed: string[] = [];
  const sealStandIn = serveCommand(nc, sealRoundCommand, 'buyer', silentLogger(), async ({ roundId }) => {
    sealed.push(roundId);
    return {
      roundId,
      seq: sealed.length,
      ordered: [...ordered].map(([roundProductId, units]) => ({ roundProductId, units })),
      flex: [...flex].map(([roundProductId, f]) => ({ roundProductId, ...f })),
    };
  });
  const service = await buildSupplier(
    harnessServiceDeps('supplier', { config, conn, nc, publicKey: keys.publicKey }),
    { outbox: { sweepIntervalMs: 200, ...options.outbox } },
  );
  if (options.start !== false) await service.start();
  const minio = new Client({
    endPoint: config.MINIO_ENDPOINT,
    port: config.MINIO_PORT,
    useSSL: config.MINIO_USE_SSL,
    accessKey: config.MINIO_ACCESS_KEY,
    secretKey: config.MINIO_SECRET_KEY,
  });
  const objects = async () => {
    if (!(await minio.bucketExists(config.PRODUCT_IMAGE_BUCKET))) return [];
    const names: string[] = [];
    for await (const obj of minio.listObjectsV2(config.PRODUCT_IMAGE_BUCKET, '', true))
      names.push((obj as { name: string }).name);
    return names;
  };
  const publish: Harness['publish'] = async (def, data) => {
    const producer = def.type.split('.')[0]!;
    await ensureStream(nc, producer);
    const event = createEvent(def, data, producer);
    await publishEvent(nc, event);
    return event;
  };
  return {
    service,
    app: service.app,
    conn,
    nc,
    nats,
    config,
    keys,
    minio,
    bearer: (role, companyId, userId = `user-${role}-${companyId ?? 'none'}`) =>
      `Bearer ${signAccessToken(keys.privateKey, { userId, role, companyId })}`,
    ordered,
    flex,
    sealed,
    publish,
    async supplierCompany(id, name) {
      await publish(companyUpsertedV1, companySnapshot({ id, name, type: 'supplier', country: 'BR' }));
      await eventually(async () => !!(await service.context.companies.exists({ _id: id })));
    },
    async categories(...categories) {
      for (const [id, name] of categories)
        await publish(categoryUpsertedV1, { id, name, createdAt: new Date().toISOString(), version: 1 });
      const ids = categories.map(([id]) => id);
      await eventually(
        async () => (await service.context.categories.countDocuments({ _id: { $in: ids } })) === ids.length,
      );
    },
    async createProduct(auth, body) {
      return (await request(service.app).post('/products').set('Authorization', auth).send(body).expect(201))
        .body;
    },
    objects,
    published: () => streamEvents(nc, 'supplier'),
    async stop() {
      await service.stop();
      sealStandIn.unsubscribe();
      const names = await objects().catch(() => []);
      if (names.length) await minio.removeObjects(config.PRODUCT_IMAGE_BUCKET, names).catch(() => undefined);
      await minio.removeBucket(config.PRODUCT_IMAGE_BUCKET).catch(() => undefined);
      await infra.close();
    },
  };
}

/** A supplier service for one spec file: started before its tests and stopped after them. */
export const supplierForFile = (name: string, options?: Parameters<typeof startSupplier>[1]): Harness =>
  harnessForFile(() => startSupplier(name, options));

/** A real PNG made in the test: `size`×`size`, one colour. */
export function png(size = 2, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  return solidPng(size, size, rgb);
}

export const PRODUCT = { name: 'Office Chair', sku: 'CH-1', unitPrice: 49.9 };
