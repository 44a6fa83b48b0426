import { withoutHeadOnlyFields } from './boot-state-slim';

describe('the boot state without head-only fields', () => {
  it("drops an article's share picture and SEO texts, and leaves every other answer as it was", () => {
    const other = { endpointName: 'getCategory', data: { name: 'Spor', seoData: { title: 'kept' } } };
    const state = {
      api: {
        queries: {
          'getArticle("1")': { endpointName: 'getArticle', status: 'fulfilled', data: { _id: '1', title: 'T', image: { a: 1 }, facebookImage: { b: 2 }, seoData: { description: 'd' } } },
          'getCategory("c")': other,
          'getArticle("2")': { endpointName: 'getArticle', status: 'rejected' },
        },
      },
      ui: { x: 1 },
    };
    const slim = withoutHeadOnlyFields(state);
    expect(slim.api.queries['getArticle("1")']).toEqual({ endpointName: 'getArticle', status: 'fulfilled', data: { _id: '1', title: 'T', image: { a: 1 } } });
    expect(slim.api.queries['getCategory("c")']).toBe(other);
    expect(slim.api.queries['getArticle("2")']).toEqual({ endpointName: 'getArticle', status: 'rejected' });
    expect(slim.ui).toBe(state.ui);
    // The server's own store is not touched (its head was built from it).
    expect(state.api.queries['getArticle("1")'].data).toHaveProperty('facebookImage');
  });
});
