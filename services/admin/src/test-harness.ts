/**
 * Test support (imported by specs only): an admin service on the real local FerretDB with its
 * own database and key pair, and a NATS server of its own. Admin publishes on the real `admin.…`
 * subjects and reads `identity.…`, `supplier.…` and `buyer.…`: on the shared server those would
 * meet a developer's running stack.
 */
import type { Express } from 'express';
import request from 'supertest';
import type { NatsConnection } from 'nats';
import type { EventDefinition, OrderSnapshot } from '@marketplace/contracts';
import { connectNats, createEvent, ensureStream } from '@marketplace/service-kit/messaging';
import { signAccessToken } from '@marketplace/service-kit/http';
import { standardReadiness } from '@marketplace/service-kit/runtime';
import {
  harnessForFile,
  type PrivateNats,
  silentLogger,
  startPrivateNats,
  streamEvents,
  testServiceDeps,
  publishEvent,
} from '@marketplace/service-kit/testing';
import type { z } from 'zod';
import { buildAdmin, type AdminOptions, type AdminService } from './app';
import { adminConfigSchema, type AdminConfig } from './config';

export interface AdminHarness {
  service: AdminService;
  app: Express;
  deps: Awaited<ReturnType<typeof testServiceDeps<AdminConfig>>>;
  nc: NatsConnection;
  nats: PrivateNats;
  token(role: 'admin' | 'supplier' | 'buyer', userId?: string, companyId?: string | null): string;
  /** The Authorization header of `token(role, …)`. */
  auth(...args: Parameters<AdminHarness['token']>): { Authorization: string };
  /** A request as the admin (`auth('admin')`): `h.asAdmin('post', '/companies').send(body)`. */
  asAdmin(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string): request.Test;
  /** Publishes an event as its producer would (envelope on its real subject). */
  publish<D extends EventDefinition>(def: D, data: z.input<D['data']>, producer: string): Promise<string>;
  /** Events this service published, oldest first. */
  published(type: string): Promise<Array<{ id: string; data: Record<string, unknown> }>>;
  stop(): Promise<void>;
}

export async function startAdmin(options: AdminOptions = {}): Promise<AdminHarness> {
  const nats = await startPrivateNats();
  const nc = await connectNats(nats.url, 'admin-test', silentLogger(), 20);
  const deps = await testServiceDeps<AdminConfig>(
    'admin',
    adminConfigSchema.parse({ PORT: '0', LOG_LEVEL: 'silent', NATS_URL: nats.url }),
  );
  await deps.nc.close();
  deps.nc = nc;
  deps.readiness = standardReadiness(deps.conn, nc);
  const service = await buildAdmin(deps, { outbox: { sweepIntervalMs: 200 }, ...options });
  await service.start();
  const token: AdminHarness['token'] = (role, userId = `${role}-1`, companyId = null) =>
    signAccessToken(deps.keys.privateKey, { userId, role, companyId });
  return {
    service,
    app: service.app,
    deps,
    nc,
    nats,
    token,
    auth: (...args) => ({ Authorization: `Bearer ${token(...args)}` }),
    asAdmin: (method, path) =>
      request(service.app)
        [method](path)
        .set({ Authorization: `Bearer ${token('admin')}` }),
    async publish(def, data, producer) {
      await ensureStream(nc, producer);
      const event = createEvent(def, data, producer);
      await publishEvent(nc, event);
      return event.id;
    },
    published: (type) => streamEvents(nc, 'admin', { type }),
    async stop() {
      await service.stop();
      await nc.close().catch(() => undefined);
      await nats.dispose();
      await deps.close();
    },
  };
}

/** An admin service for one spec file: started before its tests and stopped after them. */
export const adminForFile = (options?: AdminOptions): AdminHarness =>
  harnessForFile(() => startAdmin(options));

/** An order's one line in the admin specs: 100 kg of Arabica at 10 (1,000), id `<orderId>-i1`. */
export function arabicaLine(orderId: string): OrderSnapshot['items'][number] {
  return {
    id: `${orderId}-i1`,
    roundProductId: 'rp-1',
    productId: 'p-1',
    name: 'Arabica 1kg',
    sku: 'AR-1',
    uom: 'kg',
    unitsPerPack: 10,
    qty: 100,
    unitPrice: 10,
    subtotal: 1000,
  };
}

/** An admin-only route: no token 401; a supplier's or a buyer's token 403. */
export async function expectAdminOnly(
  h: AdminHarness,
  method: string,
  path: string,
  body?: object,
): Promise<void> {
  const call = (auth?: string) => {
    const r = (request(h.app) as unknown as Record<string, (p: string) => request.Test>)[method]!(path);
    if (auth) r.set('Authorization', `Bearer ${auth}`);
    return body ? r.send(body) : r;
  };
  await call().expect(401);
  await call(h.token('supplier', 'sup-1', 'c-1')).expect(403);
  await call(h.token('buyer', 'buy-1', 'c-2')).expect(403);
}
