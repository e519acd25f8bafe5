import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  ACCESS_COOKIE,
  WS_CLOSE,
  clientFrameSchema,
  roundChannel,
  roundIdOfChannel,
  userChannel,
  userIdOfChannel,
  type Caller,
  type Notification,
  type ServerFrame,
} from '@marketplace/contracts';
import { cookieValue } from '@marketplace/contracts/cookies';
import type { Logger } from '@marketplace/service-kit/core';
import type { TokenVerifier } from '@marketplace/service-kit/http';
import type { MarkerOf } from '../domain/markers';
import type { OpenRounds } from '../domain/open-rounds';
import type { RealtimeMetrics } from './realtime-metrics';

export interface GatewayLimits {
  heartbeatMs: number;
  maxBufferedBytes: number;
  maxSubscriptions: number;
  maxFramesPerSecond: number;
}

export interface GatewayOptions {
  verifier: TokenVerifier;
  origins: Set<string>;
  openRounds: Pick<OpenRounds, 'isOpen' | 'ready'>;
  markerOf: MarkerOf;
  limits: GatewayLimits;
  metrics: RealtimeMetrics;
  logger: Logger;
}

/** One committed-quantity change to fan out (from `buyer.commitment.changed.v1`). */
export interface QuantityChange {
  roundId: string;
  roundProductId: string;
  totalCommitted: number;
  buyerId: string;
  seq: number;
  changedAt: string;
}

/** A round's units in orders to fan out (from `buyer.order-book.changed.v1`). */
export interface OrderedChange {
  roundId: string;
  seq: number;
  ordered: Array<{ roundProductId: string; units: number }>;
  /** Flexible units offered in orders; absent from books written before it. */
  flex?: Array<{ roundProductId: string; units: number }>;
  /** Units in orders waiting for their company's approval; absent from books written before it. */
  held?: Array<{ roundProductId: string; units: number }>;
  changedAt: string;
}

interface Client {
  ws: WebSocket;
  caller: Caller;
  /** The access token the socket opened with: checked again when a session is revoked. */
  token: string;
  /** Closes the socket when that token expires. */
  expiry?: NodeJS.Timeout;
  rounds: Set<string>;
  /** Joined its own user channel (the only user channel it may join). */
  ownChannel: boolean;
  alive: boolean;
  tokens: number;
  refilledAt: number;
}

/** When a verified access token expires (its `exp`), in milliseconds. */
function tokenExpiresAtMs(token: string): number {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : Date.now();
  } catch {
    return Date.now();
  }
}

/** Roles whose screens show round progress: buyers, and admins who pass every guard. */
const VIEWER_ROLES = new Set(['buyer', 'admin']);

/**
 * The websocket side of the gateway: authenticates upgrades, keeps who listens to which round
 * and which user listens to their own notifications, and hands each change to that round's
 * sockets only and each notification to its user's sockets only. Every signed-in role may
 * connect (everyone has a bell); round channels are for the roles that watch rounds. Nothing
 * here is durable; a client that missed frames (reconnect, restart) refetches over HTTP.
 */
