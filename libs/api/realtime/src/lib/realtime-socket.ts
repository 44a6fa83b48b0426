import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { WebSocketServer } from 'ws';
import { type AccessTokenVerifier, EDITION_HEADER, editionFromAcceptLanguage, localize, type RealtimeBus } from '@meydan/api/core';
import { REALTIME_CLIENT_VERSION, REALTIME_MAX_FRAME_BYTES, REALTIME_PATH } from '@meydan/shared/contracts';
import { DEFAULT_EDITION, DEFAULT_HOST_MAP, type Edition, editionFromHost, type HostMap, isEdition } from '@meydan/shared/util/routing';
import { ClientIds, clientIdKey } from './client-ids';
import { CLOSE_CODES, type ConnectionContext, DEFAULT_REALTIME_LIMITS, RealtimeConnection, type RealtimeLimits } from './connection';
import { REALTIME_MESSAGES, type RealtimeMessageKey } from './realtime.messages';
import { TopicIndex } from './topic-index';
import { type ConversationMembership, type MatchMembership, NO_CONVERSATIONS, NO_MATCHES } from './topics';

export interface RealtimeSocketOptions {
  /** Events of every replica arrive here (and Typing is published here): Redis or in-process. */
  bus: RealtimeBus;
  /** The community plugins' rule: signature, expiry and a live session. */
  verifyAccessToken: AccessTokenVerifier;
  /** The editions' public origins: the only pages that may open the socket (no cross-site hijacking). */
  trustedOrigins: readonly string[];
  /** AUTH_TOKEN_SECRET: the `cid` tokens' key is derived from it. */
  authTokenSecret: string;
  /** Conversation topics and Typing (the messaging domain); without it no conversation can be listened to. */
  isConversationMember?: ConversationMembership;
  /** Live game matches (the games domain); without it no match can be listened to. */
  isMatchPlayer?: MatchMembership;
  /** Answered in the `ready` frame (default: the protocol revision of client 4.0.3). */
  version?: string;
  path?: string;
  hostMap?: HostMap;
  limits?: Partial<RealtimeLimits>;
}

/** The protocol revision this server speaks: the one of the SPEC §9 client. */
export const REALTIME_PROTOCOL_VERSION = REALTIME_CLIENT_VERSION;

const STATUS_TEXT: Record<number, string> = { 403: 'Forbidden', 404: 'Not Found', 503: 'Service Unavailable' };

function normalizedHost(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  const colon = value.indexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/**
 * The language of the socket's texts until BindMeta names an edition: X-Edition (the web tier's
 * proxy sends it), else the page's host, else Accept-Language (as the API's requestLanguage).
 */
function upgradeLanguage(request: IncomingMessage, hostMap: HostMap): Edition {
  const header = request.headers[EDITION_HEADER];
  const explicit = typeof header === 'string' ? header.trim().toLowerCase() : undefined;
  if (isEdition(explicit)) return explicit;
  const host = normalizedHost(request.headers.host);
  if (host && Object.hasOwn(hostMap, host)) return editionFromHost(host, hostMap);
  return editionFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_EDITION;
}

/** Answers an upgrade it will not accept with a plain HTTP error (a JSON body, like the API's). */
function refuseUpgrade(socket: Duplex, statusCode: number, key: RealtimeMessageKey, language: Edition): void {
  const body = JSON.stringify({ message: localize(REALTIME_MESSAGES[key], language), statusCode });
  socket.on('error', () => undefined);
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_TEXT[statusCode] ?? 'Error'}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The realtime socket at `/ws` (SPEC §3–§5, ARCHITECTURE §1), on the Fastify instance's own
 * HTTP server (the standalone API and the all-in-one shell server alike): `ws` in noServer mode
 * takes the upgrades of the path, after the Origin check. Events of the bus go to the local
 * sockets holding their topic; the protocol is written down in the contracts (realtime.ts).
 */
export const realtimeSocket: FastifyPluginAsync<RealtimeSocketOptions> = async (fastify, options) => {
  const path = options.path ?? REALTIME_PATH;
  const limits: RealtimeLimits = { ...DEFAULT_REALTIME_LIMITS, ...options.limits };
  const hostMap = options.hostMap ?? fastify.meydanHostMap ?? DEFAULT_HOST_MAP;
  const log = fastify.log.child({ module: 'realtime' });
  const connections = new Set<RealtimeConnection>();
  const index = new TopicIndex<RealtimeConnection>();
  const ctx: ConnectionContext = {
    verify: options.verifyAccessToken,
    isConversationMember: options.isConversationMember ?? NO_CONVERSATIONS,
    isMatchPlayer: options.isMatchPlayer ?? NO_MATCHES,
    clientIds: new ClientIds(clientIdKey(options.authTokenSecret)),
    bus: options.bus,
    index,
    limits,
    log,
    version: options.version ?? REALTIME_PROTOCOL_VERSION,
    now: Date.now,
  };
  // perMessageDeflate off: the frames are small, and compression costs memory per socket.
  const wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_MAX_FRAME_BYTES, perMessageDeflate: false, clientTracking: false });
  let closing = false;

  const stopDelivery = options.bus.subscribe((topicId, value) => {
    const subscribers = index.subscribers(topicId);
    if (!subscribers || subscribers.size === 0) return;
    let frame: string;
    try {
      frame = JSON.stringify({ topicId, value });
    } catch (error) {
      log.error({ err: error, topicId }, 'realtime event is not serializable');
      return;
    }
    // A copy: a socket dropped mid-delivery (too far behind) leaves the set while it is walked.
    for (const connection of [...subscribers]) connection.deliver(frame);
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (request.url ?? '/').split('?', 1)[0];
    if (pathname !== path) {
      // Another listener (a proxy of other paths) may own it; alone, answer rather than leave it hanging.
      if (fastify.server.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404, 'notFound', upgradeLanguage(request, hostMap));
      return;
    }
    const language = upgradeLanguage(request, hostMap);
    if (closing) return refuseUpgrade(socket, 503, 'unavailable', language);
    // Cross-site WebSocket hijacking: a browser always sends its page's Origin; only ours may connect.
    // No Origin at all is a native or server client: it may connect, but must sign in (see authorizeWithinMs).
    const origin = request.headers.origin;
    if (origin !== undefined && !options.trustedOrigins.includes(origin)) return refuseUpgrade(socket, 403, 'foreignOrigin', language);
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (closing) return ws.close(CLOSE_CODES.goingAway, 'server shutting down');
      const connection = new RealtimeConnection(ws, ctx, language, origin === undefined);
      connections.add(connection);
      ws.once('close', () => connections.delete(connection));
    });
  };
  fastify.server.on('upgrade', onUpgrade);

  const heartbeat = setInterval(() => {
    for (const connection of connections) connection.heartbeat();
  }, limits.heartbeatMs);
  heartbeat.unref();

  // Before the HTTP server closes (it would wait for the upgraded sockets forever): a clean 1001
  // close, so clients reconnect to another replica, and a hard cut after the grace period.
  fastify.addHook('preClose', async () => {
    closing = true;
    clearInterval(heartbeat);
    stopDelivery();
    fastify.server.off('upgrade', onUpgrade);
    const open = [...connections];
    await Promise.all(
      open.map(
        (connection) =>
          new Promise<void>((resolve) => {
            const cut = setTimeout(() => connection.ws.terminate(), limits.closeGraceMs);
            connection.ws.once('close', () => {
              clearTimeout(cut);
              resolve();
            });
            connection.ws.close(CLOSE_CODES.goingAway, 'server shutting down');
          }),
      ),
    );
    wss.close();
  });
};
