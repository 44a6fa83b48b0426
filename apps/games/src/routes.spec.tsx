import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { routesModule } from './routes';
import { plannedRoute } from './pages/planned';

// Every route of the games remote is built: no planned page is left.
describePlannedRemote({ remote: 'games', routesModule, defaultModule, plannedRoute });
