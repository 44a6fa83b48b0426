// The realtime socket at /ws (issue 6) and its Redis fan-out across api replicas.
export { realtimeSocket, REALTIME_PROTOCOL_VERSION } from './lib/realtime-socket';
export type { RealtimeSocketOptions } from './lib/realtime-socket';
export { CLOSE_CODES, DEFAULT_REALTIME_LIMITS } from './lib/connection';
export type { RealtimeLimits } from './lib/connection';
export { createRealtimeBus, DEFAULT_REALTIME_CHANNEL_PREFIX, RedisRealtimeBus } from './lib/redis-realtime-bus';
export type { CreateRealtimeBusOptions, RealtimeBusLog, RedisRealtimeBusOptions } from './lib/redis-realtime-bus';
export { ClientIds, clientIdKey } from './lib/client-ids';
export { authorizeTopic, NO_CONVERSATIONS, NO_MATCHES, parseTopic } from './lib/topics';
export type { ConversationMembership, MatchMembership, ParsedTopic, TopicVerdict } from './lib/topics';
export { REALTIME_MESSAGES } from './lib/realtime.messages';
