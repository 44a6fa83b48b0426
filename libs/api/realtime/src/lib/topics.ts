import { CANONICAL_UUID_SOURCE, isCanonicalUuid, QUAKES_LIVE_TOPIC, realtimeTopics } from '@meydan/shared/contracts';

// Ids are PostgreSQL uuids, always written in lower case: another spelling is a topic nobody publishes to.
const MEMBER_TOPIC = new RegExp(`^user:(${CANONICAL_UUID_SOURCE}):(notifications|inbox)$`);
const CONVERSATION_TOPIC = new RegExp(`^conversation:(${CANONICAL_UUID_SOURCE})$`);
const MATCH_TOPIC = new RegExp(`^match:(${CANONICAL_UUID_SOURCE})$`);

/** What a topic id names (see `realtimeTopics` in the contracts). */
export type ParsedTopic =
  | { kind: 'member'; userId: string }
  | { kind: 'conversation'; conversationId: string }
  | { kind: 'match'; matchId: string }
  /** Public news anyone may listen to: the live earthquake list (issue 18). */
  | { kind: 'public'; name: string };

const PUBLIC_TOPICS: ReadonlySet<string> = new Set([QUAKES_LIVE_TOPIC]);

/** The topic's shape, or null for an id that is none of the protocol's topics. */
export function parseTopic(topicId: string): ParsedTopic | null {
  if (PUBLIC_TOPICS.has(topicId)) return { kind: 'public', name: topicId };
  const member = MEMBER_TOPIC.exec(topicId);
  if (member) return { kind: 'member', userId: member[1] as string };
  const conversation = CONVERSATION_TOPIC.exec(topicId);
  if (conversation) return { kind: 'conversation', conversationId: conversation[1] as string };
  const match = MATCH_TOPIC.exec(topicId);
  if (match) return { kind: 'match', matchId: match[1] as string };
  return null;
}

export const isConversationId = (value: string): boolean => isCanonicalUuid(value);

/**
 * Whether a member belongs to a conversation (the messaging domain answers; apps/api wires it).
 * Asked on every Subscribe and Typing, never cached: a replica must not trust what it saw earlier.
 */
export type ConversationMembership = (conversationId: string, userId: string) => Promise<boolean>;

/** Without the messaging domain no conversation exists, so none can be listened to. */
export const NO_CONVERSATIONS: ConversationMembership = async () => false;

/** Whether a member plays in a live game match (the games domain answers; apps/api wires it). */
export type MatchMembership = (matchId: string, userId: string) => Promise<boolean>;

/** Without the games domain no match exists. */
export const NO_MATCHES: MatchMembership = async () => false;

export type TopicVerdict = 'allowed' | 'sign-in' | 'forbidden';

/**
 * Server-side authorization of one topic (issue 6: a member receives only their own
 * conversations and notifications): `user:{id}:…` only for that member, `conversation:{id}` only
 * for its members, `match:{id}` only for its players; a visitor only the public topics
 * (`quakes:live`). Throws when the membership cannot be checked.
 */
export async function authorizeTopic(
  topic: ParsedTopic,
  userId: string | null,
  isMember: ConversationMembership,
  isMatchPlayer: MatchMembership = NO_MATCHES,
): Promise<TopicVerdict> {
  if (topic.kind === 'public') return 'allowed';
  if (userId === null) return 'sign-in';
  if (topic.kind === 'member') return topic.userId === userId ? 'allowed' : 'forbidden';
  if (topic.kind === 'match') return (await isMatchPlayer(topic.matchId, userId)) ? 'allowed' : 'forbidden';
  return (await isMember(topic.conversationId, userId)) ? 'allowed' : 'forbidden';
}

export const conversationTopic = realtimeTopics.conversation;
