import { createPlannedRemote } from '@meydan/shared/ui';

/** The games remote's features are not built yet: every route shows its titled planned page (noindex). */
export const { plannedRoute } = createPlannedRemote('games');
