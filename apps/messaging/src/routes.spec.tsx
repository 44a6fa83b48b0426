import i18next from 'i18next';
import { loadTranslationBundle, type PageImport, type RouteContext } from '@meydan/shared/util/remote-kit';
import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { routesModule } from './routes';
import { plannedRoute } from './pages/planned';

// Both routes of the messaging remote are built: no featured planned page is left to show.
describePlannedRemote({ remote: 'messaging', routesModule, defaultModule, plannedRoute });

describe('messaging built routes', () => {
  it.each(['tr', 'en', 'ru'] as const)('keeps every message page out of search indexes (%s)', async (edition) => {
    const { namespace, load } = routesModule.translations;
    const i18n = i18next.createInstance();
    await i18n.init({ lng: edition, fallbackLng: false, interpolation: { escapeValue: false }, resources: { [edition]: { [namespace]: await loadTranslationBundle(load[edition]) } } });
    for (const [id, loadPage] of Object.entries(routesModule.pages)) {
      const page = await (loadPage as PageImport)(id);
      expect(page).not.toBe(plannedRoute(id));
      const ctx = { edition, routeId: id, pathname: '/', search: '', params: { username: 'ali' }, origin: 'https://meydan.test', dispatch: jest.fn(), getState: () => ({}), i18n, isServer: true } as RouteContext;
      const result = await page.load?.(ctx);
      expect(result && 'head' in result ? result.head?.noindex : undefined).toBe(true);
      expect(ctx.dispatch).not.toHaveBeenCalled();
    }
  });
});
