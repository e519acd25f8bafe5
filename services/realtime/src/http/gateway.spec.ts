import { roundProductSnapshot, roundSummary } from '@marketplace/contracts/fixtures';
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import request from 'supertest';
import type { NatsConnection } from 'nats';
import {
  ACCESS_COOKIE,
  commitmentChangedV1,
  orderBookChangedV1,
  notificationCreatedV1,
  roundApprovedV1,
  roundChannel,
  roundClosedV1,
  userChannel,
  type EventDefinition,
  type Notification,
  type RoundSummary,
  type ServerFrame,
} from '@marketplace/contracts';
import { ensureStream } from '@marketplace/service-kit/messaging';
import { signAccessToken } from '@marketplace/service-kit/http';
import {
  eventually,
  testKeyPair,
  testNats,
  uniqueProducer,
  publishEvent,
} from '@marketplace/service-kit/testing';
import { buildRealtime } from '../app';
import { ORIGIN, startTestGateway, type TestGateway } from '../test-harness';
import type { RealtimeConfig } from '../config';

const keys = testKeyPair();
const strangerKeys = testKeyPair();
let nc: NatsConnection;
let supplier: string;
let buyer: string;
let notifications: string;
let gateway: TestGateway;
let built: Awaited<ReturnType<typeof buildRealtime>>;
let wsUrl: string;
let metricsText: () => Promise<string>;
const openSockets = new Set<WebSocket>();

function announcedRound(id: string, status: RoundSummary['status'], version: number): RoundSummary {
  return roundSummary({ id, status, version, supplierId: 'c-supplier', supplierName: 'Demo Supplier Co.' });
}

async function publish<D extends EventDefinition>(producer: string, def: D, data: unknown): Promise<void> {
  await ensureStream(nc, producer);
  const envelope = { id: randomUUID(), type: def.type, occurredAt: new Date().toISOString(), producer, data };
  def.envelope.parse(envelope);
  await publishEvent(nc, envelope, { producer });
}

async function approve(roundId: string): Promise<void> {
  await publish(supplier, roundApprovedV1, {
    round: announcedRound(roundId, 'approved', 2),
    products: [roundProductSnapshot({ id: `${roundId}-p1`, name: 'Widget', unitPrice: 2 })],
  });
}

async function change(roundId: string, buyerId: string, totalCommitted: number, seq: number): Promise<void> {
  await publish(buyer, commitmentChangedV1, {
    roundId,
    roundProductId: `${roundId}-p1`,
    seq,
    totalCommitted,
    buyerId,
    delta: 10,
    buyerCommitted: 10,
    reason: 'cart-add',
    changedAt: new Date().toISOString(),
  });
}

function token(userId: string, role: 'buyer' | 'supplier' | 'admin' = 'buyer'): string {
  return signAccessToken(keys.privateKey, { userId, role, companyId: null });
}

interface TestClient {
  ws: WebSocket;
  frames: ServerFrame[];
  next(match?: (f: ServerFrame) => boolean): Promise<ServerFrame>;
  closed: Promise<{ code: number }>;
}

function connect(
  opts: { token?: string; origin?: string; autoPong?: boolean } = {},
): Promise<TestClient | { status: number }> {
  const headers: Record<string, string> = {};
  if (opts.origin !== '') headers.Origin = opts.origin ?? ORIGIN;
  if (opts.token) headers.Cookie = `${ACCESS_COOKIE}=${opts.token}`;
  const ws = new WebSocket(wsUrl, { headers, autoPong: opts.autoPong ?? true });
  openSockets.add(ws);
  // Refused upgrades and server-side terminations surface as socket errors; the test reads the outcome.
  ws.on('error', () => undefined);
  const frames: ServerFrame[] = [];
  const waiters: Array<{ match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }> = [];
  let seen = 0;
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as ServerFrame;
    frames.push(frame);
    const i = waiters.findIndex((w) => w.match(frame));
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(frame);
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  return new Promise((resolve) => {
    ws.on('unexpected-response', (req, res) => {
      openSockets.delete(ws);
      req.destroy();
      resolve({ status: res.statusCode ?? 0 });
    });
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        closed,
        next: (match = () => true) => {
          const found = frames.slice(seen).find(match);
          if (found) {
            seen = frames.indexOf(found) + 1;
            return Promise.resolve(found);
          }
          return new Promise((res) =>
            waiters.push({
              match,
              resolve: (f) => {
                seen = frames.indexOf(f) + 1;
                res(f);
              },
            }),
          );
        },
      }),
    );
  });
}

