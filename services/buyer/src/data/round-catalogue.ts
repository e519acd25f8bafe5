import type { Connection } from 'mongoose';
import { isOpenForBuying, opensLater } from '@marketplace/domain';
import type { Logger } from '@marketplace/service-kit/core';
import { isNewerVersion } from '@marketplace/service-kit/store';
import { matchesSearch, newestFirst, type ListedRound } from '../domain/round-listing';
import type { RoundDoc, RoundModel } from './round.model';

const META_ID = 'rounds';

/**
 * The approved rounds, in memory and already newest first: the list is read on every visit and
 * FerretDB sorts in the service process anyway (sorts are not pushed down), so sorting 1,000
 * documents per request is replaced by one sort per change. The round consumer writes the
 * database first, then calls `apply`. Replicas learn of each other's changes through a counter in
 * `catalogue_meta` that every change increments: a replica whose own increment skipped a number,
 * or whose periodic read (by `_id`, every CATALOGUE_REFRESH_MS) finds a higher one, reloads.
 * (A random stamp here once made a replica reload everything whenever its read crossed its own
 * write: feeding 1,000 rounds took minutes instead of seconds.)
 */
export class RoundCatalogue {
  private byId = new Map<string, ListedRound>();
  /** The version of each round in `byId`: a reload keeps what is newer than the database it read. */
  private versions = new Map<string, number>();
  private approved: ListedRound[] = [];
  /** The change counter this view is known to include. */
  private seen = 0;
  private reloading?: Promise<void>;
  /** Own changes being counted: their increments are not another replica's news. */
  private applying = 0;
  private timer?: NodeJS.Timeout;
  private readonly meta;

  constructor(
    conn: Connection,
    private readonly rounds: RoundModel,
    private readonly logger: Logger,
  ) {
    this.meta = conn.collection<{ _id: string; changes: number }>('catalogue_meta');
  }

  /** Reads every round (at start, and when another replica changed some). One at a time. */
  load(): Promise<void> {
    this.reloading ??= (async () => {
      const changes = (await this.meta.findOne({ _id: META_ID }))?.changes ?? 0;
      const docs = await this.rounds.find({}).lean();
      const byId = new Map(docs.map((d) => [d._id, toListed(d)]));
      const versions = new Map(docs.map((d) => [d._id, d.version]));
      // Rounds are applied while the database is read (the consumer handles several rounds at
      // once): one saved after this read began is missing from it or older there, and replacing
      // the view with the read alone would make that round vanish from this replica.
      for (const [id, version] of this.versions) {
        const applied = this.byId.get(id);
        if (applied && isNewerVersion(versions.get(id), version)) {
          byId.set(id, applied);
          versions.set(id, version);
        }
      }
      this.byId = byId;
      this.versions = versions;
      this.rebuild();
      this.seen = Math.max(this.seen, changes);
    })().finally(() => (this.reloading = undefined));
    return this.reloading;
  }

  start(refreshMs: number): void {
    this.timer = setInterval(() => void this.refreshIfChanged(), refreshMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async refreshIfChanged(): Promise<void> {
    try {
      if (this.applying) return;
      const changes = (await this.meta.findOne({ _id: META_ID }))?.changes ?? 0;
      if (changes > this.seen && !this.applying) await this.load();
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'rounds view refresh failed; keeping the last one');
    }
  }

  /** After the consumer saved `doc`: update this replica's view and tell the others. */
  async apply(doc: RoundDoc): Promise<void> {
    this.byId.set(doc._id, toListed(doc));
    this.versions.set(doc._id, doc.version);
    this.rebuild();
    this.applying += 1;
    const counted = await this.meta
      .findOneAndUpdate({ _id: META_ID }, { $inc: { changes: 1 } }, { upsert: true, returnDocument: 'after' })
      .finally(() => (this.applying -= 1));
    const changes = counted?.changes ?? this.seen + 1;
    // Exactly one more than we knew: nobody else changed anything meanwhile.
    if (changes === this.seen + 1) this.seen = changes;
    else
      void this.load().catch((err: Error) =>
        this.logger.warn({ err: err.message }, 'rounds view reload failed'),
      );
  }

  /** Every approved round this view holds (the closing-soon scan reads their deadlines). */
  approvedRounds(): readonly ListedRound[] {
    return this.approved;
  }

  /** The products of every round this view holds, open or not. */
  productIds(): string[] {
    return [...this.byId.values()].flatMap((r) => r.products.map((p) => p.id));
  }

  /** The ids of every round this view holds, open or not. */
  roundIds(): string[] {
    return [...this.byId.keys()];
  }

  get(roundId: string): ListedRound | undefined {
    return this.byId.get(roundId);
  }

  /** Rounds open for buying at `now` (the dashboard's open rounds); upcoming ones do not count. */
  openCount(now: Date): number {
    return this.openRounds(now).length;
  }

  /** The products of the rounds open for buying at `now`: the only ones carts can hold units of. */
  openProductIds(now: Date): string[] {
    return this.openRounds(now).flatMap((r) => r.products.map((p) => p.id));
  }

  private openRounds(now: Date): ListedRound[] {
    return this.approved.filter((r) => isOpenForBuying(r, now));
  }

  /** One page of Explore Rounds at `now` (open or opening later) matching `search`, newest first. */
  page(
    search: string | undefined,
    page: number,
    pageSize: number,
    now: Date,
  ): { items: ListedRound[]; total: number } {
    const listed = this.listed(now);
    const matching = search?.trim() ? listed.filter((r) => matchesSearch(r, search)) : listed;
    const start = (page - 1) * pageSize;
    return { items: matching.slice(start, start + pageSize), total: matching.length };
  }

  /**
   * What Explore Rounds lists: open rounds and those opening later ("Opens {date}"). Decided per
   * read, not per change: opening and closing times pass without any event saying so.
   */
  private listed(now: Date): ListedRound[] {
    return this.approved.filter((r) => isOpenForBuying(r, now) || opensLater(r, now));
  }

  private rebuild(): void {
    this.approved = [...this.byId.values()].filter((r) => r.status === 'approved').sort(newestFirst);
  }
}

function toListed(doc: RoundDoc): ListedRound {
  return {
    id: doc._id,
    title: doc.title,
    description: doc.description,
    currency: doc.currency,
    openAt: doc.openAt,
    closeAt: doc.closeAt,
    status: doc.status,
    supplierId: doc.supplierId,
    supplierName: doc.supplierName,
    createdAt: doc.createdAt,
    products: doc.products,
    endAction: doc.endAction ?? null,
    extendDays: doc.extendDays ?? null,
    extended: doc.extended ?? false,
    outcomes: doc.outcomes ?? null,
    freightCost: doc.freightCost ?? null,
    freightBasis: doc.freightBasis ?? 'gross_weight',
    lastCallHours: doc.lastCallHours ?? null,
    seriesId: doc.seriesId ?? null,
  };
}
