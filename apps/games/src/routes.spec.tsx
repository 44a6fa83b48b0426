import { describePlannedRemote } from '@meydan/shared/testing';
import defaultModule, { routesModule } from './routes';
import { plannedRoute } from './pages/planned';

// Every games route is built but the embeddable leaderboard (still its planned page).
describePlannedRemote({ remote: 'games', routesModule, defaultModule, plannedRoute });
