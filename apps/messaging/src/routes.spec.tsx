import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { plannedRoute, routesModule } from './routes';

describePlannedRemote({ remote: 'messaging', featuredId: 'messaging.inbox', routesModule, defaultModule, plannedRoute });
