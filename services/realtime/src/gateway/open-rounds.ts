import { AckPolicy, DeliverPolicy, type ConsumerMessages, type NatsConnection } from 'nats';
import { roundApprovedV1, roundClosedV1 } from '@marketplace/contracts';
import { ensureStream, type Logger } from '@marketplace/service-kit';

/**
 * Which rounds can be joined (approved ones), kept in memory from the supplier's round events.
 * The gateway stores nothing: at start it replays the supplier stream through an ephemeral
 * consumer of its own (each replica has one), then follows it live.
 */
export class OpenRounds {
  private readonly versions = new Map<string, { version: number; open: boolean }>();
  private messages?: ConsumerMessages;
  private caughtUp = false;
  private stopped = false;

  constructor(
    private readonly nc: NatsConnection,
    private readonly producer: string,
    private readonly logger: Logger,
  ) {}

  isOpen(roundId: string): boolean {
    return this.versions.get(roundId)?.open === true;
  }

  /** Ready once the replay reached the end of the stream as it was when we started. */
  get ready(): boolean {
    return this.caughtUp;
  }

  /** Applies one event; an older version than the one we hold changes nothing. */
  apply(roundId: string, version: number, open: boolean): void {
    const current = this.versions.get(roundId);
    if (current && current.version >= version) return;
    this.versions.set(roundId, { version, open });
  }

  async start(): Promise<void> {
    const stream = await ensureStream(this.nc, this.producer);
    const jsm = await this.nc.jetstreamManager();
    const info = await jsm.consumers.add(stream, {
      ack_policy: AckPolicy.None,
      deliver_policy: DeliverPolicy.All,
      filter_subject: `${this.producer}.round.>`,
      // Removed by the server a minute after this replica is gone.
      inactive_threshold: 60 * 1_000_000_000,
    });
    if (info.num_pending === 0) this.caughtUp = true;
    const consumer = await this.nc.jetstream().consumers.get(stream, info.name);
    this.messages = await consumer.consume({ max_messages: 256 });
    void (async () => {
      for await (const msg of this.messages!) {
        this.handle(msg.subject, msg.data);
        if (msg.info.pending === 0) this.caughtUp = true;
      }
      if (!this.stopped) this.logger.warn('round events ended; open rounds no longer follow changes');
    })().catch((err) => this.logger.error({ err }, 'following round events failed'));
  }

  stop(): void {
    this.stopped = true;
    this.messages?.stop();
  }

  private handle(subject: string, data: Uint8Array): void {
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(data));
    } catch {
      return;
    }
    if (subject.endsWith('.round.approved.v1')) {
      const parsed = roundApprovedV1.envelope.safeParse(body);
      if (parsed.success) this.apply(parsed.data.data.round.id, parsed.data.data.round.version, true);
    } else if (subject.endsWith('.round.closed.v1')) {
      const parsed = roundClosedV1.envelope.safeParse(body);
      if (parsed.success) this.apply(parsed.data.data.round.id, parsed.data.data.round.version, false);
    }
  }
}
