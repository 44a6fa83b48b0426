import type { RealtimeCid, RealtimeControl, RealtimeError, RealtimeMessage, RealtimeState } from '@meydan/shared/contracts';
import {
  REALTIME_CLIENT_VERSION,
  REALTIME_ERRORS,
  REALTIME_MAX_RETRIES,
  REALTIME_MAX_TOPICS,
  REALTIME_PATH,
  REALTIME_RESERVED_TOPICS,
  REALTIME_RETRY_DELAY_MS,
} from '@meydan/shared/contracts/constants';
import { readAuthToken } from '@meydan/shared/util/cookies';
import { storageGet, storageSet } from '@meydan/shared/util/storage';
import type { RealtimeClient, RealtimeSubscription, TopicCallback } from './realtime-client.types';

/** The part of the browser's WebSocket the client uses (a fake stands in for it in tests). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code?: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketFactory = (url: string) => WebSocketLike;

/** Where the `cid` token of this browser is kept between page loads (and tabs). */
export interface ClientTokenStore {
  read(): RealtimeCid | null;
  write(cid: RealtimeCid): void;
}

/** What the client writes to the console: SPEC §8 says socket errors are logged, never shown. */
export type RealtimeLogger = Pick<Console, 'warn' | 'debug'>;

export interface RealtimeClientOptions {
  /** Defaults to the browser's `WebSocket`. */
  createSocket?: WebSocketFactory;
  /** The member's access token; defaults to the readable `o-auth-token` cookie. */
  readToken?: () => string | null | undefined;
  clientTokens?: ClientTokenStore;
  /** The edition this page reads (BindMeta): the server writes its pushes in that language. */
  edition?: string;
  maxRetries?: number;
  retryDelayMs?: number;
  logger?: RealtimeLogger;
}

const OPEN = 1;
/** Normal closure: the page asked for it, so the client does not come back. */
const NORMAL_CLOSURE = 1000;

/** localStorage key of the `cid` record; the SPEC §3 wrapper drops it after the default 30 days. */
export const REALTIME_CLIENT_TOKEN_KEY = 'meydan.realtime.cid';

export const localClientTokenStore: ClientTokenStore = {
  read: () => {
    const stored = storageGet<RealtimeCid>(REALTIME_CLIENT_TOKEN_KEY);
    return stored && typeof stored.clientId === 'string' && typeof stored.token === 'string' ? stored : null;
  },
  write: (cid) => void storageSet(REALTIME_CLIENT_TOKEN_KEY, { clientId: cid.clientId, token: cid.token }),
};

function browserSocket(url: string): WebSocketLike {
  return new WebSocket(url) as unknown as WebSocketLike;
}

/**
 * `host` is an origin (`https://www.example.com`), a ws(s) origin or a bare host; the socket is
 * always at its `/ws` path, over wss: for an https page.
 */
export function realtimeUrl(host: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(host) ? host : `${isSecurePage() ? 'https' : 'http'}://${host}`;
  const url = new URL(withScheme);
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  return `${secure ? 'wss' : 'ws'}://${url.host}${REALTIME_PATH}`;
}

