import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { routesModule } from './routes';
import { plannedRoute } from './pages/planned';

// The catalogue, the daily games and the boards are built; the score, embed and mobile pages are still planned.
describePlannedRemote({ remote: 'games', routesModule, defaultModule, plannedRoute });
