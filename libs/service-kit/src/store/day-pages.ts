import { Schema, type Collection, type Connection, type FilterQuery, type Model } from 'mongoose';
import { BoundedMap } from '../core/bounded-map';
import { validationProblem } from '../core/problems';
import { KeyedLock } from './keyed-lock';
import { isDuplicateKey } from './mongo';
import { collectionSchema, modelOn } from './schemas';

/**
 * Long lists, newest first, read by equality only (MongoDB's bucket and computed patterns).
 *
 * FerretDB v1 pushes only equality filters down to PostgreSQL; a sort, a range and a limit with a
 * filter are done in Go after every matching row has arrived, so `find().sort().limit(50)` costs
 * in proportion to the collection. Here a listed document carries the UTC day of its time
 * (`day`) and, when the list is searched, the terms it is found by (`terms`, libs/domain
 * `searchTermsOf`). A small directory (`list_days`, one document per list and day) keeps each
 * day's count per group (a status) and sums, updated as documents change (`tallyListDays`). A page
 * walks the directory's days newest first, skipping days without a match, and reads each day by
 * equality on `{...where, day}`: its cost is a day's documents, whatever the list's length.
 * Totals are the directory's sums, never a count over the collection. A search asks the store
 * for the documents holding its most selective term (an indexed equality) and pages them in
 * memory: its cost is what the term matches. Pages continue from a keyset cursor (time, id).
 *
 * Declare `{ <scope field>, day }` and `{ terms }` indexes on the listed model: MongoDB serves the
 * same reads from them.
 */
export const DAY_FIELD = 'day';
export const TERMS_FIELD = 'terms';

/** The UTC day a time falls on, as stored in `day`: `2026-11-28`. */
export function dayOf(time: Date | string): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** One list's documents of one day: how many in each group and the sums kept per group. */
export interface ListDayDoc {
  _id: string;
  /** The list and its scope (`orders`, `orders|company:c1`). */
  list: string;
  day: string;
  counts: Record<string, number>;
  sums: Record<string, number>;
  rev?: number;
}

const listDaySchema = collectionSchema<ListDayDoc>(
  'list_days',
  {
    list: { type: String, required: true },
    day: { type: String, required: true },
    counts: { type: Schema.Types.Mixed, default: {} },
    sums: { type: Schema.Types.Mixed, default: {} },
    /** Moves with every change of the figures: the conditional write's guard. */
    rev: { type: Number, default: 0 },
  },
  { minimize: false },
);
listDaySchema.index({ list: 1 });

export type ListDayModel = Model<ListDayDoc>;

export async function listDayModel(conn: Connection): Promise<ListDayModel> {
  const model = modelOn(conn, 'ListDay', listDaySchema);
  await model.init();
  return model;
}

/** Where a document stands in one list: its day, its group, and what it adds to the sums. */
export interface ListPlace {
  list: string;
  day: string;
  group: string;
  /** Added to `sums[group]` (an order's value, say). */
  value?: number;
}

/** Tries at moving a day's figures before giving up (each loses to another writer's move). */
const TALLY_ATTEMPTS = 50;

/** One writer per day document in this process; replicas meet at the conditional write. */
const dayWrites = new KeyedLock();

type DayFigures = { counts: Record<string, number>; sums: Record<string, number> };

/**
 * The figures and revision of the day documents this process wrote last (by collection and day),
 * so the next move of a day writes on the revision it knows without reading the document first.
 * Another replica's move in between makes that write match nothing: the day is read, as before.
 * Bounded: the oldest known days are forgotten first (they are read again when next moved).
 */
const knownDays = new BoundedMap<string, DayFigures & { rev: number }>(10_000);

/**
 * Moves waiting for a day's writer, merged: every move asked while one of the day's writes is
 * under way joins the next write, so a rush of orders on one day (a team's, a round's close) costs
 * one write per turn of the day's writer instead of one per order.
 */
const waitingMoves = new Map<string, { inc: DayFigures; written: Promise<void> }>();

function addFigures(into: Record<string, number>, by: Record<string, number>): Record<string, number> {
  const out = { ...into };
  for (const [name, n] of Object.entries(by)) out[name] = (out[name] ?? 0) + n;
  return out;
}

