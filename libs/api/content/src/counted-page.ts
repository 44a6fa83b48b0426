import { pageWindow, paginate, type PageQuery, type Pagination } from '@meydan/api/core';

export interface CountedPageSource<Row> {
  /** Default and largest page size. */
  sizes: { limit: number; maxLimit: number };
  rows(limit: number, offset: number): Promise<Row[]>;
  count(): Promise<number>;
}

/** One page of a list with totals: the rows and the count are read together, then mapped to the contract. */
export async function countedPage<Row, Item>(query: PageQuery, source: CountedPageSource<Row>, map: (row: Row) => Item): Promise<{ items: Item[]; pagination: Pagination }> {
  const window = pageWindow(query, source.sizes);
  const [rows, total] = await Promise.all([source.rows(window.limit, window.offset), source.count()]);
  const page = paginate(rows, window, total);
  return { items: page.items.map(map), pagination: page.pagination };
}
