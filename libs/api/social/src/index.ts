// The community domain (issue 5): profiles, follows, blocks, favorites, comments, notifications.
// Each area is its own Fastify plugin; apps/api registers them under /api/v3.5 with CommunityPluginOptions.
export type { CommunityPluginOptions } from './community-plugin';
