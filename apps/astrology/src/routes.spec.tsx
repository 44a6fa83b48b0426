import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { plannedRoute, routesModule } from './routes';

describePlannedRemote({ remote: 'astrology', featuredId: 'astrology.home', routesModule, defaultModule, plannedRoute });
