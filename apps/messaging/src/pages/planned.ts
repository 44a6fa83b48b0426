import { createPlannedRemote } from '@meydan/shared/ui';

/** Messaging routes whose feature is not built yet show the shared planned page (none today). */
export const { plannedRoute } = createPlannedRemote('messaging');
