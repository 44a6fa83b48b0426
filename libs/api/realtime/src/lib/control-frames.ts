import { REALTIME_MAX_TOPICS, type RealtimeControl } from '@meydan/shared/contracts';
import type { RealtimeMessageKey } from './realtime.messages';
import { isConversationId } from './topics';

/** Longer values are not what the protocol sends (access tokens are a few hundred characters). */
const MAX_TOKEN_LENGTH = 4096;
const MAX_TOPIC_LENGTH = 200;
const MAX_VERSION_LENGTH = 32;
const MAX_CLIENT_TOKEN_LENGTH = 200;

export type ParsedControl = { ok: true; control: RealtimeControl } | { ok: false; problem: RealtimeMessageKey };

const bad = (problem: RealtimeMessageKey): ParsedControl => ({ ok: false, problem });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown, max: number) => value === undefined || value === null || (typeof value === 'string' && value.length <= max);

/**
 * `topicIds` of Subscribe and Unsubscribe: an array of at most REALTIME_MAX_TOPICS short strings
 * (SPEC §5). An empty one is refused for Subscribe; Unsubscribe ignores it, as the client does.
 */
function topicList(value: Record<string, unknown>, allowEmpty: boolean): string[] | RealtimeMessageKey {
  const topicIds = value['topicIds'];
  if (!Array.isArray(topicIds)) return 'emptyTopics';
  if (topicIds.length === 0 && !allowEmpty) return 'emptyTopics';
  if (topicIds.length > REALTIME_MAX_TOPICS) return 'tooManyTopics';
  if (!topicIds.every((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= MAX_TOPIC_LENGTH)) return 'badFrame';
  return [...new Set(topicIds)];
}

/**
 * One client → server frame (a RealtimeControl), checked field by field: anything else is
 * answered with an `error` frame and changes nothing.
 */
export function parseControl(raw: string): ParsedControl {
  let frame: unknown;
  try {
    frame = JSON.parse(raw);
  } catch {
    return bad('badFrame');
  }
  if (!isRecord(frame) || typeof frame['type'] !== 'string') return bad('badFrame');
  const value = frame['value'];
  switch (frame['type']) {
    case 'Authorization': {
      if (!isRecord(value) || !optionalString(value['token'], MAX_TOKEN_LENGTH)) return bad('badFrame');
      const token = typeof value['token'] === 'string' && value['token'] !== '' ? value['token'] : null;
      return { ok: true, control: { type: 'Authorization', value: { token } } };
    }
    case 'BindMeta': {
      if (!isRecord(value)) return bad('badFrame');
      const { clientVersion, clientToken, edition, platform } = value;
      if (typeof clientVersion !== 'string' || clientVersion === '' || clientVersion.length > MAX_VERSION_LENGTH) return bad('badFrame');
      if (!optionalString(clientToken, MAX_CLIENT_TOKEN_LENGTH) || !optionalString(edition, MAX_VERSION_LENGTH)) return bad('badFrame');
      if (platform !== undefined && platform !== 'web') return bad('badFrame');
      return {
        ok: true,
        control: {
          type: 'BindMeta',
          value: { clientVersion, clientToken: (clientToken as string | null | undefined) ?? null, ...(typeof edition === 'string' ? { edition } : {}), ...(platform ? { platform } : {}) },
        },
      };
    }
    case 'Subscribe':
    case 'Unsubscribe': {
      if (!isRecord(value)) return bad('emptyTopics');
      const topicIds = topicList(value, frame['type'] === 'Unsubscribe');
      if (typeof topicIds === 'string') return bad(topicIds);
      return { ok: true, control: { type: frame['type'], value: { topicIds } } };
    }
    case 'Typing': {
      if (!isRecord(value) || typeof value['conversationId'] !== 'string' || !isConversationId(value['conversationId'])) return bad('badFrame');
      return { ok: true, control: { type: 'Typing', value: { conversationId: value['conversationId'] } } };
    }
    default:
      return bad('unknownType');
  }
}
