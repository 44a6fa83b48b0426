import { hydrationMode, queryNeedsApp } from './hydration-mode';

describe('hydration mode', () => {
  const page = (owner: Parameters<typeof hydrationMode>[0]['owner'], routeId: string | null, failed = false) => ({ owner, routeId, failed });

  it('lets reader pages load the app on intent', () => {
    expect(hydrationMode(page('content', 'content.article'), false)).toBe('intent');
    expect(hydrationMode(page('content', 'content.home'), false)).toBe('intent');
    expect(hydrationMode(page('games', 'games.game'), false)).toBe('intent');
  });

  it('loads it at once for members, members\' areas, failed remotes and browser-fetched pages', () => {
    expect(hydrationMode(page('content', 'content.article'), true)).toBe('eager');
    expect(hydrationMode(page('social', 'social.profile'), false)).toBe('eager');
    expect(hydrationMode(page('messaging', 'messaging.inbox'), false)).toBe('eager');
    expect(hydrationMode(page('shell', 'shell.dev.outbox'), false)).toBe('eager');
    expect(hydrationMode(page('content', 'content.article', true), false)).toBe('eager');
    expect(hydrationMode(page('content', 'content.for-you'), false)).toBe('eager');
    expect(hydrationMode(page(null, null), false)).toBe('eager'); // 404: its countdown goes home
    expect(hydrationMode({ ...page('content', 'content.article'), needsApp: true }, false)).toBe('eager');
    expect(hydrationMode(page('content', 'content.search'), false)).toBe('eager');
    expect(hydrationMode(page('content', 'content.search.tag'), false)).toBe('eager');
    expect(hydrationMode(page('content', 'content.cookie-policy'), false)).toBe('eager');
  });

  it('loads it at once when the address asks for the sign-in dialog', () => {
    expect(queryNeedsApp('?login=1')).toBe(true);
    expect(queryNeedsApp('?page=2&login=1')).toBe(true);
    expect(queryNeedsApp('?page=2')).toBe(false);
    expect(queryNeedsApp('')).toBe(false);
  });
});
