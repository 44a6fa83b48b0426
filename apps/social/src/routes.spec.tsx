import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { BUILT, plannedRoute, routesModule } from './routes';

// Every route of the social remote is built now: no featured planned page is left to show.
describePlannedRemote({ remote: 'social', routesModule, defaultModule, plannedRoute, builtIds: Object.keys(BUILT) });

describe('social built routes', () => {
  it.each(Object.keys(BUILT))('%s renders its built page with a noindex loader', (id) => {
    const route = routesModule.routes.find((candidate) => candidate.id === id);
    expect(route?.Component).toBe(BUILT[id]?.Component);
    expect(route?.load).toBe(BUILT[id]?.load);
  });
});
