import { createPlannedRemote } from '@meydan/shared/ui';

/** Content routes whose feature is not built yet show the shared planned page (none today). */
export const { plannedRoute } = createPlannedRemote('content');
