import { eventually, silentLogger, testDatabaseForFile } from '@marketplace/service-kit/testing';
import { RoundCatalogue } from './round-catalogue';
import { roundModel, type RoundDoc } from './round.model';

const round = (i: number): RoundDoc => ({
  _id: `round-${i}`,
  title: `Round ${i}`,
  description: null,
  currency: 'USD',
  openAt: null,
  closeAt: null,
  status: 'approved',
  supplierId: 'sup',
  supplierName: 'Supplier',
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  products: [],
  version: 1,
});

describe('the rounds view of two replicas (real FerretDB)', () => {
  const db = testDatabaseForFile('catalogue');

  it("follows the other replica's changes, and never reloads everything for its own", async () => {
    const rounds = roundModel(db.conn);
    const a = new RoundCatalogue(db.conn, rounds, silentLogger());
    const b = new RoundCatalogue(db.conn, rounds, silentLogger());
    await Promise.all([a.load(), b.load()]);
    let fullReadsByA = 0;
    const load = a.load.bind(a);
    a.load = () => {
      fullReadsByA += 1;
      return load();
    };
    a.start(5);
    b.start(5);
    try {
      // A feeds 40 rounds as the consumer does (database first, then the view) while both poll.
      for (let i = 0; i < 40; i++) {
        await rounds.replaceOne({ _id: `round-${i}` }, round(i), { upsert: true });
        await a.apply(round(i));
      }
      expect(a.page(undefined, 1, 100, new Date()).total).toBe(40);
      expect(fullReadsByA).toBe(0);
      expect(await eventually(async () => b.page(undefined, 1, 100, new Date()).total === 40)).toBe(true);

      // B's change reaches A; B's newest round heads A's list.
      await rounds.replaceOne({ _id: 'round-99' }, round(99), { upsert: true });
      await b.apply(round(99));
      expect(
        await eventually(async () => a.page(undefined, 1, 1, new Date()).items[0]?.id === 'round-99'),
      ).toBe(true);
      // (At least one: polls that come while the reload runs share it but are counted here too.)
      expect(fullReadsByA).toBeGreaterThanOrEqual(1);
    } finally {
      a.stop();
      b.stop();
    }
  });
  it('keeps a round applied while a reload was reading the database', async () => {
    const rounds = roundModel(db.conn);
    // The reload's read is held until the new round is saved and applied, as when the consumer
    // handles two rounds at once and one of them starts a reload.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowRounds = Object.create(rounds) as typeof rounds;
    slowRounds.find = ((filter: object) => ({
      lean: async () => {
        const docs = await rounds.find(filter).lean();
        await held;
        return docs;
      },
    })) as unknown as typeof rounds.find;
    const view = new RoundCatalogue(db.conn, slowRounds, silentLogger());
    const reload = view.load();

    const late = { ...round(200), _id: 'round-late' };
    await rounds.replaceOne({ _id: late._id }, late, { upsert: true });
    await view.apply(late);
    release();
    await reload;

    expect(view.get('round-late')?.title).toBe('Round 200');
    expect(view.page(undefined, 1, 1, new Date()).items[0]?.id).toBe('round-late');
  });
});
