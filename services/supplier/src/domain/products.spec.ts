import { withPrimary, withoutImage } from './products';

const img = (id: string, isPrimary = false) => ({ id, file: `${id}.png`, isPrimary });

describe('product rules', () => {
  it('deleting the primary promotes another; set-primary leaves exactly one', () => {
    expect(withoutImage([img('a', true), img('b'), img('c')], 'a')).toEqual([img('b', true), img('c')]);
    expect(withoutImage([img('a', true), img('b')], 'b')).toEqual([img('a', true)]);
    expect(withoutImage([img('a', true)], 'a')).toEqual([]);
    const set = withPrimary([img('a', true), img('b'), img('c')], 'c');
    expect(set.filter((i) => i.isPrimary).map((i) => i.id)).toEqual(['c']);
  });
});
