import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { plannedRoute, routesModule } from './routes';

describePlannedRemote({ remote: 'social', featuredId: 'social.profile', routesModule, defaultModule, plannedRoute });
