import { productsFilter } from './search-filters';

describe('product filters', () => {
  it('scopes to the company and searches literally by name, SKU or category', () => {
    expect(productsFilter('co-1', { status: 'all' }, [])).toEqual({ supplierId: 'co-1' });
    expect(productsFilter('co-1', { status: 'inactive' }, [])).toEqual({ supplierId: 'co-1', active: false });
    const f = productsFilter('co-1', { status: 'active', search: 'a.b' }, ['cat-1']);
    expect(f.$or).toHaveLength(3);
    expect(f.$or![0]).toEqual({ name: { $regex: 'a\\.b', $options: 'i' } });
  });
});
