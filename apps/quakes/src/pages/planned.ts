import { createPlannedRemote } from '@meydan/shared/ui';

/**
 * Every route of the quakes remote is built (issue 18); the planned page stays for an id the
 * shared table may give the remote before its page exists (and its routes spec checks that copy).
 */
export const { plannedRoute } = createPlannedRemote('quakes');
