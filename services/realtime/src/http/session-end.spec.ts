/**
 * As found: an open websocket kept receiving a signed-out session's notifications; the server
 * never closed it. A socket now ends with its session: when identity revokes it (sign-out,
 * password reset, company change: the kit's revocation list, fed from identity's stream) and when
 * its access token expires.
 */
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import request from 'supertest';
import type { NatsConnection } from 'nats';
import {
  ACCESS_COOKIE,
  WS_CLOSE,
  notificationCreatedV1,
  userChannel,
  type Notification,
  type ServerFrame,
} from '@marketplace/contracts';
import { ensureStream } from '@marketplace/service-kit/messaging';
import { RevocationList, signAccessToken } from '@marketplace/service-kit/http';
import {
  eventually,
  testKeyPair,
  testNats,
  uniqueProducer,
  publishEvent,
} from '@marketplace/service-kit/testing';
import { buildRealtime } from '../app';
import { ORIGIN, startTestGateway, type TestGateway } from '../test-harness';

const keys = testKeyPair();

let nc: NatsConnection;
let notifications: string;
let gateway: TestGateway;
let built: Awaited<ReturnType<typeof buildRealtime>>;
let wsUrl: string;
let revocations: RevocationList;
const sockets = new Set<WebSocket>();

interface Opened {
  ws: WebSocket;
  frames: ServerFrame[];
  closed: Promise<{ code: number; reason: string }>;
}

async function open(userId: string, sessionId: string, ttlS?: number): Promise<Opened> {
  const token = signAccessToken(keys.privateKey, { userId, role: 'buyer', companyId: 'c1', sessionId }, ttlS);
  const ws = new WebSocket(wsUrl, { headers: { Origin: ORIGIN, Cookie: `${ACCESS_COOKIE}=${token}` } });
  sockets.add(ws);
  ws.on('error', () => undefined);
  const frames: ServerFrame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as ServerFrame));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
  });
  ws.send(JSON.stringify({ type: 'subscribe', channel: userChannel(userId) }));
  await eventually(async () => frames.some((f) => f.type === 'subscribed'));
  return { ws, frames, closed };
}

function notification(): Notification {
  return {
    id: randomUUID(),
    kind: 'order_approved',
    params: { title: 'Spring Tees' },
    link: '/buyer/orders',
    createdAt: new Date().toISOString(),
    readAt: null,
  } as Notification;
}

beforeAll(async () => {
  nc = await testNats('realtime-session-end');
});
afterAll(async () => {
  await nc.close();
});

beforeEach(async () => {
  notifications = uniqueProducer();
  await ensureStream(nc, notifications);
  revocations = new RevocationList();
  gateway = await startTestGateway(
    nc,
    keys.publicKey,
    {
      SUPPLIER_PRODUCER: uniqueProducer(),
      BUYER_PRODUCER: uniqueProducer(),
      NOTIFICATIONS_PRODUCER: notifications,
    },
    { revocations },
  );
  ({ built, wsUrl } = gateway);
  await eventually(async () => (await request(built.app).get('/ready')).status === 200);
});

afterEach(async () => {
  for (const ws of sockets) ws.terminate();
  sockets.clear();
  await gateway.stop();
});

async function notify(userId: string, n: Notification): Promise<void> {
  const envelope = {
    id: randomUUID(),
    type: notificationCreatedV1.type,
    occurredAt: new Date().toISOString(),
    producer: notifications,
    data: { userId, notification: n },
  };
  notificationCreatedV1.envelope.parse(envelope);
  await publishEvent(nc, envelope, { producer: notifications });
}

describe('a socket ends with its session', () => {
  it('closes the socket of a signed-out session at once; the same user’s other session keeps its notices', async () => {
    const userId = `buyer-${randomUUID()}`;
    const signedOut = await open(userId, 'session-out');
    const stillIn = await open(userId, 'session-in');

    // Identity announced the sign-out (sessionRevokedV1), as the kit's follower applies it.
    revocations.revokeSession('session-out', Date.now() + 3_600_000);
    expect(await signedOut.closed).toEqual({ code: WS_CLOSE.policy, reason: 'session ended' });

    const n = notification();
    await notify(userId, n);
    await eventually(async () =>
      stillIn.frames.some((f) => f.type === 'notification' && f.notification.id === n.id),
    );
    expect(signedOut.frames.filter((f) => f.type === 'notification')).toEqual([]);
    expect(stillIn.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes every socket of a user whose tokens were all revoked (password reset, company change)', async () => {
    const userId = `buyer-${randomUUID()}`;
    const a = await open(userId, 'a');
    const b = await open(userId, 'b');
    const other = await open(`buyer-${randomUUID()}`, 'c');
    revocations.revokeUserBefore(userId, Date.now() + 1000, Date.now() + 3_600_000);
    expect((await a.closed).code).toBe(WS_CLOSE.policy);
    expect((await b.closed).code).toBe(WS_CLOSE.policy);
    expect(other.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a socket when its access token expires', async () => {
    const expiring = await open(`buyer-${randomUUID()}`, 'short', 1);
    expect(await expiring.closed).toEqual({ code: WS_CLOSE.policy, reason: 'session ended' });
    const metrics = (await request(built.app).get('/metrics')).text;
    expect(metrics).toMatch(/ws_drops_total\{reason="session_ended",service="realtime"\} 1/);
  });
});
