import { resolveVitrinRoute, vitrinPageHref } from './vitrin-loaders';

describe('vitrin addresses', () => {
  it('page 1 is the bare showcase address; later pages append the number', () => {
    expect(vitrinPageHref('tr', 'hediye-rehberi', 1)).toBe('/vitrin/hediye-rehberi');
    expect(vitrinPageHref('ru', 'gid-po-podarkam', 2)).toBe('/vitrin/gid-po-podarkam/2');
  });

  it('reads the showcase key and page from the route params', () => {
    expect(resolveVitrinRoute({ slug: 'gift-guide' })).toEqual({ key: 'gift-guide', page: 1 });
    expect(resolveVitrinRoute({ slug: 'gift-guide', pageNum: '3' })).toEqual({ key: 'gift-guide', page: 3 });
  });
});
