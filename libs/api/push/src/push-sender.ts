import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { generateRequestDetails } from 'web-push';
import type { PushPayload } from '@meydan/shared/contracts';
import { allowedEndpoint, type EndpointPolicy, guardedLookup } from './endpoint-policy';
import type { VapidConfig } from './vapid';

/** SPEC §9: a push request gives up after 5 s (the whole exchange, not only an idle socket). */
export const PUSH_SEND_TIMEOUT_MS = 5000;
/** How long a push service keeps an undelivered push for an offline device. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Push services answer with a short status body; more is not read. */
const MAX_RESPONSE_BYTES = 4096;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * How a push went, as the worker acts on it:
 * - `delivered`: the push service took it (2xx);
 * - `gone`: the subscription no longer exists (404, 410) or its endpoint is no longer allowed: drop it;
 * - `refused`: this push can never be delivered (400, 401, 403, 413: a bad request, a VAPID key
 *   the subscription was not made with, too large): no retry;
 * - `retry`: try again later (429, 5xx, a timeout or a network error).
 */
export type PushOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'gone'; status?: number; reason: string }
  | { kind: 'refused'; status: number; reason: string }
  | { kind: 'retry'; status?: number; reason: string };

export interface PushSenderOptions {
  vapid: VapidConfig;
  policy: EndpointPolicy;
  timeoutMs?: number;
}

/** Collapses pending pushes of one tag at the push service (RFC 8030 Topic: ≤ 32 base64url characters). */
export function topicFor(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

function outcomeOf(status: number, body: string): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered', status };
  const reason = `push service answered ${status}${body ? `: ${body.slice(0, 200)}` : ''}`;
  if (status === 404 || status === 410) return { kind: 'gone', status, reason };
  if (status === 429 || status >= 500) return { kind: 'retry', status, reason };
  return { kind: 'refused', status, reason };
}

/**
 * Sends Web Push messages (RFC 8030) signed with VAPID (RFC 8292) and encrypted with aes128gcm
 * (RFC 8291). The `web-push` library builds the request (encryption, the VAPID JWT for the
 * endpoint's origin, TTL, Urgency, Topic); the HTTP exchange is ours rather than its
 * sendNotification, because that one always speaks HTTPS (the loopback stand-in is plain HTTP),
 * only bounds an idle socket, and resolves names without our SSRF guard. Here the endpoint is
 * re-checked against the rule, every resolved address must be public, redirects are not
 * followed, and the whole exchange has a deadline.
 */
export class PushSender {
  private readonly timeoutMs: number;
  private readonly lookup: ReturnType<typeof guardedLookup>;

  constructor(private readonly options: PushSenderOptions) {
    this.timeoutMs = options.timeoutMs ?? PUSH_SEND_TIMEOUT_MS;
    this.lookup = guardedLookup(options.policy);
  }

  async send(target: PushTarget, payload: PushPayload, options: PushOptions = {}): Promise<PushOutcome> {
    const url = allowedEndpoint(target.endpoint, this.options.policy);
    if (!url) return { kind: 'gone', reason: 'the endpoint is not an allowed push service address' };
    const { vapid } = this.options;
    let details: ReturnType<typeof generateRequestDetails>;
    try {
      details = generateRequestDetails({ endpoint: url.href, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: options.urgency ?? 'normal',
        ...(payload.tag ? { topic: topicFor(payload.tag) } : {}),
      });
    } catch (error) {
      // Keys that passed registration but the library cannot encrypt to: nothing will ever work.
      return { kind: 'gone', reason: `cannot encrypt for this subscription: ${error instanceof Error ? error.message : String(error)}` };
    }
    try {
      const response = await this.post(url, details.headers, details.body ?? Buffer.alloc(0));
      return outcomeOf(response.status, response.body);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'EPUSHADDRESS') return { kind: 'gone', reason: (error as Error).message };
      return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  private post(url: URL, headers: Record<string, string | number>, body: Buffer): Promise<{ status: number; body: string }> {
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: 'POST',
          headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
          lookup: this.lookup,
          // No keep-alive pool shared with other code, no proxy from the environment.
          agent: false,
          signal: AbortSignal.timeout(this.timeoutMs),
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            if (size < MAX_RESPONSE_BYTES) chunks.push(chunk);
            size += chunk.length;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, MAX_RESPONSE_BYTES) }));
          response.on('error', reject);
        },
      );
      outgoing.on('error', (error: Error) => reject(error.name === 'AbortError' ? new Error(`push service did not answer within ${this.timeoutMs} ms`) : error));
      outgoing.end(body);
    });
  }
}
