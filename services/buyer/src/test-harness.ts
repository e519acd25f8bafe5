/**
 * Test support (imported by specs only): a buyer service on the real local infrastructure with
 * its own database, fresh keys and a NATS of its own (the service publishes on the real
 * `buyer.…` subjects, which must never reach a developer's running stack). The supplier side
 * is played by publishing contract events into a stream of the test's own producer.
 */
import { roundProductSnapshot, roundSummary as roundSummaryFixture } from '@marketplace/contracts/fixtures';
import request from 'supertest';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import {
  roundApprovedV1,
  roundClosedV1,
  streamFor,
  userRegisteredV1,
  type EventEnvelope,
  type OrderSnapshot,
  type RoundProductOutcome,
  type RoundProductSnapshot,
  type RoundSummary,
  buyerNotificationRequestedV1,
  type EventData,
} from '@marketplace/contracts';
import { loadConfig } from '@marketplace/service-kit/core';
import { createEvent, ensureStream } from '@marketplace/service-kit/messaging';
import { signAccessToken } from '@marketplace/service-kit/http';
import {
  eventually,
  harnessForFile,
  harnessInfra,
  harnessServiceDeps,
  type PrivateNats,
  streamEvents,
  uniqueProducer,
  publishEvent,
} from '@marketplace/service-kit/testing';
import { buildBuyer, type BuyerOptions, type BuyerService } from './app';
import { buyerConfigSchema, type BuyerConfig } from './config';

type NotificationRequested = EventData<typeof buyerNotificationRequestedV1>;

/** A buyer of a buying team, as identity announces them. */
export interface TeamPerson {
  userId: string;
  name: string;
  companyId: string;
  teamRole: 'member' | 'approver';
}

export interface BuyerHarness {
  service: BuyerService;
  app: BuyerService['app'];
  conn: Connection;
  nc: NatsConnection;
  config: BuyerConfig;
  nats: PrivateNats;
  supplierProducer: string;
  keys: { publicKey: string; privateKey: string };
  token(
    userId: string,
    role?: 'buyer' | 'supplier' | 'admin',
    companyId?: string | null,
    teamRole?: 'member' | 'approver',
  ): string;
  /** The Authorization header of a buyer's token (see `token`). */
  auth(userId: string): { Authorization: string };
  /** The Authorization header of a team person's token: their company and team role. */
  teamAuth(person: TeamPerson): { Authorization: string };
  /**
   * Announces `people` as identity does when they register, then waits until the service's team
   * members are exactly them.
   */
  registerTeam(people: readonly TeamPerson[]): Promise<void>;
  /** Sets the quantity of one product in the user's cart for the round (expects 200). */
  putInCart(userId: string, roundId: string, productId: string, qty: number): Promise<request.Response>;
  /** Orders the user's cart for the round; expects the order to be placed (201). */
  orderCart(userId: string, roundId: string): Promise<OrderSnapshot>;
  /** Puts each `[productId, qty]` line in the user's cart for the round, then orders the cart. */
  placeOrder(
    userId: string,
    roundId: string,
    lines: Array<[productId: string, qty: number]>,
  ): Promise<OrderSnapshot>;
  /** The notification requests this service published (its own stream), oldest first. */
  notificationRequests(): Promise<NotificationRequested[]>;
  /** Publishes a supplier event as the supplier service would (own stream, msgID = event id). */
  publish(event: EventEnvelope, msgId?: string): Promise<void>;
  /** Publishes an identity event (a user registered or changed) as identity would. */
  publishIdentity(event: EventEnvelope): Promise<void>;
  /** Publishes the supplier's approval of `round` with `products` (see `approvedEvent`). */
  approveRound(...args: Parameters<typeof approvedEvent>): Promise<void>;
  /** `approveRound`, then waits until this service's catalogue has the round. */
  approveRoundAndWait(...args: Parameters<typeof approvedEvent>): Promise<void>;
  /** Publishes the supplier's close of `round` (see `closedEvent`). */
  closeRound(...args: Parameters<typeof closedEvent>): Promise<void>;
  stop(): Promise<void>;
}

