import i18next from 'i18next';
import type { RouteContext } from '@meydan/shared/util/remote-kit';
import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { BUILT, plannedRoute, routesModule } from './routes';

// Both routes of the messaging remote are built: no featured planned page is left to show.
describePlannedRemote({ remote: 'messaging', routesModule, defaultModule, plannedRoute, builtIds: Object.keys(BUILT) });

describe('messaging built routes', () => {
  it.each(Object.keys(BUILT))('%s renders its built page with its loader', (id) => {
    const route = routesModule.routes.find((candidate) => candidate.id === id);
    expect(route?.Component).toBe(BUILT[id]?.Component);
    expect(route?.load).toBe(BUILT[id]?.load);
  });

  it.each(['tr', 'en', 'ru'] as const)('keeps every message page out of search indexes (%s)', async (edition) => {
    const { namespace, resources } = routesModule.translations;
    const i18n = i18next.createInstance();
    await i18n.init({ lng: edition, fallbackLng: false, interpolation: { escapeValue: false }, resources: { [edition]: { [namespace]: resources[edition] } } });
    for (const route of routesModule.routes) {
      const ctx = { edition, routeId: route.id, pathname: '/', search: '', params: { username: 'ali' }, origin: 'https://meydan.test', dispatch: jest.fn(), getState: () => ({}), i18n, isServer: true } as RouteContext;
      const result = await route.load?.(ctx);
      expect(result && 'head' in result ? result.head?.noindex : undefined).toBe(true);
      expect(ctx.dispatch).not.toHaveBeenCalled();
    }
  });
});
