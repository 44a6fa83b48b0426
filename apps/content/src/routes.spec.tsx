import { describePlannedRemote } from '@meydan/shared/testing';
import { defineRemote, type PageImport } from '@meydan/shared/util/remote-kit';
import defaultModule, { routesModule } from './routes';
import { plannedRoute } from './pages/planned';

// Every content route is built: the shared spec checks the map, the chunks and the texts.
describePlannedRemote({ remote: 'content', routesModule, defaultModule, plannedRoute });

describe('content page map', () => {
  it('gives every built route its own page, never the planned one', async () => {
    for (const [id, load] of Object.entries(routesModule.pages)) {
      const page = await (load as PageImport)(id);
      expect([id, page === plannedRoute(id)]).toEqual([id, false]);
      expect([id, typeof page.load]).toEqual([id, 'function']);
    }
  });

  it('rejects a mistyped or foreign route id at compile time', () => {
    const page: PageImport = async (id) => plannedRoute(id);
    const pages = { ...routesModule.pages };
    // @ts-expect-error 'content.hoem' is not a route of the shared table (typecheck fails if this compiles).
    defineRemote({ remote: 'content', pages: { ...pages, 'content.hoem': page }, translations: routesModule.translations });
    // @ts-expect-error 'games.game' belongs to the games remote, not content.
    defineRemote({ remote: 'content', pages: { ...pages, 'games.game': page }, translations: routesModule.translations });
    const { 'content.home': _forgotten, ...withoutHome } = pages;
    // @ts-expect-error a content route without its page does not compile either.
    defineRemote({ remote: 'content', pages: withoutHome, translations: routesModule.translations });
    expect(Object.keys(pages)).toContain('content.home');
  });
});
