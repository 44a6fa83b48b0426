// Private messaging (issue 6): the SPEC §7 Conversations API. apps/api registers the plugin under
// /api/v3.5 with the community plugins' options and the realtime publisher.
export { conversationRoutes } from './conversations.routes';
export type { MessagingLimitKind, MessagingPluginOptions } from './messaging-plugin';
export { MESSAGING_LIMITS } from './write-limits';
// The realtime server authorizes `conversation:{id}` subscriptions and Typing frames with it.
export { isConversationMember } from './membership';
