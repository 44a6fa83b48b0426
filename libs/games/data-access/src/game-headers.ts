import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { HttpRequest, SerializedApiError } from '@meydan/shared/data-access/api-client';
import type { SigningKeyResponse } from '@meydan/shared/contracts';
import { readAuthToken } from '@meydan/shared/util/cookies';
import { gamesPath } from './games-path';

/**
 * SPEC §7 game headers from the browser (issue 16 item 5): a signed-in member's game writes carry
 * the organization, their access token, a timestamp, the version and an HMAC-SHA256 of the four,
 * under the key the server derives from the member's session (`GET /signing-key`, kept in memory
 * only). A signature is good once, so each request's timestamp is later than the last one's.
 */
type BaseQuery = BaseQueryFn<HttpRequest | string, unknown, SerializedApiError>;

let cachedKey: { token: string; key: Promise<{ organization: string; version: string; key: CryptoKey } | null> } | null = null;
let lastSecond = 0;

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function loadKey(baseQuery: BaseQuery, api: Parameters<BaseQuery>[1], extra: Parameters<BaseQuery>[2]) {
  const result = await baseQuery({ url: gamesPath('/signing-key') }, api, extra);
  if (result.error || !result.data) return null;
  const issued = result.data as SigningKeyResponse;
  const key = await crypto.subtle.importKey('raw', base64UrlBytes(issued.key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return { organization: issued.organization, version: issued.version, key };
}

/** The signed headers for the member signed in on this page; none for a guest (or outside a browser). */
export async function signedGameHeaders(baseQuery: BaseQuery, api: Parameters<BaseQuery>[1], extra: Parameters<BaseQuery>[2], renew = false): Promise<Record<string, string>> {
  const token = typeof document === 'undefined' ? undefined : readAuthToken();
  if (!token || typeof crypto === 'undefined' || !crypto.subtle) return {};
  // The key follows the session; a new session (another member, a new sign-in) fetches another.
  if (!cachedKey || renew) cachedKey = { token, key: loadKey(baseQuery, api, extra) };
  const signing = await cachedKey.key;
  if (!signing) {
    cachedKey = null;
    return {};
  }
  lastSecond = Math.max(Math.floor(Date.now() / 1000), lastSecond + 1);
  const timestamp = String(lastSecond);
  const message = `${signing.organization}\n${token}\n${timestamp}\n${signing.version}`;
  const signature = hex(await crypto.subtle.sign('HMAC', signing.key, new TextEncoder().encode(message)));
  return {
    'games-app-organization': signing.organization,
    'games-app-user-token': token,
    'games-app-ts': timestamp,
    'games-app-hv': signing.version,
    'games-app-h': signature,
  };
}

/** A signed game write; a refusal of the signature (a session renewed elsewhere) fetches the key again once. */
export async function signedPost(request: Omit<HttpRequest, 'method' | 'headers'>, api: Parameters<BaseQuery>[1], extra: Parameters<BaseQuery>[2], baseQuery: BaseQuery) {
  const send = async (renew: boolean) => baseQuery({ ...request, method: 'POST', headers: await signedGameHeaders(baseQuery, api, extra, renew) }, api, extra);
  const first = await send(false);
  if (first.error?.statusCode === 403 || first.error?.statusCode === 401) return send(true);
  return first;
}