export async function startBuyer(
  name: string,
  { env, ...options }: BuyerOptions & { env?: Record<string, string> } = {},
): Promise<BuyerHarness> {
  const infra = await harnessInfra('buyer', name);
  const { keys, conn, nc } = infra;
  const nats = infra.nats!;
  const supplierProducer = uniqueProducer();
  const identityProducer = uniqueProducer();
  await Promise.all([ensureStream(nc, supplierProducer), ensureStream(nc, identityProducer)]);
  const config = loadConfig(buyerConfigSchema, {
    PORT: '0',
    LOG_LEVEL: 'silent',
    SUPPLIER_PRODUCER: supplierProducer,
    IDENTITY_PRODUCER: identityProducer,
    CATALOGUE_REFRESH_MS: '200',
    ...env,
  });
  const service = await buildBuyer(
    harnessServiceDeps('buyer', { config, conn, nc, publicKey: keys.publicKey }),
    { outbox: { sweepIntervalMs: 200 }, ...options },
  );
  await service.start!();
  const token: BuyerHarness['token'] = (
    userId,
    role = 'buyer',
    companyId = `company-of-${userId}`,
    teamRole,
  ) => signAccessToken(keys.privateKey, { userId, role, companyId, teamRole });
  const auth = (userId: string) => ({ Authorization: `Bearer ${token(userId)}` });
  const putInCart = (userId: string, roundId: string, productId: string, qty: number) =>
    request(service.app)
      .put(`/carts/${roundId}/items/${productId}`)
      .set(auth(userId))
      .send({ qty })
      .expect(200);
  const orderCart = async (userId: string, roundId: string) => {
    const placed = await request(service.app).post('/orders').set(auth(userId)).send({ roundId });
    expect(placed.status).toBe(201);
    return placed.body as OrderSnapshot;
  };
  const publishAs = (producer: string, event: EventEnvelope, msgId?: string) =>
    publishEvent(nc, event, { producer, msgId });
  const publish: BuyerHarness['publish'] = (event, msgId) => publishAs(supplierProducer, event, msgId);
  const publishIdentity: BuyerHarness['publishIdentity'] = (event) => publishAs(identityProducer, event);
  return {
    service,
    app: service.app,
    conn,
    nc,
    config,
    nats,
    supplierProducer,
    token,
    keys,
    auth,
    teamAuth: (p) => ({ Authorization: `Bearer ${token(p.userId, 'buyer', p.companyId, p.teamRole)}` }),
    async registerTeam(people) {
      for (const p of people)
        await publishIdentity(
          createEvent(
            userRegisteredV1,
            {
              userId: p.userId,
              email: `${p.userId}@example.test`,
              name: p.name,
              role: 'buyer',
              companyId: p.companyId,
              teamRole: p.teamRole,
              createdAt: new Date().toISOString(),
            },
            'identity',
          ),
        );
      await eventually(async () => (await service.context.teamMembers.countDocuments()) === people.length);
    },
    putInCart,
    orderCart,
    async placeOrder(userId, roundId, lines) {
      for (const [productId, qty] of lines) await putInCart(userId, roundId, productId, qty);
      return orderCart(userId, roundId);
    },
    async notificationRequests() {
      const requests = await streamEvents<NotificationRequested>(nc, 'buyer', {
        type: buyerNotificationRequestedV1.type,
      });
      return requests.map((e) => e.data);
    },
    publish,
    publishIdentity,
    approveRound(...args) {
      return publish(approvedEvent(...args));
    },
    async approveRoundAndWait(round, products) {
      await publish(approvedEvent(round, products));
      await eventually(async () => !!service.context.catalogue.get(round.id));
    },
    closeRound(...args) {
      return publish(closedEvent(...args));
    },
    async stop() {
      await service.stop!();
      const jsm = await nc.jetstreamManager().catch(() => undefined);
      await jsm?.streams.delete(streamFor(supplierProducer).name).catch(() => undefined);
      await infra.close();
    },
  };
}

let counter = 0;

/** A buyer service for one spec file: started before its tests and stopped after them. */
export const buyerForFile = (name: string, options?: Parameters<typeof startBuyer>[1]): BuyerHarness =>
  harnessForFile(() => startBuyer(name, options));

export function roundProduct(over: Partial<RoundProductSnapshot> = {}): RoundProductSnapshot {
  counter++;
  return roundProductSnapshot({
    id: `rp-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    productId: `p-${counter}`,
    name: `Product ${counter}`,
    sku: `SKU-${counter}`,
    unitPrice: 2.5,
    ...over,
  });
}

export function roundSummary(over: Partial<RoundSummary> = {}): RoundSummary {
  counter++;
  return roundSummaryFixture({
    id: `round-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    title: `Round ${counter}`,
    description: 'A test round',
    version: 3,
    ...over,
  });
}

export function approvedEvent(round: RoundSummary, products: RoundProductSnapshot[]) {
  return createEvent(
    roundApprovedV1,
    { round: { ...round, status: 'approved', productCount: products.length }, products },
    'supplier',
  );
}

/** The supplier's close of `round`; with `outcomes`, a close with the products' outcomes (by its deadline unless said). */
export function closedEvent(
  round: RoundSummary,
  reason: 'closed' | 'rejected' = 'closed',
  outcomes?: RoundProductOutcome[],
  closedBy: 'schedule' | 'admin' = 'schedule',
) {
  return createEvent(
    roundClosedV1,
    {
      round: { ...round, status: 'closed', version: round.version + 1 },
      reason,
      ...(outcomes && { outcomes, closedBy }),
    },
    'supplier',
  );
}