/** Adds `inc` to a day's figures with the next write of that day (merged with the moves waiting). */
function queueDayMove(
  days: ListDayModel,
  key: string,
  place: { list: string; day: string },
  inc: DayFigures,
): Promise<void> {
  const id = `${days.collection.namespace}|${key}`;
  const waiting = waitingMoves.get(id);
  if (waiting) {
    waiting.inc = {
      counts: addFigures(waiting.inc.counts, inc.counts),
      sums: addFigures(waiting.inc.sums, inc.sums),
    };
    return waiting.written;
  }
  const move: { inc: DayFigures; written: Promise<void> } = { inc, written: Promise.resolve() };
  waitingMoves.set(id, move);
  move.written = dayWrites.run(id, () => {
    // From now on, new moves wait for the next write.
    if (waitingMoves.get(id) === move) waitingMoves.delete(id);
    return moveDay(days, id, key, place, move.inc);
  });
  return move.written;
}

/**
 * Adds `inc` to a day's figures. FerretDB has no atomic `$inc` across connections (it rewrites the
 * document outside any lock), so the figures move by a conditional write on the day's revision,
 * as the kit's Counters take numbers.
 */
async function moveDay(
  days: ListDayModel,
  id: string,
  key: string,
  place: { list: string; day: string },
  inc: DayFigures,
): Promise<void> {
  const collection = days.collection;
  let current: (DayFigures & { rev: number }) | null | undefined = knownDays.get(id);
  for (let attempt = 0; attempt < TALLY_ATTEMPTS; attempt++) {
    if (current === undefined) {
      const stored = await collection.findOne<ListDayDoc & { rev?: number }>({ _id: key } as never);
      current = stored && { counts: stored.counts ?? {}, sums: stored.sums ?? {}, rev: stored.rev ?? 0 };
    }
    if (!current) {
      try {
        await collection.insertOne({
          _id: key,
          ...place,
          counts: inc.counts,
          sums: inc.sums,
          rev: 1,
        } as never);
        knownDays.set(id, { counts: inc.counts, sums: inc.sums, rev: 1 });
        return;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        current = undefined;
        continue;
      }
    }
    const next = {
      counts: addFigures(current.counts, inc.counts),
      sums: addFigures(current.sums, inc.sums),
      rev: current.rev + 1,
    };
    const moved = await collection.updateOne({ _id: key, rev: current.rev } as never, { $set: next });
    if (moved.modifiedCount === 1) {
      knownDays.set(id, next);
      return;
    }
    // Another writer moved the day (or it is gone): read it again.
    knownDays.delete(id);
    current = undefined;
  }
  throw new Error(`list_days: the figures of ${key} stayed busy`);
}

/**
 * Moves a document's tallies from where it stood (`before`, empty when new) to where it stands now
 * (`after`): one move per list and day whose figures change. The caller is the list's one writer
 * and calls it once per change it stored (a read model's consumer, after `applyNewerVersion`).
 */
export async function tallyListDays(
  days: ListDayModel,
  before: ListPlace[],
  after: ListPlace[],
): Promise<void> {
  const changes = new Map<
    string,
    { list: string; day: string; counts: Record<string, number>; sums: Record<string, number> }
  >();
  const add = (place: ListPlace, sign: 1 | -1) => {
    const key = `${place.list}|${place.day}`;
    const change = changes.get(key) ?? { list: place.list, day: place.day, counts: {}, sums: {} };
    change.counts[place.group] = (change.counts[place.group] ?? 0) + sign;
    if (place.value) change.sums[place.group] = (change.sums[place.group] ?? 0) + sign * place.value;
    changes.set(key, change);
  };
  for (const place of before) add(place, -1);
  for (const place of after) add(place, 1);
  const nonZero = (figures: Record<string, number>) =>
    Object.fromEntries(Object.entries(figures).filter(([, by]) => Math.abs(by) > 1e-9));
  await Promise.all(
    [...changes.entries()].map(([key, change]) => {
      const inc = { counts: nonZero(change.counts), sums: nonZero(change.sums) };
      if (!Object.keys(inc.counts).length && !Object.keys(inc.sums).length) return null;
      return queueDayMove(days, key, change, inc);
    }),
  );
}

/** The field of a listed document that says where the directory counts it (`settleListPlaces`). */
export const LISTED_AS_FIELD = 'listedAs';

const placeKey = (places: ListPlace[]) =>
  places
    .map((p) => `${p.list}|${p.day}|${p.group}|${p.value ?? 0}`)
    .sort()
    .join(';');

