import { DeliverPolicy, type ConsumerMessages, type NatsConnection } from 'nats';
import {
  ACCESS_REVOCATION_SUBJECTS,
  ACCESS_TOKEN_MAX_TTL_S,
  envelopeBaseSchema,
  sessionRevokedV1,
  userTokensRevokedV1,
} from '@marketplace/contracts';
import type { Logger } from '../core/logger';
import { ensureStream } from '../messaging/nats';

/** What the verifier needs to know of a token to decide whether it was revoked. */
export interface RevocableToken {
  userId: string;
  sessionId?: string;
  /** Issue time in milliseconds. */
  issuedAtMs: number;
}

/**
 * Revoked sessions and per-user cut-offs, in memory, each kept only until the last token it
 * could concern has expired (`until`). Small: one entry per sign-out in the last token lifetime.
 */
export class RevocationList {
  private readonly sessions = new Map<string, number>();
  private readonly users = new Map<string, { beforeMs: number; untilMs: number }>();
  private readonly listeners = new Set<() => void>();

  /**
   * Calls `listener` after every revocation learnt: what holds a session open past one request
   * (the realtime gateway's sockets) checks its tokens again. Returns the unsubscribe.
   */
  onRevocation(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  revokeSession(sessionId: string, untilMs: number): void {
    this.sessions.set(sessionId, Math.max(untilMs, this.sessions.get(sessionId) ?? 0));
    this.changed();
  }

  /** Tokens of `userId` issued before `beforeMs` are void; the latest cut-off wins. */
  revokeUserBefore(userId: string, beforeMs: number, untilMs: number): void {
    const current = this.users.get(userId);
    this.users.set(userId, {
      beforeMs: Math.max(beforeMs, current?.beforeMs ?? 0),
      untilMs: Math.max(untilMs, current?.untilMs ?? 0),
    });
    this.changed();
  }

  isRevoked(token: RevocableToken, now = Date.now()): boolean {
    if (token.sessionId !== undefined) {
      const until = this.sessions.get(token.sessionId);
      if (until !== undefined && until > now) return true;
    }
    const cut = this.users.get(token.userId);
    return cut !== undefined && cut.untilMs > now && token.issuedAtMs < cut.beforeMs;
  }

  /** Forgets entries whose tokens have all expired. */
  prune(now = Date.now()): void {
    for (const [id, until] of this.sessions) if (until <= now) this.sessions.delete(id);
    for (const [id, cut] of this.users) if (cut.untilMs <= now) this.users.delete(id);
  }

  get size(): number {
    return this.sessions.size + this.users.size;
  }

  /** Applies one event from identity's stream; anything else is ignored. */
  apply(raw: unknown): void {
    const base = envelopeBaseSchema.passthrough().safeParse(raw);
    if (!base.success) return;
    if (base.data.type === sessionRevokedV1.type) {
      const e = sessionRevokedV1.envelope.safeParse(raw);
      if (e.success) this.revokeSession(e.data.data.sessionId, Date.parse(e.data.data.until));
    } else if (base.data.type === userTokensRevokedV1.type) {
      const e = userTokensRevokedV1.envelope.safeParse(raw);
      if (e.success)
        this.revokeUserBefore(
          e.data.data.userId,
          Date.parse(e.data.data.before),
          Date.parse(e.data.data.until),
        );
    }
  }
}

export interface RevocationFollower {
  list: RevocationList;
  stop(): Promise<void>;
}

/**
 * Keeps `list` up to date from identity's stream: an ordered (ephemeral, gap-free) consumer on
 * `identity.access.>`, starting one access-token lifetime back so a service that starts (or
 * restarts) knows every revocation that still matters. Resolves once those are read (or after
 * `catchUpTimeoutMs`, logged: a service must start even when NATS is slow). When NATS is
 * unreachable later, revocations arrive when it is back; until then tokens are judged by
 * signature and expiry alone.
 */
export async function followRevocations(
  nc: NatsConnection,
  logger: Logger,
  opts: { list?: RevocationList; lookbackMs?: number; catchUpTimeoutMs?: number } = {},
): Promise<RevocationFollower> {
  const list = opts.list ?? new RevocationList();
  const stream = await ensureStream(nc, 'identity');
  const js = nc.jetstream();
  const consumer = await js.consumers.get(stream, {
    filterSubjects: ACCESS_REVOCATION_SUBJECTS,
    deliver_policy: DeliverPolicy.StartTime,
    opt_start_time: new Date(Date.now() - (opts.lookbackMs ?? ACCESS_TOKEN_MAX_TTL_S * 1000)).toISOString(),
  });
  let caughtUp!: () => void;
  const ready = new Promise<void>((resolve) => (caughtUp = resolve));
  const messages: ConsumerMessages = await consumer.consume();
  const loop = (async () => {
    for await (const m of messages) {
      try {
        list.apply(m.json());
      } catch (err) {
        logger.warn({ err: (err as Error).message, seq: m.seq }, 'unreadable revocation skipped');
      }
      if (m.info.pending === 0) caughtUp();
    }
  })().catch((err: Error) => logger.error({ err: err.message }, 'revocation follower stopped'));
  const info = await consumer.info().catch(() => null);
  if (info && info.num_pending === 0 && info.delivered.stream_seq === 0) caughtUp();

  const timeoutMs = opts.catchUpTimeoutMs ?? 5000;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    ready.then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
  ]);
  clearTimeout(timer);
  if (timedOut) logger.warn({ timeoutMs }, 'recent revocations not read in time; continuing');

  const pruner = setInterval(() => list.prune(), 60_000);
  pruner.unref();
  return {
    list,
    async stop() {
      clearInterval(pruner);
      await messages.close().catch(() => undefined);
      await loop;
    },
  };
}
