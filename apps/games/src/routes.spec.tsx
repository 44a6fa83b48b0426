import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { plannedRoute, routesModule } from './routes';

describePlannedRemote({ remote: 'games', featuredId: 'games.game', routesModule, defaultModule, plannedRoute });