async function connected(opts: Parameters<typeof connect>[0] = {}): Promise<TestClient> {
  const c = await connect({ token: token(`buyer-${randomUUID()}`), ...opts });
  if ('status' in c) throw new Error(`refused with ${c.status}`);
  return c;
}

async function start(overrides: Partial<RealtimeConfig> = {}): Promise<void> {
  gateway = await startTestGateway(nc, keys.publicKey, {
    SUPPLIER_PRODUCER: supplier,
    BUYER_PRODUCER: buyer,
    NOTIFICATIONS_PRODUCER: notifications,
    ...overrides,
  });
  ({ built, wsUrl } = gateway);
  metricsText = async () => (await request(built.app).get('/metrics')).text;
  // As a load balancer would: connect once /ready says the round events are replayed. Until then
  // upgrades are refused with 503 (not_ready), and with events already in the stream the replay
  // can still be running when start() returns.
  for (let waited = 0; (await request(built.app).get('/ready')).status !== 200; waited += 50) {
    if (waited > 10_000) throw new Error('the gateway never became ready');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stop(): Promise<void> {
  for (const ws of openSockets) ws.terminate();
  openSockets.clear();
  await gateway.stop();
}

beforeAll(async () => {
  nc = await testNats('realtime-spec');
});
afterAll(async () => {
  await nc.close();
});

describe('realtime gateway', () => {
  beforeEach(async () => {
    supplier = uniqueProducer();
    buyer = uniqueProducer();
    notifications = uniqueProducer();
    await ensureStream(nc, supplier);
    await ensureStream(nc, buyer);
    await ensureStream(nc, notifications);
  });
  afterEach(stop);

  it('refuses an upgrade without a cookie, with a bad token or from another origin', async () => {
    await start();
    expect(await connect({})).toEqual({ status: 401 });
    expect(await connect({ token: 'not-a-jwt' })).toEqual({ status: 401 });
    const forged = signAccessToken(strangerKeys.privateKey, { userId: 'u', role: 'buyer', companyId: null });
    expect(await connect({ token: forged })).toEqual({ status: 401 });
    expect(await connect({ token: token('u'), origin: 'https://attacker.example' })).toEqual({ status: 403 });
    expect(await connect({ token: token('u'), origin: '' })).toEqual({ status: 403 });
    expect(await metricsText()).toMatch(/ws_upgrades_refused_total\{reason="origin",service="realtime"\} 2/);
  });

  it('joins approved rounds only, and answers bad frames with an error frame without dropping the socket', async () => {
    await approve('r-open');
    await publish(supplier, roundClosedV1, {
      round: announcedRound('r-shut', 'closed', 3),
      reason: 'rejected',
    });
    await start();
    const c = await connected();
    c.ws.send('not json');
    expect(await c.next()).toMatchObject({ type: 'error', code: 'frame.invalid' });
    c.ws.send(JSON.stringify({ type: 'subscribe', channel: 'lobby' }));
    expect(await c.next()).toMatchObject({ type: 'error', code: 'frame.invalid' });
    c.ws.send(JSON.stringify({ type: 'subscribe', channel: roundChannel('r-draft') }));
    expect(await c.next()).toMatchObject({ type: 'error', code: 'channel.not_open' });
    c.ws.send(JSON.stringify({ type: 'subscribe', channel: roundChannel('r-shut') }));
    expect(await c.next()).toMatchObject({ type: 'error', code: 'channel.not_open' });
    c.ws.send(JSON.stringify({ type: 'subscribe', channel: roundChannel('r-open') }));
    expect(await c.next()).toMatchObject({ type: 'subscribed', channel: 'round-r-open-selections' });
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('lets a supplier in for its own notifications, but not into round progress', async () => {
    await approve('r-open');
    await start();
    const c = await connected({ token: token('supplier-1', 'supplier') });
    c.ws.send(JSON.stringify({ type: 'subscribe', channel: roundChannel('r-open') }));
    expect(await c.next()).toMatchObject({ type: 'error', code: 'channel.forbidden' });
    c.ws.send(JSON.stringify({ type: 'subscribe', channel: userChannel('supplier-1') }));
    expect(await c.next()).toMatchObject({ type: 'subscribed', channel: 'user-supplier-1-notifications' });
  });

  it('delivers a notification to its user only; another user cannot join that channel', async () => {
    await approve('r-a');
    await start();
    const aliceId = `buyer-${randomUUID()}`;
    const alice = await connected({ token: token(aliceId) });
    const aliceOtherTab = await connected({ token: token(aliceId) });
    const mallory = await connected();
    for (const c of [alice, aliceOtherTab])
      c.ws.send(JSON.stringify({ type: 'subscribe', channel: userChannel(aliceId) }));
    await alice.next((f) => f.type === 'subscribed');
    await aliceOtherTab.next((f) => f.type === 'subscribed');
    mallory.ws.send(JSON.stringify({ type: 'subscribe', channel: userChannel(aliceId) }));
    expect(await mallory.next()).toMatchObject({
      type: 'error',
      code: 'channel.forbidden',
      channel: userChannel(aliceId),
    });
    // Mallory also watches a round, so a frame meant for anyone on this socket would arrive.
    mallory.ws.send(JSON.stringify({ type: 'subscribe', channel: roundChannel('r-a') }));
    await mallory.next((f) => f.type === 'subscribed');

    const notification: Notification = {
      id: 'n-1',
      kind: 'order_approved',
      params: { orderNumber: 12, roundTitle: 'Spring Textiles' },
      link: '/buyer/orders/o-12',
      createdAt: new Date().toISOString(),
      readAt: null,
    };
    await publish(notifications, notificationCreatedV1, { userId: aliceId, notification });
    for (const c of [alice, aliceOtherTab])
      expect(await c.next((f) => f.type === 'notification')).toEqual({
        type: 'notification',
        channel: userChannel(aliceId),
        notification,
      });
    // A later round change reaches Mallory: the notification, published before it, did not.
    await change('r-a', 'someone', 5, 1);
    await mallory.next((f) => f.type === 'broadcast');
    expect(mallory.frames.filter((f) => f.type === 'notification')).toEqual([]);
  });

  it('learns rounds approved after it started, and forgets closed ones', async () => {
    await start();
    await approve('r-late');
    const tryJoin = async () => {
      const c = await connected();
      c.ws.send(JSON.stringify({ type: 'subscribe', channel: roundChannel('r-late') }));
      const f = await c.next();
      c.ws.close();
      return f.type;
    };
    expect(await eventually(async () => (await tryJoin()) === 'subscribed')).toBe(true);
    await publish(supplier, roundClosedV1, {
      round: announcedRound('r-late', 'closed', 3),
      reason: 'closed',
    });
    expect(await eventually(async () => (await tryJoin()) === 'error')).toBe(true);
  });

  it('delivers a change to that round’s subscribers only, with a marker instead of the user id', async () => {
    await approve('r-a');
    await approve('r-b');
    await start();
    const aliceId = `buyer-${randomUUID()}`;
    const alice = await connected({ token: token(aliceId) });
    const bob = await connected();
    const carol = await connected();
    alice.ws.send(JSON.stringify({ type: 'subscribe', channel: roundChannel('r-a') }));
    bob.ws.send(JSON.stringify({ type: 'subscribe', channel: roundChannel('r-a') }));
    carol.ws.send(JSON.stringify({ type: 'subscribe', channel: roundChannel('r-b') }));
    const aliceJoined = await alice.next((f) => f.type === 'subscribed');
    const bobJoined = await bob.next((f) => f.type === 'subscribed');
    await carol.next((f) => f.type === 'subscribed');

    await change('r-a', aliceId, 40, 1);
    await change('r-b', 'someone', 7, 1);
    const toBob = await bob.next((f) => f.type === 'broadcast');
    const toAlice = await alice.next((f) => f.type === 'broadcast');
    const toCarol = await carol.next((f) => f.type === 'broadcast');

    expect(toBob).toMatchObject({
      channel: 'round-r-a-selections',
      event: 'quantity_change',
      payload: { round_product_id: 'r-a-p1', total_committed: 40 },
      seq: 1,
    });
    // Carol listens to r-b only: the first broadcast she gets is r-b's.
    expect(toCarol).toMatchObject({ channel: 'round-r-b-selections', payload: { total_committed: 7 } });
    if (toAlice.type !== 'broadcast' || toBob.type !== 'broadcast') throw new Error('not broadcasts');
    if (aliceJoined.type !== 'subscribed' || bobJoined.type !== 'subscribed') throw new Error('not joined');
    // Alice recognises her own change; Bob sees a marker that is not Alice's id and not his own.
    expect(toAlice.payload.user_id).toBe(aliceJoined.you);
    expect(toBob.payload.user_id).toBe(aliceJoined.you);
    expect(toBob.payload.user_id).not.toBe(bobJoined.you);
    expect(toBob.payload.user_id).not.toContain(aliceId);
    expect(await metricsText()).toMatch(/ws_deliveries_total\{service="realtime"\} 3/);
  });

  it('delivers a round’s units in orders to that round’s subscribers only', async () => {
    await approve('r-o');
    await approve('r-p');
    await start();
    const ann = await connected();
    const ben = await connected();
    ann.ws.send(JSON.stringify({ type: 'subscribe', channel: roundChannel('r-o') }));
    ben.ws.send(JSON.stringify({ type: 'subscribe', channel: roundChannel('r-p') }));
    await ann.next((f) => f.type === 'subscribed');
    await ben.next((f) => f.type === 'subscribed');

    const booked = (roundId: string, units: number) =>
      publish(buyer, orderBookChangedV1, {
        roundId,
        seq: 3,
        ordered: [{ roundProductId: `${roundId}-p1`, units }],
        flex: [{ roundProductId: `${roundId}-p1`, units: 6 }],
        held: [{ roundProductId: `${roundId}-p1`, units: 2 }],
        sealed: false,
        changedAt: new Date().toISOString(),
      });
    await booked('r-o', 12);
    await booked('r-p', 5);
    expect(await ann.next((f) => f.type === 'ordered')).toMatchObject({
      channel: 'round-r-o-selections',
      payload: {
        ordered: [{ round_product_id: 'r-o-p1', total_ordered: 12 }],
        // The flexible units offered move the MOQ bar's flex segment live.
        flex: [{ round_product_id: 'r-o-p1', total_flex: 6 }],
        // And the units waiting for their company's approval, the held segment.
        held: [{ round_product_id: 'r-o-p1', total_held: 2 }],
      },
      seq: 3,
    });
    expect(await ben.next((f) => f.type === 'ordered')).toMatchObject({
      channel: 'round-r-p-selections',
      payload: { ordered: [{ round_product_id: 'r-p-p1', total_ordered: 5 }] },
    });
  });

  it('disconnects a client that stops reading instead of buffering for it, and keeps serving the others', async () => {
    await approve('r-flood');
    await start({ MAX_BUFFERED_BYTES: 64 * 1024 });
    const slow = await connected();
    const fast = await connected();
    for (const c of [slow, fast])
      c.ws.send(JSON.stringify({ type: 'subscribe', channel: roundChannel('r-flood') }));
    await slow.next((f) => f.type === 'subscribed');
    await fast.next((f) => f.type === 'subscribed');
    // The slow client's process stops reading its socket: the kernel buffers fill, then ours would.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    let rounds = 0;
    while (built.gateway.connectionCount > 1 && rounds < 400) {
      for (let i = 0; i < 1000; i++)
        built.gateway.deliver({
          roundId: 'r-flood',
          roundProductId: 'r-flood-p1',
          totalCommitted: i,
          buyerId: 'x',
          seq: rounds * 1000 + i + 1,
          changedAt: new Date().toISOString(),
        });
      rounds++;
      await new Promise((r) => setTimeout(r, 2));
    }
    expect(built.gateway.connectionCount).toBe(1);
    expect(fast.ws.readyState).toBe(WebSocket.OPEN);
    expect(await metricsText()).toMatch(/ws_drops_total\{reason="slow",service="realtime"\} 1/);
  }, 60_000);

  it('drops sockets that stop answering pings', async () => {
    await start({ HEARTBEAT_MS: 150 });
    const silent = await connected({ autoPong: false });
    const alive = await connected();
    await silent.closed;
    expect(alive.ws.readyState).toBe(WebSocket.OPEN);
    expect(await metricsText()).toMatch(/ws_drops_total\{reason="dead",service="realtime"\} 1/);
  });

  it('limits subscriptions and frame rate per connection', async () => {
    for (const id of ['r1', 'r2', 'r3']) await approve(id);
    await start({ MAX_SUBSCRIPTIONS: 2, MAX_FRAMES_PER_SECOND: 5 });
    const c = await connected();
    for (const id of ['r1', 'r2', 'r3'])
      c.ws.send(JSON.stringify({ type: 'subscribe', channel: roundChannel(id) }));
    expect(await c.next((f) => f.type === 'error')).toMatchObject({ code: 'channel.limit' });
    for (let i = 0; i < 100; i++)
      c.ws.send(JSON.stringify({ type: 'unsubscribe', channel: roundChannel('r9') }));
    expect(await c.next((f) => f.type === 'error' && f.code === 'rate.limited')).toBeTruthy();
    expect(await c.closed).toEqual({ code: 1008 });
  });

  it('tells open sockets to go elsewhere (1001) when it shuts down, and refuses new ones', async () => {
    await start();
    const c = await connected();
    const closing = built.beforeClose!();
    expect(await c.closed).toEqual({ code: 1001 });
    await closing;
    expect(await connect({ token: token('late') })).toEqual({ status: 503 });
  });
});
