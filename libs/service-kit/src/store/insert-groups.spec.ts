import { InsertGroups } from './insert-groups';
import { isDuplicateKey } from './mongo';
import { testDatabaseForFile } from '../testing/per-spec';

describe('grouped inserts (real FerretDB)', () => {
  const db = testDatabaseForFile('insert_groups');

  it('stores a rush with few commands, and fails only the caller whose document is refused', async () => {
    const things = db.conn.collection<{ _id: string; key: string }>('things');
    await things.createIndex({ key: 1 }, { unique: true });
    await things.insertOne({ _id: 'taken', key: 'k-taken' });
    const groups = new InsertGroups(things);
    let inserts = 0;
    const client = db.conn.getClient();
    const count = (e: { commandName: string; command: Record<string, unknown> }) => {
      if (e.commandName === 'insert' && e.command.insert === 'things') inserts += 1;
    };
    client.on('commandStarted', count);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        // The 30th caller reuses a key that is already stored.
        groups.insert([{ _id: `t${i}`, key: i === 30 ? 'k-taken' : `k${i}` }]),
      ),
    ).finally(() => client.off('commandStarted', count));

    const refused = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [{ i, reason: o.reason }] : []));
    expect(refused.map((r) => r.i)).toEqual([30]);
    expect(isDuplicateKey(refused[0]!.reason)).toBe(true);
    expect(await things.countDocuments()).toBe(60);
    // The first insert goes alone; the others wait for it and go together.
    expect(inserts).toBeLessThan(10);
  });
});