/**
 * Brings the directory in line with what a document is now: its tallies move from where the
 * directory counts it (its `listedAs`, none when new) to `now`, and then `listedAs` says so. Call
 * it after every write that may change where a document stands, and again on a retry: a write
 * whose tally failed (a timeout under load) is counted by the next call instead of never (a
 * version check alone would skip it). Only a process dying between the two writes counts one
 * move twice.
 */
export async function settleListPlaces(
  model: { collection: Pick<Collection, 'updateOne'> },
  days: ListDayModel,
  doc: { _id: string; listedAs?: ListPlace[] | null },
  now: ListPlace[],
): Promise<void> {
  const before = doc.listedAs ?? [];
  if (placeKey(before) === placeKey(now)) return;
  await tallyListDays(days, before, now);
  await model.collection.updateOne({ _id: doc._id } as never, { $set: { [LISTED_AS_FIELD]: now } });
}

/** The stored form of `listedAs` in a listed model's schema. */
export const listedAsField = { [LISTED_AS_FIELD]: { type: Schema.Types.Mixed, default: [] } };

/**
 * Builds a list's directory from the documents stored before it was kept: once per database (a
 * marker in the directory, `layout|<name>`, says it is done), its old days cleared first.
 * `rebuild` gives each document its list fields and settles it, and answers how many it did.
 * Runs before the service serves or consumes: they are the list's other writers.
 */
export async function rebuildListOnce(
  days: ListDayModel,
  name: string,
  oldDays: FilterQuery<ListDayDoc>,
  rebuild: () => Promise<number>,
): Promise<number> {
  const marker = `layout|${name}`;
  if (await days.exists({ _id: marker })) return 0;
  await days.deleteMany(oldDays);
  const count = await rebuild();
  await days.create({ _id: marker, list: 'layout', day: 'layout', counts: {}, sums: {} });
  return count;
}

/** A list's days, newest first, with their figures (one equality read of the directory). */
export async function listDays(days: ListDayModel, list: string): Promise<ListDayDoc[]> {
  const found = await days.find({ list }).lean<ListDayDoc[]>();
  return found.sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
}

/** How many documents of `group` (all groups when null) the days hold, and their sum. */
export function daysTotal(found: ListDayDoc[], group: string | null): { count: number; sum: number } {
  let count = 0;
  let sum = 0;
  for (const day of found) {
    for (const [name, n] of Object.entries(day.counts ?? {}))
      if (group === null || name === group) count += n;
    for (const [name, v] of Object.entries(day.sums ?? {})) if (group === null || name === group) sum += v;
  }
  return { count, sum };
}

