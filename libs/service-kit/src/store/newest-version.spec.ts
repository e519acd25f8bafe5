import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { applyNewerVersion, isNewerVersion, patchNewerVersion } from './newest-version';
import { dropTestDatabase, testDatabase } from '../testing/infra';

interface ThingDoc {
  _id: string;
  name: string;
  note: string | null;
  version: number;
}

interface TallyDoc {
  _id: string;
  total: number;
  seq: number;
}

describe('newest version wins', () => {
  it('a version is newer than nothing and than an older one, never than itself', () => {
    expect(isNewerVersion(undefined, 1)).toBe(true);
    expect(isNewerVersion(null, 1)).toBe(true);
    expect(isNewerVersion(1, 2)).toBe(true);
    expect(isNewerVersion(2, 2)).toBe(false);
    expect(isNewerVersion(3, 2)).toBe(false);
    // ISO times compare as text.
    expect(isNewerVersion('2026-01-01T10:00:00.000Z', '2026-01-01T10:00:01.000Z')).toBe(true);
    expect(isNewerVersion('2026-01-01T10:00:01.000Z', '2026-01-01T10:00:00.000Z')).toBe(false);
  });
});

describe('versioned read models (real FerretDB)', () => {
  let conn: Connection;
  let things: Model<ThingDoc>;
  let tallies: Model<TallyDoc>;
  beforeAll(async () => {
    conn = await testDatabase('newest_version');
    things = conn.model<ThingDoc>(
      'Thing',
      new Schema<ThingDoc>(
        { _id: String, name: String, note: { type: String, default: null }, version: Number },
        { versionKey: false, collection: 'things' },
      ),
    );
    tallies = conn.model<TallyDoc>(
      'Tally',
      new Schema<TallyDoc>(
        { _id: String, total: Number, seq: Number },
        { versionKey: false, collection: 'tallies' },
      ),
    );
  });
  afterAll(async () => {
    await dropTestDatabase(conn);
  });

  it('stores the first version, replaces it with a newer one, and keeps it against a repeat or an older one', async () => {
    const first = await applyNewerVersion(things, 't1', 1, { name: 'One', note: 'first', version: 1 });
    expect(first).toEqual({ applied: true, stored: { _id: 't1', name: 'One', note: 'first', version: 1 } });

    const third = await applyNewerVersion(things, 't1', 3, { name: 'Three', note: null, version: 3 });
    expect(third.applied).toBe(true);

    const late = await applyNewerVersion(things, 't1', 2, { name: 'Two', note: 'late', version: 2 });
    const repeated = await applyNewerVersion(things, 't1', 3, { name: 'Again', note: null, version: 3 });
    expect(late).toEqual({ applied: false, stored: { _id: 't1', name: 'Three', note: null, version: 3 } });
    expect(repeated.applied).toBe(false);
    expect(await things.findById('t1').lean()).toEqual({ _id: 't1', name: 'Three', note: null, version: 3 });
  });

  it('writes a newer whole copy in one store command, reads only when a newer one is stored, and replaces a copy without a version', async () => {
    const calls: string[] = [];
    mongoose.set('debug', (collection: string, method: string) => {
      if (collection === 'things') calls.push(method);
    });
    try {
      await applyNewerVersion(things, 't9', 1, { name: 'One', note: null, version: 1 });
      await applyNewerVersion(things, 't9', 2, { name: 'Two', note: null, version: 2 });
      expect(calls).toEqual(['replaceOne', 'replaceOne']);
      calls.length = 0;
      expect(
        (await applyNewerVersion(things, 't9', 1, { name: 'Late', note: null, version: 1 })).applied,
      ).toBe(false);
      expect(calls).toEqual(['replaceOne', 'findOne']);
    } finally {
      mongoose.set('debug', false);
    }
    await things.collection.insertOne({ _id: 't10', name: 'Unversioned', note: null } as never);
    expect(
      (await applyNewerVersion(things, 't10', 1, { name: 'Versioned', note: null, version: 1 })).applied,
    ).toBe(true);
    expect(await things.findById('t10').lean()).toEqual({
      _id: 't10',
      name: 'Versioned',
      note: null,
      version: 1,
    });
  });

  it('builds the new document from the stored one, and does not build it for an old event', async () => {
    await applyNewerVersion(things, 't2', 1, { name: 'Kept note', note: 'from v1', version: 1 });
    const seen: Array<ThingDoc | null> = [];
    const build = (version: number) => (current: ThingDoc | null) => {
      seen.push(current);
      return { name: `v${version}`, note: current?.note ?? null, version };
    };
    await applyNewerVersion(things, 't2', 2, build(2));
    await applyNewerVersion(things, 't2', 1, build(1));
    expect(seen).toEqual([{ _id: 't2', name: 'Kept note', note: 'from v1', version: 1 }]);
    expect(await things.findById('t2').lean()).toEqual({
      _id: 't2',
      name: 'v2',
      note: 'from v1',
      version: 2,
    });

    await applyNewerVersion(things, 't3', 5, build(5));
    expect(seen.at(-1)).toBeNull();
  });

  it('reads the version from another field when told', async () => {
    await applyNewerVersion(tallies, 'p1', 7, { total: 70, seq: 7 }, { field: 'seq' });
    const older = await applyNewerVersion(tallies, 'p1', 6, { total: 60, seq: 6 }, { field: 'seq' });
    expect(older.applied).toBe(false);
    await applyNewerVersion(tallies, 'p1', 8, { total: 80, seq: 8 }, { field: 'seq' });
    expect(await tallies.findById('p1').lean()).toEqual({ _id: 'p1', total: 80, seq: 8 });
  });

  it('patches only a stored, older document', async () => {
    await applyNewerVersion(things, 'p', 2, { name: 'Patched', note: null, version: 2 });

    expect(await patchNewerVersion(things, 'p', 2, { note: 'same version' })).toBe(false);
    expect(await patchNewerVersion(things, 'p', 1, { note: 'older' })).toBe(false);
    expect(await patchNewerVersion(things, 'p', 3, { note: 'newer' })).toBe(true);
    expect(await things.findById('p').lean()).toEqual({
      _id: 'p',
      name: 'Patched',
      note: 'newer',
      version: 3,
    });

    // Nothing stored yet: the patch waits for the whole document instead of making half of one.
    expect(await patchNewerVersion(things, 'absent', 9, { note: 'alone' })).toBe(false);
    expect(await things.findById('absent').lean()).toBeNull();
  });
});
