import { FEEDBACK_LIMITS } from '@meydan/shared/contracts/constants';

/**
 * The browser ids other tools keep in local storage, sent with feedback and survey answers
 * (`thirdPartyIdentifiers`) so an editor can match a report to what the reading tracker or the ad
 * server saw. Written by those tools, so read defensively: a plain string, JSON `"…"`, an
 * `{ value, type }` object (the SPEC §3 ad identifier), or any of those inside the SPEC §3 storage
 * wrapper `{ version, data, expiry }`. Anything else, expired or empty is left out.
 */
export const THIRD_PARTY_ID_KEYS = { trackerId: 'meydan:tracker-id', adId: 'meydan:ad-id' } as const;

type Found = { value: string; type?: string } | null;

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // No control characters; cut to what the API keeps (an id longer than that is not one of ours).
  const clean = value.replace(/\p{Cc}/gu, '').trim();
  return clean ? clean.slice(0, FEEDBACK_LIMITS.identifierValueMax) : null;
}

function unwrap(parsed: unknown, now: number): Found {
  if (typeof parsed === 'number' && Number.isFinite(parsed)) return unwrap(String(parsed), now);
  if (typeof parsed === 'string') {
    const value = text(parsed);
    return value ? { value } : null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const item = parsed as Record<string, unknown>;
  if ('data' in item && typeof item['version'] === 'string') {
    if (typeof item['expiry'] === 'number' && item['expiry'] <= now) return null;
    return unwrap(item['data'], now);
  }
  const value = text(item['value']);
  if (!value) return null;
  const type = text(item['type']);
  return type ? { value, type } : { value };
}

function readStored(storage: Storage, key: string, now: number): Found {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    return unwrap(JSON.parse(raw), now);
  } catch {
    // Not JSON: the id itself.
    return unwrap(raw, now);
  }
}

function browserStorage(): Storage | null {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null;
  }
}

/** `{ trackerId, adId, adIdType }` as far as this browser has them; `{}` on the server or without storage. */
export function readThirdPartyIdentifiers(storage: Storage | null = browserStorage(), now: number = Date.now()): Record<string, string> {
  const ids: Record<string, string> = {};
  if (!storage) return ids;
  for (const [name, key] of Object.entries(THIRD_PARTY_ID_KEYS)) {
    const found = readStored(storage, key, now);
    if (!found) continue;
    ids[name] = found.value;
    if (found.type) ids[`${name}Type`] = found.type;
  }
  return ids;
}
