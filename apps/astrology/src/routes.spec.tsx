import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { routesModule } from './routes';
import { plannedRoute } from './pages/planned';

describePlannedRemote({ remote: 'astrology', featuredId: 'astrology.home', routesModule, defaultModule, plannedRoute });
