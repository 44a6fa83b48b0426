import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { plannedRoute, routesModule } from './routes';

describePlannedRemote({ remote: 'quakes', featuredId: 'quakes.list', routesModule, defaultModule, plannedRoute });
