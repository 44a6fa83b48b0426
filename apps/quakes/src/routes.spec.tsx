import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { routesModule } from './routes';
import { plannedRoute } from './pages/planned';

// Every route of the quakes remote is built (issue 18): no planned page is left.
describePlannedRemote({ remote: 'quakes', routesModule, defaultModule, plannedRoute });
