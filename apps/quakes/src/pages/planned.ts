import { createPlannedRemote } from '@meydan/shared/ui';

/** The quakes remote's features are not built yet: every route shows its titled planned page (noindex). */
export const { plannedRoute } = createPlannedRemote('quakes');