/** Where the next page starts: just after the document with this time and id. */
export interface PageCursor {
  at: Date;
  id: string;
}

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor an answer gave, or null when `text` is not one (the route answers 400). */
export function decodeCursor(text: string): PageCursor | null {
  const [at, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const id = rest.join('|');
  const time = at ? new Date(at) : null;
  return time && !Number.isNaN(time.getTime()) && id ? { at: time, id } : null;
}

/** A request's `cursor` (contracts `pageCursor`) as a cursor; one this kit did not make is a 400. */
export function cursorParam(text: string | undefined): PageCursor | null {
  if (!text) return null;
  const cursor = decodeCursor(text);
  if (!cursor)
    throw validationProblem([
      { path: 'query.cursor', code: 'custom', message: 'must be the nextCursor of an earlier answer' },
    ]);
  return cursor;
}

type Listed = { _id: string };

export interface PageQuery<D extends Listed> {
  model: Model<D>;
  /** The field holding each document's time (the list's order). */
  timeField: keyof D & string;
  /** Equality conditions every document of the list meets (its scope), and the group's field. */
  where: Record<string, string>;
  /** Read only these fields (a list leaves heavy parts out). */
  projection?: Record<string, 0 | 1>;
  cursor?: PageCursor | null;
  limit: number;
}

export interface Page<D> {
  items: D[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

/** What a page reads: the caller's projection, never the search terms (a hundred strings a document). */
function readFields(projection: Record<string, 0 | 1> | undefined): Record<string, 0 | 1> {
  if (!projection) return { [TERMS_FIELD]: 0 };
  return Object.values(projection).every((v) => v === 0) ? { ...projection, [TERMS_FIELD]: 0 } : projection;
}

const timeOf = <D>(doc: D, field: string) =>
  new Date((doc as Record<string, Date | string>)[field]!).getTime();

/** Newest first, then by id, as every page is ordered. */
function newestFirst<D extends Listed>(field: string) {
  return (a: D, b: D) => timeOf(b, field) - timeOf(a, field) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);
}

/** True when `doc` comes after the cursor in a newest-first list. */
function afterCursor<D extends Listed>(
  doc: D,
  field: string,
  cursor: PageCursor | null | undefined,
): boolean {
  if (!cursor) return true;
  const t = timeOf(doc, field);
  const c = cursor.at.getTime();
  return t < c || (t === c && doc._id < cursor.id);
}

function pageOf<D extends Listed>(sorted: D[], query: Pick<PageQuery<D>, 'timeField' | 'limit'>): Page<D> {
  const items = sorted.slice(0, query.limit);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor:
      sorted.length > query.limit && last
        ? encodeCursor({ at: new Date(timeOf(last, query.timeField)), id: last._id })
        : null,
  };
}

/** One day of the list, by equality on its scope and day (the read the store serves from an index). */
export function readDay<D extends Listed>(
  query: Omit<PageQuery<D>, 'cursor' | 'limit'>,
  day: string,
): Promise<D[]> {
  return query.model
    .find({ ...query.where, [DAY_FIELD]: day } as FilterQuery<D>, readFields(query.projection))
    .lean<D[]>()
    .exec();
}

/**
 * The documents of a day-bucketed list, newest first, from the cursor on: the directory's days
 * (`found`, from `listDays`) with a document of `group` are read one at a time by equality until
 * the page is full.
 */
export async function readDayPage<D extends Listed>(
  query: PageQuery<D>,
  found: ListDayDoc[],
  group: string | null,
): Promise<Page<D>> {
  const cursorDay = query.cursor ? dayOf(query.cursor.at) : null;
  const collected: D[] = [];
  for (const day of found) {
    if (cursorDay && day.day > cursorDay) continue;
    if (daysTotal([day], group).count <= 0) continue;
    for (const doc of await readDay(query, day.day))
      if (afterCursor(doc, query.timeField, query.cursor)) collected.push(doc);
    if (collected.length > query.limit) break;
  }
  return pageOf(collected.sort(newestFirst(query.timeField)), query);
}

/**
 * Every document of the list, newest first, a day at a time: what an export streams, holding one
 * day in memory.
 */
export async function* eachDayNewestFirst<D extends Listed>(
  query: Omit<PageQuery<D>, 'cursor' | 'limit'>,
  found: ListDayDoc[],
  group: string | null,
): AsyncGenerator<D[]> {
  for (const day of found) {
    if (daysTotal([day], group).count <= 0) continue;
    yield (await readDay(query, day.day)).sort(newestFirst(query.timeField));
  }
}

/**
 * The documents holding every term of any of the searches (each from libs/domain `searchedTerms`,
 * most selective first), newest first: the store is asked by each search's first term (an indexed
 * equality), the rest are checked with it. A search shaped like an order number is also a title's
 * words, so a caller may pass both.
 */
export async function searchAll<D extends Listed>(
  query: Omit<PageQuery<D>, 'cursor' | 'limit'>,
  searches: string[][],
): Promise<D[]> {
  const found = new Map<string, D>();
  await Promise.all(
    searches.map(async ([first, ...rest]) => {
      if (!first) return;
      const filter = {
        ...query.where,
        [TERMS_FIELD]: first,
        ...(rest.length ? { $and: rest.map((term) => ({ [TERMS_FIELD]: term })) } : {}),
      } as FilterQuery<D>;
      for (const doc of await query.model.find(filter, readFields(query.projection)).lean<D[]>())
        found.set(doc._id, doc);
    }),
  );
  return [...found.values()].sort(newestFirst(query.timeField));
}

/** A page of `searchAll`'s matches from the cursor on, and how many matched in all. */
export async function searchPage<D extends Listed>(
  query: PageQuery<D>,
  searches: string[][],
): Promise<Page<D> & { total: number }> {
  const all = await searchAll(query, searches);
  const rest = all.filter((doc) => afterCursor(doc, query.timeField, query.cursor));
  return { ...pageOf(rest, query), total: all.length };
}
