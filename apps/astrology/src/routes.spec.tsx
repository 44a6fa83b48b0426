import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { routesModule } from './routes';
import { plannedRoute } from './pages/planned';

// Every route of the astrology remote is built (issue 17): no planned page is left.
describePlannedRemote({ remote: 'astrology', routesModule, defaultModule, plannedRoute });
