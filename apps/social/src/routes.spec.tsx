import { describePlannedRemote } from '@meydan/shared/testing';
import type { PageImport } from '@meydan/shared/util/remote-kit';
import defaultModule, { routesModule } from './routes';
import { plannedRoute } from './pages/planned';

// Every route of the social remote is built: no featured planned page is left to show.
describePlannedRemote({ remote: 'social', routesModule, defaultModule, plannedRoute });

describe('social built routes', () => {
  it('gives every route its own built page with a loader, never the planned one', async () => {
    for (const [id, load] of Object.entries(routesModule.pages)) {
      const page = await (load as PageImport)(id);
      expect([id, page === plannedRoute(id), typeof page.load]).toEqual([id, false, 'function']);
    }
  });
});
