import { productsFilter, withPrimary, withoutImage } from './products';

const img = (id: string, isPrimary = false) => ({ id, file: `${id}.png`, isPrimary });

describe('product rules', () => {
  it('deleting the primary promotes another; set-primary leaves exactly one', () => {
    expect(withoutImage([img('a', true), img('b'), img('c')], 'a')).toEqual([img('b', true), img('c')]);
    expect(withoutImage([img('a', true), img('b')], 'b')).toEqual([img('a', true)]);
    expect(withoutImage([img('a', true)], 'a')).toEqual([]);
    const set = withPrimary([img('a', true), img('b'), img('c')], 'c');
    expect(set.filter((i) => i.isPrimary).map((i) => i.id)).toEqual(['c']);
  });
  it('scopes to the company and searches literally by name, SKU or category', () => {
    expect(productsFilter('co-1', { status: 'all' }, [])).toEqual({ supplierId: 'co-1' });
    expect(productsFilter('co-1', { status: 'inactive' }, [])).toEqual({ supplierId: 'co-1', active: false });
    const f = productsFilter('co-1', { status: 'active', search: 'a.b' }, ['cat-1']);
    expect(f.$or).toHaveLength(3);
    expect(f.$or![0]).toEqual({ name: { $regex: 'a\\.b', $options: 'i' } });
  });
});
