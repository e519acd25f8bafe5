import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('forgets the least recently set key past its bound, and keeps a key set again', () => {
    const seen = new BoundedMap<string, number>(2);
    seen.set('a', 1).set('b', 2);
    seen.set('a', 3);
    seen.set('c', 4);
    expect([...seen.entries()]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
