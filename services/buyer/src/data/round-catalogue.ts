import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { Logger } from '@marketplace/service-kit';
import { isOpenForBuying, matchesSearch, newestFirst, type ListedRound } from '../domain/round-listing';
import type { RoundDoc, RoundModel } from './round.model';

const META_ID = 'rounds';

/**
 * The approved rounds, in memory and already newest first: the list is read on every visit and
 * FerretDB sorts in the service process anyway (sorts are not pushed down), so sorting 1,000
 * documents per request is replaced by one sort per change. The round consumer writes the
 * database first, then calls `apply`; other replicas notice through the `catalogue_meta` stamp
 * (one read by `_id` every CATALOGUE_REFRESH_MS) and reload.
 */
export class RoundCatalogue {
  private byId = new Map<string, ListedRound>();
  private approved: ListedRound[] = [];
  private stamp: string | null = null;
  private timer?: NodeJS.Timeout;
  private readonly meta;

  constructor(
    conn: Connection,
    private readonly rounds: RoundModel,
    private readonly logger: Logger,
  ) {
    this.meta = conn.collection<{ _id: string; stamp: string }>('catalogue_meta');
  }

  async load(): Promise<void> {
    const stamp = (await this.meta.findOne({ _id: META_ID }))?.stamp ?? null;
    const docs = await this.rounds.find({}).lean();
    this.byId = new Map(docs.map((d) => [d._id, toListed(d)]));
    this.rebuild();
    this.stamp = stamp;
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
      const stamp = (await this.meta.findOne({ _id: META_ID }))?.stamp ?? null;
      if (stamp !== this.stamp) await this.load();
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'rounds view refresh failed; keeping the last one');
    }
  }

  /** After the consumer saved `doc`: update this replica's view and tell the others. */
  async apply(doc: RoundDoc): Promise<void> {
    this.byId.set(doc._id, toListed(doc));
    this.rebuild();
    const stamp = randomUUID();
    this.stamp = stamp;
    await this.meta.replaceOne({ _id: META_ID }, { stamp }, { upsert: true });
  }

  get(roundId: string): ListedRound | undefined {
    return this.byId.get(roundId);
  }

  /** Approved rounds whose closing time has not passed (the dashboard's open rounds). */
  openCount(now: Date): number {
    return this.approved.filter((r) => isOpenForBuying(r, now)).length;
  }

  /** One page of approved rounds matching `search`, newest first. */
  page(search: string | undefined, page: number, pageSize: number): { items: ListedRound[]; total: number } {
    const matching = search?.trim() ? this.approved.filter((r) => matchesSearch(r, search)) : this.approved;
    const start = (page - 1) * pageSize;
    return { items: matching.slice(start, start + pageSize), total: matching.length };
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
  };
}
