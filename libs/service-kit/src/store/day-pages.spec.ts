import type { Connection, Model } from 'mongoose';
import { searchTermsOf, searchedTerms } from '@marketplace/domain';
import { collectionSchema, modelOn } from './schemas';
import {
  dayOf,
  daysTotal,
  decodeCursor,
  eachDayNewestFirst,
  listDayModel,
  listDays,
  readDayPage,
  searchPage,
  settleListPlaces,
  tallyListDays,
  type ListDayDoc,
  type ListDayModel,
  type ListPlace,
  type Page,
} from './day-pages';
import { dropTestDatabase, testDatabase } from '../testing/infra';

interface EntryDoc {
  _id: string;
  shop: string;
  status: string;
  title: string;
  value: number;
  createdAt: Date;
  day: string;
  terms: string[];
}

const schema = collectionSchema<EntryDoc>('entries', {
  shop: String,
  status: String,
  title: String,
  value: Number,
  createdAt: Date,
  day: String,
  terms: [String],
});
schema.index({ shop: 1, day: 1 });
schema.index({ terms: 1 });

const HOUR = 3_600_000;
const start = Date.parse('2026-03-01T00:30:00Z');

describe('day pages (real FerretDB)', () => {
  let conn: Connection;
  let entries: Model<EntryDoc>;
  let days: ListDayModel;
  const places = (doc: EntryDoc): ListPlace[] => [
    { list: `entries|${doc.shop}`, day: doc.day, group: doc.status, value: doc.value },
  ];

  async function put(doc: Omit<EntryDoc, 'day' | 'terms'>) {
    const before = await entries.findById(doc._id).lean<EntryDoc>();
    const stored: EntryDoc = {
      ...doc,
      day: dayOf(doc.createdAt),
      terms: searchTermsOf([doc.title], [`#${doc._id}`]),
    };
    await entries.replaceOne({ _id: doc._id }, stored, { upsert: true });
    await tallyListDays(days, before ? places(before) : [], places(stored));
  }

  beforeAll(async () => {
    conn = await testDatabase('day_pages');
    entries = modelOn(conn, 'Entry', schema);
    await entries.init();
    days = await listDayModel(conn);
    // 60 entries of shop A over five days (12 a day, one every two hours), 3 of shop B.
    for (let i = 0; i < 60; i += 1)
      await put({
        _id: `a${String(i).padStart(3, '0')}`,
        shop: 'A',
        status: i % 3 === 0 ? 'open' : 'done',
        title: i % 10 === 0 ? `Café Round ${i}` : `Tea batch ${i}`,
        value: 10,
        createdAt: new Date(start + i * 2 * HOUR),
      });
    for (let i = 0; i < 3; i += 1)
      await put({
        _id: `b${i}`,
        shop: 'B',
        status: 'open',
        title: 'Café elsewhere',
        value: 5,
        createdAt: new Date(start + i * HOUR),
      });
  });
  afterAll(() => dropTestDatabase(conn));

  const query = (where: Record<string, string>, limit: number, cursor?: string | null) => ({
    model: entries,
    timeField: 'createdAt' as const,
    where,
    limit,
    cursor: cursor ? decodeCursor(cursor) : null,
  });

  it('keeps each day of a list with its count and sum per group', async () => {
    const found = await listDays(days, 'entries|A');
    expect(found.map((d) => d.day)).toEqual([
      '2026-03-05',
      '2026-03-04',
      '2026-03-03',
      '2026-03-02',
      '2026-03-01',
    ]);
    expect(daysTotal(found, null)).toEqual({ count: 60, sum: 600 });
    expect(daysTotal(found, 'open')).toEqual({ count: 20, sum: 200 });
    expect(daysTotal(await listDays(days, 'entries|B'), null)).toEqual({ count: 3, sum: 15 });
  });

  it('moves a changed document between groups, and counts a repeated write once', async () => {
    const doc = (await entries.findById('a001').lean<EntryDoc>())!;
    await put({ ...doc, status: 'open' });
    await put({ ...doc, status: 'open' });
    const found = await listDays(days, 'entries|A');
    expect(daysTotal(found, 'open').count).toBe(21);
    expect(daysTotal(found, 'done').count).toBe(39);
    await put({ ...doc, status: 'done' });
    expect(daysTotal(await listDays(days, 'entries|A'), 'open').count).toBe(20);
  });

  it('counts every one of many changes made at once (the store has no atomic $inc)', async () => {
    const place = { list: 'burst', day: '2026-03-09', group: 'open', value: 2.5 };
    await Promise.all(Array.from({ length: 40 }, () => tallyListDays(days, [], [place])));
    await Promise.all(
      Array.from({ length: 15 }, () => tallyListDays(days, [place], [{ ...place, group: 'done' }])),
    );
    const found = await listDays(days, 'burst');
    expect(daysTotal(found, 'open')).toEqual({ count: 25, sum: 62.5 });
    expect(daysTotal(found, 'done')).toEqual({ count: 15, sum: 37.5 });
  });

  it('merges a rush of moves on one day into a few writes, and follows another writer of the day', async () => {
    const place = { list: 'rush', day: '2026-03-11', group: 'open', value: 1 };
    await Promise.all(Array.from({ length: 60 }, () => tallyListDays(days, [], [place])));
    const stored = () => days.collection.findOne<ListDayDoc>({ _id: 'rush|2026-03-11' } as never);
    const rush = (await stored())!;
    expect(rush.counts).toEqual({ open: 60 });
    // Each write moves the revision once: moves waiting for the day's writer went in together.
    expect(rush.rev).toBeLessThanOrEqual(3);
    // Another replica moves the day meanwhile: this process's next move reads it again, losing nothing.
    await days.collection.updateOne({ _id: 'rush|2026-03-11' } as never, {
      $set: { counts: { open: 61 }, sums: { open: 61 }, rev: rush.rev! + 1 },
    });
    await tallyListDays(days, [place], [{ ...place, group: 'done' }]);
    expect(await stored()).toMatchObject({ counts: { open: 60, done: 1 }, sums: { open: 60, done: 1 } });
  });

  it('settles a document where it stands once, however often asked, and from where it was counted', async () => {
    const counted = async () => daysTotal(await listDays(days, 'settle'), null);
    const open = [{ list: 'settle', day: '2026-03-10', group: 'open', value: 4 }];
    const done = [{ ...open[0]!, group: 'done' }];
    await settleListPlaces(entries, days, { _id: 'a000', listedAs: [] }, open);
    // A retry that reads the document again finds it counted where it stands: nothing moves.
    const stored = (await entries.collection.findOne({ _id: 'a000' } as never))!;
    expect(stored.listedAs).toEqual(open);
    await settleListPlaces(entries, days, { _id: 'a000', listedAs: stored.listedAs }, open);
    expect(await counted()).toEqual({ count: 1, sum: 4 });
    // A change whose tallies were never moved is moved by the next settle, from where it was counted.
    await settleListPlaces(entries, days, { _id: 'a000', listedAs: open }, done);
    const found = await listDays(days, 'settle');
    expect(daysTotal(found, 'open').count).toBe(0);
    expect(daysTotal(found, 'done')).toEqual({ count: 1, sum: 4 });
  });

  it('pages a list newest first across days by cursor, each document once', async () => {
    const found = await listDays(days, 'entries|A');
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page<EntryDoc> = await readDayPage<EntryDoc>(query({ shop: 'A' }, 7, cursor), found, null);
      seen.push(...page.items.map((d) => d._id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(9);
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => `a${String(59 - i).padStart(3, '0')}`));
  });

  it('pages one group, skipping the days without it', async () => {
    const found = await listDays(days, 'entries|A');
    const first = await readDayPage<EntryDoc>(query({ shop: 'A', status: 'open' }, 5), found, 'open');
    expect(first.items.map((d) => d._id)).toEqual(['a057', 'a054', 'a051', 'a048', 'a045']);
    const second = await readDayPage<EntryDoc>(
      query({ shop: 'A', status: 'open' }, 5, first.nextCursor),
      found,
      'open',
    );
    expect(second.items[0]!._id).toBe('a042');
    expect(second.items.every((d) => d.status === 'open')).toBe(true);
  });

  it('streams every document a day at a time, newest first', async () => {
    const found = await listDays(days, 'entries|A');
    const batches: number[] = [];
    for await (const batch of eachDayNewestFirst<EntryDoc>(
      { model: entries, timeField: 'createdAt', where: { shop: 'A' } },
      found,
      null,
    ))
      batches.push(batch.length);
    expect(batches).toEqual([12, 12, 12, 12, 12]);
  });

  it('finds by the starts of words, within the scope, and pages the matches', async () => {
    const page = await searchPage<EntryDoc>(query({ shop: 'A' }, 4), [searchedTerms('cafe ROU')]);
    expect(page.total).toBe(6);
    expect(page.items.map((d) => d._id)).toEqual(['a050', 'a040', 'a030', 'a020']);
    const next = await searchPage<EntryDoc>(query({ shop: 'A' }, 4, page.nextCursor), [
      searchedTerms('cafe ROU'),
    ]);
    expect(next.items.map((d) => d._id)).toEqual(['a010', 'a000']);
    expect(next.nextCursor).toBeNull();
    expect(
      (await searchPage<EntryDoc>(query({ shop: 'A' }, 4), [searchedTerms('#a007'), searchedTerms('a007')]))
        .items[0]!._id,
    ).toBe('a007');
    expect((await searchPage<EntryDoc>(query({ shop: 'A' }, 4), [searchedTerms('coffee')])).total).toBe(0);
    // A page never carries the terms it was found by.
    expect(page.items[0]).not.toHaveProperty('terms');
  });

  it('refuses a cursor it did not make', () => {
    expect(decodeCursor('not-a-cursor')).toBeNull();
    expect(decodeCursor(Buffer.from('yesterday|x').toString('base64url'))).toBeNull();
  });
});