export class Gateway {
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: 4 * 1024,
    perMessageDeflate: false,
  });
  private readonly clients = new Set<Client>();
  private readonly listeners = new Map<string, Set<Client>>();
  /** Sockets on a user's own channel, by user id. */
  private readonly userListeners = new Map<string, Set<Client>>();
  private heartbeat?: NodeJS.Timeout;
  private closing = false;
  private stopFollowingRevocations?: () => void;

  constructor(private readonly opts: GatewayOptions) {}

  get connectionCount(): number {
    return this.clients.size;
  }

  start(): void {
    this.heartbeat = setInterval(() => this.beat(), this.opts.limits.heartbeatMs);
    this.heartbeat.unref();
    // A socket lives no longer than its session (a signed-out session's socket kept
    // receiving its notifications): every revocation identity announces (sign-out, password
    // reset, company change) checks the open sockets' tokens again.
    this.stopFollowingRevocations = this.opts.verifier.onRevocation?.(() => this.checkSessions());
  }

  /** For `server.on('upgrade')`: everything is checked before the handshake completes. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const refusal = this.refusalOf(req);
    if (typeof refusal === 'object' && 'status' in refusal) {
      this.opts.metrics.refused.inc({ reason: refusal.reason });
      socket.write(
        `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      socket.destroy();
      return;
    }
    const caller = refusal;
    const token = cookieValue(req.headers.cookie ?? '', ACCESS_COOKIE)!;
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, caller, token));
  }

  /** Sends one change to the sockets listening to its round. */
  deliver(change: QuantityChange): number {
    const listeners = this.listeners.get(change.roundId);
    if (!listeners?.size) return 0;
    const channel = roundChannel(change.roundId);
    const frame: ServerFrame = {
      type: 'broadcast',
      channel,
      event: 'quantity_change',
      payload: {
        round_product_id: change.roundProductId,
        total_committed: change.totalCommitted,
        user_id: this.opts.markerOf(change.buyerId, change.roundId),
      },
      seq: change.seq,
      at: change.changedAt,
    };
    // Serialised once: every listener gets the same bytes (the marker is per round, not per viewer).
    return this.fanOut(listeners, JSON.stringify(frame));
  }

  /** Sends a round's units in orders to the sockets listening to that round. */
  deliverOrdered(change: OrderedChange): number {
    const listeners = this.listeners.get(change.roundId);
    if (!listeners?.size) return 0;
    const frame: ServerFrame = {
      type: 'ordered',
      channel: roundChannel(change.roundId),
      payload: {
        ordered: change.ordered.map((o) => ({ round_product_id: o.roundProductId, total_ordered: o.units })),
        ...(change.flex && {
          flex: change.flex.map((f) => ({ round_product_id: f.roundProductId, total_flex: f.units })),
        }),
        ...(change.held && {
          held: change.held.map((h) => ({ round_product_id: h.roundProductId, total_held: h.units })),
        }),
      },
      seq: change.seq,
      at: change.changedAt,
    };
    return this.fanOut(listeners, JSON.stringify(frame));
  }

  /** Sends a notification to the sockets of its user that joined their channel. */
  deliverNotification(userId: string, notification: Notification): number {
    const listeners = this.userListeners.get(userId);
    if (!listeners?.size) return 0;
    const frame: ServerFrame = { type: 'notification', channel: userChannel(userId), notification };
    return this.fanOut(listeners, JSON.stringify(frame));
  }

  private fanOut(listeners: Set<Client>, text: string): number {
    let sent = 0;
    for (const client of listeners) {
      if (client.ws.readyState !== WebSocket.OPEN) continue;
      if (client.ws.bufferedAmount > this.opts.limits.maxBufferedBytes) {
        this.drop(client, 'slow', WS_CLOSE.tryAgainLater, 'too slow to keep up');
        continue;
      }
      client.ws.send(text);
      sent++;
    }
    this.opts.metrics.deliveries.inc(sent);
    return sent;
  }

  /** Shutdown: no new sockets; open ones are told to reconnect elsewhere (1001 going away). */
  async close(graceMs = 1000): Promise<void> {
    this.closing = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.stopFollowingRevocations?.();
    for (const client of this.clients) client.ws.close(WS_CLOSE.goingAway, 'server shutting down');
    const deadline = Date.now() + graceMs;
    while (this.clients.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const client of this.clients) client.ws.terminate();
    this.wss.close();
  }

  private refusalOf(req: IncomingMessage): Caller | { status: number; reason: string } {
    if (this.closing) return { status: 503, reason: 'closing' };
    if (!this.opts.openRounds.ready) return { status: 503, reason: 'not_ready' };
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/ws') return { status: 404, reason: 'path' };
    const origin = req.headers.origin;
    if (!origin || !this.opts.origins.has(origin)) return { status: 403, reason: 'origin' };
    const token = cookieValue(req.headers.cookie ?? '', ACCESS_COOKIE);
    if (!token) return { status: 401, reason: 'no_token' };
    let caller: Caller;
    try {
      caller = this.opts.verifier.verifyAccess(token);
    } catch {
      return { status: 401, reason: 'bad_token' };
    }
    return caller;
  }

  private accept(ws: WebSocket, caller: Caller, token: string): void {
    const { maxFramesPerSecond } = this.opts.limits;
    const client: Client = {
      ws,
      caller,
      token,
      rounds: new Set(),
      ownChannel: false,
      alive: true,
      tokens: maxFramesPerSecond * 2,
      refilledAt: Date.now(),
    };
    this.clients.add(client);
    this.opts.metrics.connections.set(this.clients.size);
    const expiresInMs = tokenExpiresAtMs(token) - Date.now();
    // Past its token's lifetime the socket is closed; the client reconnects with a fresh token
    // (it refreshes the session when refused) or, signed out, stays closed.
    client.expiry = setTimeout(
      () => this.endSession(client),
      Math.min(Math.max(0, expiresInMs), 2 ** 31 - 1),
    );
    client.expiry.unref();
    ws.on('pong', () => (client.alive = true));
    ws.on('message', (data, isBinary) => this.onFrame(client, data, isBinary));
    ws.on('close', () => this.forget(client));
    ws.on('error', (err) => this.opts.logger.debug({ err: err.message }, 'socket error'));
  }

  private onFrame(client: Client, data: RawData, isBinary: boolean): void {
    if (!this.takeToken(client)) {
      // A client far over its rate is closed; one slightly over is told and its frame ignored.
      if (client.tokens < -this.opts.limits.maxFramesPerSecond * 4)
        return this.drop(client, 'abuse', WS_CLOSE.policy, 'too many frames');
      return this.send(client, { type: 'error', code: 'rate.limited', message: 'Too many frames' });
    }
    let body: unknown;
    try {
      body = isBinary ? undefined : JSON.parse(data.toString());
    } catch {
      body = undefined;
    }
    const frame = clientFrameSchema.safeParse(body);
    if (!frame.success)
      return this.send(client, {
        type: 'error',
        code: 'frame.invalid',
        message:
          'Expected {"type":"subscribe"|"unsubscribe","channel":"round-<id>-selections"|"user-<id>-notifications"}',
      });
    const { channel } = frame.data;
    const roundId = roundIdOfChannel(channel);
    if (roundId === null) return this.onUserChannel(client, frame.data.type, channel);
    if (frame.data.type === 'unsubscribe') {
      this.leave(client, roundId);
      return this.send(client, { type: 'unsubscribed', channel });
    }
    if (!client.rounds.has(roundId)) {
      if (!VIEWER_ROLES.has(client.caller.role))
        return this.send(client, {
          type: 'error',
          code: 'channel.forbidden',
          message: 'Round progress is for buyers',
          channel,
        });
      if (!this.opts.openRounds.isOpen(roundId))
        return this.send(client, {
          type: 'error',
          code: 'channel.not_open',
          message: 'Only approved rounds can be joined',
          channel,
        });
      if (this.atLimit(client)) return this.refuseOverLimit(client, channel);
      client.rounds.add(roundId);
      let set = this.listeners.get(roundId);
      if (!set) this.listeners.set(roundId, (set = new Set()));
      set.add(client);
      this.opts.metrics.subscriptions.inc();
    }
    this.send(client, {
      type: 'subscribed',
      channel,
      you: this.opts.markerOf(client.caller.userId, roundId),
    });
  }

  /** A user channel: only the signed-in user it names may join it. */
  private onUserChannel(client: Client, type: 'subscribe' | 'unsubscribe', channel: string): void {
    const userId = userIdOfChannel(channel)!;
    const own = userId === client.caller.userId;
    if (type === 'unsubscribe') {
      if (own) this.leaveOwn(client);
      return this.send(client, { type: 'unsubscribed', channel });
    }
    if (!own)
      return this.send(client, {
        type: 'error',
        code: 'channel.forbidden',
        message: 'A user channel is for its own user only',
        channel,
      });
    if (!client.ownChannel) {
      if (this.atLimit(client)) return this.refuseOverLimit(client, channel);
      client.ownChannel = true;
      let set = this.userListeners.get(userId);
      if (!set) this.userListeners.set(userId, (set = new Set()));
      set.add(client);
      this.opts.metrics.subscriptions.inc();
    }
    // Nothing here is broadcast to others: the marker only completes the frame.
    this.send(client, { type: 'subscribed', channel, you: this.opts.markerOf(userId, channel) });
  }

  private atLimit(client: Client): boolean {
    return client.rounds.size + (client.ownChannel ? 1 : 0) >= this.opts.limits.maxSubscriptions;
  }

  private refuseOverLimit(client: Client, channel: string): void {
    this.send(client, {
      type: 'error',
      code: 'channel.limit',
      message: `At most ${this.opts.limits.maxSubscriptions} channels per connection`,
      channel,
    });
  }

  /** Token bucket: `maxFramesPerSecond` per second, bursts up to twice that. */
  private takeToken(client: Client): boolean {
    const rate = this.opts.limits.maxFramesPerSecond;
    const now = Date.now();
    client.tokens = Math.min(rate * 2, client.tokens + ((now - client.refilledAt) / 1000) * rate);
    client.refilledAt = now;
    client.tokens -= 1;
    return client.tokens >= 0;
  }

  private send(client: Client, frame: ServerFrame): void {
    // Every refusal is logged: a screen that stays still because its channel was refused (not
    // open, over a limit, rate-limited) is then found in the gateway's log, not guessed at.
    if (frame.type === 'error')
      this.opts.logger.info(
        { userId: client.caller.userId, code: frame.code, channel: frame.channel },
        'frame refused',
      );
    if (client.ws.readyState === WebSocket.OPEN) client.ws.send(JSON.stringify(frame));
  }

  private leave(client: Client, roundId: string): void {
    if (!client.rounds.delete(roundId)) return;
    const set = this.listeners.get(roundId);
    set?.delete(client);
    if (set && set.size === 0) this.listeners.delete(roundId);
    this.opts.metrics.subscriptions.dec();
  }

  private leaveOwn(client: Client): void {
    if (!client.ownChannel) return;
    client.ownChannel = false;
    const userId = client.caller.userId;
    const set = this.userListeners.get(userId);
    set?.delete(client);
    if (set && set.size === 0) this.userListeners.delete(userId);
    this.opts.metrics.subscriptions.dec();
  }

  /** Closes the sockets whose token no longer verifies (revoked, or expired). */
  private checkSessions(): void {
    for (const client of [...this.clients]) {
      try {
        this.opts.verifier.verifyAccess(client.token);
      } catch {
        this.endSession(client);
      }
    }
  }

  private endSession(client: Client): void {
    if (!this.clients.has(client)) return;
    this.opts.metrics.drops.inc({ reason: 'session_ended' });
    this.opts.logger.info({ userId: client.caller.userId }, 'socket closed: session ended');
    client.ws.close(WS_CLOSE.policy, 'session ended');
    this.forget(client);
  }

  private forget(client: Client): void {
    if (!this.clients.delete(client)) return;
    clearTimeout(client.expiry);
    for (const roundId of [...client.rounds]) this.leave(client, roundId);
    this.leaveOwn(client);
    this.opts.metrics.connections.set(this.clients.size);
  }

  private drop(client: Client, reason: 'dead' | 'slow' | 'abuse', code: number, text: string): void {
    this.opts.metrics.drops.inc({ reason });
    this.opts.logger.info({ reason, userId: client.caller.userId }, 'socket dropped');
    if (reason === 'abuse') client.ws.close(code, text);
    // A dead or slow peer would not read a close frame either.
    else client.ws.terminate();
    this.forget(client);
  }

  private beat(): void {
    for (const client of [...this.clients]) {
      if (!client.alive) {
        this.drop(client, 'dead', WS_CLOSE.goingAway, 'no pong');
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
  }
}
