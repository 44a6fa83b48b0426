import { pageWindow, paginate } from './pagination';

describe('pagination', () => {
  it('derives offset and clamps page and limit', () => {
    expect(pageWindow({ page: 3, limit: 10 })).toEqual({ page: 3, limit: 10, offset: 20, fetch: 10, useHasNextPage: false });
    expect(pageWindow({ page: 0, limit: 500 })).toMatchObject({ page: 1, limit: 50, offset: 0 });
    expect(pageWindow({})).toMatchObject({ page: 1, limit: 20 });
    expect(pageWindow({ useHasNextPage: true, limit: 5 })).toMatchObject({ fetch: 6 });
  });

  it('reports totals in the default mode', () => {
    const window = pageWindow({ page: 2, limit: 2 });
    expect(paginate(['c', 'd'], window, 5)).toEqual({
      items: ['c', 'd'],
      pagination: { page: 2, limit: 2, total: 5, totalPages: 3, hasNextPage: true },
    });
    expect(paginate(['e'], pageWindow({ page: 3, limit: 2 }), 5).pagination.hasNextPage).toBe(false);
  });

  it('reports only hasNextPage from the extra row in hasNextPage mode', () => {
    const window = pageWindow({ limit: 2, useHasNextPage: true });
    expect(paginate(['a', 'b', 'c'], window)).toEqual({ items: ['a', 'b'], pagination: { page: 1, limit: 2, hasNextPage: true } });
    expect(paginate(['a', 'b'], window).pagination).toEqual({ page: 1, limit: 2, hasNextPage: false });
  });
});
