import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { routesModule } from './routes';
import { plannedRoute } from './pages/planned';

describePlannedRemote({ remote: 'games', featuredId: 'games.bilpop', routesModule, defaultModule, plannedRoute });