function isSecurePage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** Topic ids a caller passed, as the protocol wants them: strings, no blanks, no repeats. */
function cleanTopics(topicIds: unknown): string[] | null {
  if (!Array.isArray(topicIds)) return null;
  const topics = [...new Set(topicIds.filter((topic): topic is string => typeof topic === 'string' && topic.trim() !== ''))];
  return topics.length ? topics : null;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const NO_SUBSCRIPTION: RealtimeSubscription = { unsubscribe: () => undefined };

/**
 * The tab's realtime socket (SPEC §4 "Realtime socket", protocol in @meydan/shared/contracts
 * realtime.ts). Nothing here throws at the page: bad calls and socket failures are logged
 * (SPEC §8) and the page goes on without live updates.
 *
 * - Topics are kept with their callbacks whatever the socket does: subscribing while connecting
 *   or between retries only records them, and every `ready` (first or after a reconnect)
 *   re-subscribes all of them. The server is told about a topic once, however many callbacks
 *   share it, and told to drop it when its last callback goes.
 * - An unexpected close retries every `retryDelayMs`, at most `maxRetries` times in a row; the
 *   count starts again once a connection has reached `ready` (the server accepted it), so a
 *   server that accepts and drops at once cannot make the client retry forever.
 */
export function createRealtimeClient({
  createSocket = browserSocket,
  readToken = readAuthToken,
  clientTokens = localClientTokenStore,
  edition,
  maxRetries = REALTIME_MAX_RETRIES,
  retryDelayMs = REALTIME_RETRY_DELAY_MS,
  logger = console,
}: RealtimeClientOptions = {}): RealtimeClient {
  let state: RealtimeState = 'not-initialized';
  let socket: WebSocketLike | null = null;
  let url: string | null = null;
  /** The server sent `ready` on the current socket and the handshake went out: controls may follow. */
  let ready = false;
  /** close() was called: the next close event is not a failure. */
  let closedByPage = false;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  // Read from storage on first use, not at creation (the client may be created before storage is reachable).
  let clientId: string | null | undefined;
  const knownClientId = () => (clientId === undefined ? (clientId = clientTokens.read()?.clientId ?? null) : clientId);
  // One entry object per subscribe() call, so the same function subscribed twice counts twice.
  const topics = new Map<string, Set<{ callback: TopicCallback<unknown> }>>();
  const stateListeners = new Set<(state: RealtimeState) => void>();
  const clientIdListeners = new Set<(clientId: string) => void>();

  const setState = (next: RealtimeState) => {
    if (state === next) return;
    state = next;
    for (const listener of [...stateListeners]) safely(() => listener(next), 'state listener failed');
  };

  function safely(run: () => void, what: string) {
    try {
      run();
    } catch (error) {
      logger.warn(`[realtime] ${what}`, error);
    }
  }

  const send = (control: RealtimeControl): boolean => {
    if (!socket || socket.readyState !== OPEN) return false;
    try {
      socket.send(JSON.stringify(control));
      return true;
    } catch (error) {
      logger.warn('[realtime] send failed', error);
      return false;
    }
  };

  const sendTopics = (type: 'Subscribe' | 'Unsubscribe', topicIds: string[]) => {
    // The server takes at most REALTIME_MAX_TOPICS per frame; an empty list is never sent (SPEC §5).
    for (const part of chunks(topicIds, REALTIME_MAX_TOPICS)) send({ type, value: { topicIds: part } });
  };

  const authorize = () => send({ type: 'Authorization', value: { token: readToken() || null } });

  const handshake = () => {
    ready = true;
    retries = 0;
    authorize();
    send({
      type: 'BindMeta',
      value: { clientVersion: REALTIME_CLIENT_VERSION, clientToken: clientTokens.read()?.token ?? null, ...(edition ? { edition } : {}), platform: 'web' },
    });
    if (topics.size) sendTopics('Subscribe', [...topics.keys()]);
  };

  const onCid = (value: unknown) => {
    const cid = value as Partial<RealtimeCid> | null;
    if (!cid || typeof cid.clientId !== 'string' || typeof cid.token !== 'string') {
      logger.warn('[realtime] malformed cid', value);
      return;
    }
    const previous = knownClientId();
    clientTokens.write({ clientId: cid.clientId, token: cid.token });
    if (cid.clientId === previous) return;
    clientId = cid.clientId;
    for (const listener of [...clientIdListeners]) safely(() => listener(cid.clientId as string), 'client id listener failed');
  };

  const onFrame = (data: unknown) => {
    let message: RealtimeMessage;
    try {
      message = JSON.parse(String(data)) as RealtimeMessage;
    } catch {
      logger.warn('[realtime] unreadable frame');
      return;
    }
    if (!message || typeof message.topicId !== 'string') {
      logger.warn('[realtime] frame without a topic');
      return;
    }
    switch (message.topicId) {
      case REALTIME_RESERVED_TOPICS.ready:
        handshake();
        return;
      case REALTIME_RESERVED_TOPICS.cid:
        onCid(message.value);
        return;
      case REALTIME_RESERVED_TOPICS.error: {
        // A refused topic keeps its callbacks: after a sign-in, reauthorize() asks for it again.
        const error = (message.value ?? {}) as Partial<RealtimeError>;
        logger.warn(`[realtime] ${error.message ?? 'error'} (${error.statusCode ?? 'no status'})`, error.topicIds ?? '');
        return;
      }
    }
    const entries = topics.get(message.topicId);
    if (!entries) return;
    for (const entry of [...entries]) safely(() => entry.callback(message.value, message.topicId), `callback of ${message.topicId} failed`);
  };

  const scheduleRetry = () => {
    if (closedByPage || retryTimer) return;
    if (retries >= maxRetries) {
      logger.warn(`[realtime] gave up after ${maxRetries} reconnection attempts`);
      return;
    }
    retries += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      open();
    }, retryDelayMs);
  };

  function open() {
    if (!url) return;
    ready = false;
    setState('connecting');
    let next: WebSocketLike;
    try {
      next = createSocket(url);
    } catch (error) {
      logger.warn('[realtime] could not open the socket', error);
      socket = null;
      setState('closed');
      scheduleRetry();
      return;
    }
    socket = next;
    // Events of a socket this client has already replaced are ignored.
    next.onopen = () => {
      if (socket === next) setState('open');
    };
    next.onmessage = (event) => {
      if (socket === next) onFrame(event.data);
    };
    next.onerror = (event) => {
      if (socket === next) logger.debug('[realtime] socket error', event);
    };
    next.onclose = (event) => {
      if (socket !== next) return;
      socket = null;
      ready = false;
      setState('closed');
      if (!closedByPage) {
        logger.debug(`[realtime] closed (${event?.code ?? 'no code'}); retrying`);
        scheduleRetry();
      }
    };
  }

  return {
    get state() {
      return state;
    },
    get clientId() {
      return knownClientId();
    },

    connect(host: string) {
      if (typeof host !== 'string' || host.trim() === '') {
        logger.warn('[realtime] host should be a non-empty string');
        return;
      }
      if (state === 'connecting' || state === 'open') return;
      try {
        url = realtimeUrl(host.trim());
      } catch (error) {
        logger.warn('[realtime] invalid host', error);
        return;
      }
      closedByPage = false;
      retries = 0;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      open();
    },

    close() {
      closedByPage = true;
      ready = false;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const current = socket;
      if (!current) {
        if (state !== 'not-initialized') setState('closed');
        return;
      }
      setState('closing');
      try {
        current.close(NORMAL_CLOSURE);
      } catch (error) {
        logger.debug('[realtime] close failed', error);
        socket = null;
        setState('closed');
      }
    },

    subscribe<T>(topicIds: string[], callback: TopicCallback<T>): RealtimeSubscription {
      if (typeof callback !== 'function') {
        logger.warn(`[realtime] ${REALTIME_ERRORS.noCallback}`);
        return NO_SUBSCRIPTION;
      }
      const wanted = cleanTopics(topicIds);
      if (!wanted) {
        logger.warn(`[realtime] ${REALTIME_ERRORS.emptyTopics}`);
        return NO_SUBSCRIPTION;
      }
      // Kept for the handshake of the next `ready`; nothing is lost while the socket is away.
      if (state === 'not-initialized') logger.debug(`[realtime] ${REALTIME_ERRORS.notInitialized}; topics kept until it is`);
      const entry = { callback: callback as TopicCallback<unknown> };
      const added: string[] = [];
      for (const topic of wanted) {
        let entries = topics.get(topic);
        if (!entries) {
          entries = new Set();
          topics.set(topic, entries);
          added.push(topic);
        }
        entries.add(entry);
      }
      if (ready && added.length) sendTopics('Subscribe', added);

      let active = true;
      return {
        unsubscribe() {
          if (!active) return;
          active = false;
          const dropped: string[] = [];
          for (const topic of wanted) {
            const entries = topics.get(topic);
            if (!entries) continue;
            entries.delete(entry);
            if (entries.size === 0) {
              topics.delete(topic);
              dropped.push(topic);
            }
          }
          if (ready && dropped.length) sendTopics('Unsubscribe', dropped);
        },
      };
    },

    typing(conversationId: string) {
      if (typeof conversationId !== 'string' || conversationId === '') return;
      if (!ready) {
        logger.debug(`[realtime] ${REALTIME_ERRORS.notInitialized}; typing not sent`);
        return;
      }
      send({ type: 'Typing', value: { conversationId } });
    },

    reauthorize() {
      // Before `ready` there is nothing to do: the coming handshake reads the current token.
      if (!ready) return;
      authorize();
      // The server re-checks every topic for the new identity: the old member's topics are dropped
      // there, and topics a visitor was refused may now be granted.
      if (topics.size) sendTopics('Subscribe', [...topics.keys()]);
    },

    onStateChange(listener) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },

    onClientIdChange(listener) {
      clientIdListeners.add(listener);
      return () => void clientIdListeners.delete(listener);
    },
  };
}
