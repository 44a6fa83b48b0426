import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { routesModule } from './routes';
import { plannedRoute } from './pages/planned';

describePlannedRemote({ remote: 'quakes', featuredId: 'quakes.list', routesModule, defaultModule, plannedRoute });
