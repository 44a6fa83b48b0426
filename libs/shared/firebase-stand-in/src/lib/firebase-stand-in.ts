import { createECDH, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JwtError, signRs256, unsignedJwt, verifyRs256 } from './jwt';

/** The scope a service account needs to send through FCM. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** The path of Google's securetoken JWKS, served behind `/www.googleapis.com` (the emulator convention). */
export const JWKS_PATH = '/www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
export const TOKEN_PATH = '/oauth2/token';
const ID_TOKEN_LIFETIME_S = 3600;
const ACCESS_TOKEN_LIFETIME_S = 3599;
const MAX_BODY = 64 * 1024;

export interface FirebaseStandInOptions {
  projectId?: string;
  /** Clock of tokens and expiry checks (ms). */
  now?: () => number;
  /** Issue ID tokens unsigned (`alg: none`), as the real Auth emulator does; default RS256 with the JWKS. */
  unsignedIdTokens?: boolean;
}

/** One request the stand-in saw: enough to tell which calls a client made. */
export interface SeenRequest {
  method: string;
  path: string;
  status: number;
}

export interface StandInAccount {
  uid: string;
  createdAt: number;
  refreshToken: string;
}

/** An OAuth grant the token endpoint accepted. */
export interface AcceptedGrant {
  clientEmail: string;
  scope: string;
  accessToken: string;
  issuedAt: number;
}

/** A message FCM accepted: its target and what it carries to the browser. */
export interface ReceivedFcmMessage {
  name: string;
  token: string;
  data: Record<string, string>;
  headers: Record<string, string>;
  accessToken: string;
}

export interface RefusedFcmMessage {
  token: string | null;
  status: number;
  errorCode: string;
}

/** The web app config JSON (FIREBASE_WEB_CONFIG) for the stand-in's project. */
export interface StandInWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
  vapidKey: string;
}

export interface FirebaseStandIn {
  /** `http://127.0.0.1:<port>` once listening. */
  readonly url: string;
  readonly projectId: string;
  readonly webConfig: StandInWebConfig;
  /** A service account key JSON whose `token_uri` is this stand-in (FIREBASE_SERVICE_ACCOUNT). */
  serviceAccountJson(): string;
  /** FIREBASE_* pointing every Firebase call of the API and the browser SDK here. */
  env(): Record<string, string>;
  listen(port?: number, host?: string): Promise<{ url: string }>;
  close(): Promise<void>;

  /** Auth: accounts created by accounts:signUp. */
  accounts(): StandInAccount[];
  /** A signed (or, with unsignedIdTokens, unsigned) ID token as the Auth service would issue it; claims may be overridden. */
  idToken(uid: string, overrides?: Record<string, unknown>): string;

  /** FCM: a new registration token, as Messaging getToken() would give a browser. */
  registerDevice(): string;
  /** The token is no longer registered (the browser unsubscribed): later sends get 404 UNREGISTERED. */
  unregister(token: string): void;
  /** The next `times` sends to the token get `status` (default one 503 UNAVAILABLE). */
  failNext(token: string, status?: number, times?: number): void;
  /** Access tokens stop being valid (as if revoked): the next send gets 401. */
  revokeAccessTokens(): void;
  received(token?: string): ReceivedFcmMessage[];
  refused(): RefusedFcmMessage[];
  grants(): AcceptedGrant[];
  requests(): SeenRequest[];
  /** Forgets received, refused, grants and requests (accounts, devices and keys stay). */
  clear(): void;
}

interface Device {
  token: string;
  registered: boolean;
  failures: number[];
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpFailure(413, 'PAYLOAD_TOO_LARGE', 'body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text || '{}') as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new HttpFailure(400, 'INVALID_ARGUMENT', 'body is not a JSON object');
}

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * A local stand-in for the Firebase services this platform uses, in one HTTP server (node:crypto
 * only), for specs, e2e and a local `npm start` that opts in:
 *
 * - Auth, the subset the web SDK's signInAnonymously() and getIdToken() call, at the Auth
 *   emulator's paths (`/identitytoolkit.googleapis.com/v1/accounts:signUp`, `…/accounts:lookup`,
 *   `/securetoken.googleapis.com/v1/token`), with the API key checked and CORS for browsers; ID
 *   tokens carry Firebase's claims, signed RS256 with a key published as JWKS at the emulator
 *   path of Google's securetoken keys (or unsigned, as the real emulator does);
 * - Google's OAuth token endpoint for service accounts (`/oauth2/token`, the JWT bearer grant,
 *   verified against the generated service account's public key: issuer, audience, scope, times);
 * - FCM HTTP v1 (`/v1/projects/{project}/messages:send`): a valid access token of that account,
 *   a registered token, string data; answers like FCM (404 UNREGISTERED, 401 UNAUTHENTICATED,
 *   failNext for 5xx), and records what it accepted.
 */
export function createFirebaseStandIn(options: FirebaseStandInOptions = {}): FirebaseStandIn {
  const projectId = options.projectId ?? 'meydan-stand-in';
  const now = options.now ?? Date.now;
  const signing = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKid = randomId(12);
  const account = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const accountKeyId = randomId(16);
  const clientEmail = `firebase-adminsdk@${projectId}.iam.gserviceaccount.com`;
  const vapid = createECDH('prime256v1');
  vapid.generateKeys();
  const webConfig: StandInWebConfig = {
    apiKey: `AIzaStandIn${randomId(18).replace(/[^A-Za-z0-9]/g, 'x')}`,
    authDomain: `${projectId}.firebaseapp.com`,
    projectId,
    appId: `1:123456789012:web:${randomBytes(8).toString('hex')}`,
    messagingSenderId: '123456789012',
    vapidKey: vapid.getPublicKey().toString('base64url'),
  };

  const accounts = new Map<string, StandInAccount>();
  const byRefresh = new Map<string, string>();
  const devices = new Map<string, Device>();
  const accessTokens = new Map<string, { expiresAt: number; scope: string }>();
  let received: ReceivedFcmMessage[] = [];
  let refused: RefusedFcmMessage[] = [];
  let grants: AcceptedGrant[] = [];
  let requests: SeenRequest[] = [];
  let server: Server | null = null;
  let url = '';

  const seconds = () => Math.floor(now() / 1000);

  function idToken(uid: string, overrides: Record<string, unknown> = {}): string {
    const iat = seconds();
    const claims = {
      provider_id: 'anonymous',
      iss: `https://securetoken.google.com/${projectId}`,
      aud: projectId,
      auth_time: Math.floor((accounts.get(uid)?.createdAt ?? now()) / 1000),
      user_id: uid,
      sub: uid,
      iat,
      exp: iat + ID_TOKEN_LIFETIME_S,
      firebase: { identities: {}, sign_in_provider: 'anonymous' },
      ...overrides,
    };
    return options.unsignedIdTokens ? unsignedJwt(claims) : signRs256({ kid: signingKid }, claims, signing.privateKey);
  }

  function tokenOwner(token: unknown): StandInAccount {
    if (typeof token !== 'string') throw new HttpFailure(400, 'INVALID_ID_TOKEN', 'idToken missing');
    try {
      const claims = options.unsignedIdTokens ? JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) : verifyRs256(token, signing.privateKey).claims;
      const uid = (claims as { sub?: unknown; exp?: unknown }).sub;
      const found = typeof uid === 'string' ? accounts.get(uid) : undefined;
      if (!found) throw new HttpFailure(400, 'USER_NOT_FOUND', 'no such user');
      if (Number((claims as { exp?: unknown }).exp) <= seconds()) throw new HttpFailure(400, 'TOKEN_EXPIRED', 'token expired');
      return found;
    } catch (error) {
      if (error instanceof HttpFailure) throw error;
      throw new HttpFailure(400, 'INVALID_ID_TOKEN', 'not a token of this service');
    }
  }

  function checkApiKey(request: URL): void {
    // Google answers this one with a bare message (no "CODE : " prefix); the SDK turns it into auth/api-key-not-valid….
    if (request.searchParams.get('key') !== webConfig.apiKey) throw new HttpFailure(400, '', 'API key not valid. Please pass a valid API key.');
  }

  /** Google's error shape; the Auth SDK reads `error.message` ("CODE : detail"). */
  function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
    response.end(JSON.stringify(body));
  }

  function authSignUp(body: Record<string, unknown>) {
    // The anonymous form only: no e-mail, password or provider.
    if (body['email'] !== undefined || body['password'] !== undefined || body['idToken'] !== undefined) throw new HttpFailure(400, 'OPERATION_NOT_ALLOWED', 'the stand-in only signs up anonymous users');
    const uid = randomId(21).replace(/[^A-Za-z0-9]/g, 'Q').slice(0, 28);
    const created: StandInAccount = { uid, createdAt: now(), refreshToken: randomId(48) };
    accounts.set(uid, created);
    byRefresh.set(created.refreshToken, uid);
    return { kind: 'identitytoolkit#SignupNewUserResponse', idToken: idToken(uid), refreshToken: created.refreshToken, expiresIn: String(ID_TOKEN_LIFETIME_S), localId: uid };
  }

  function authLookup(body: Record<string, unknown>) {
    const user = tokenOwner(body['idToken']);
    return {
      kind: 'identitytoolkit#GetAccountInfoResponse',
      users: [{ localId: user.uid, lastLoginAt: String(user.createdAt), createdAt: String(user.createdAt), lastRefreshAt: new Date(now()).toISOString(), providerUserInfo: [] }],
    };
  }

  function secureTokenRefresh(form: URLSearchParams) {
    if (form.get('grant_type') !== 'refresh_token') throw new HttpFailure(400, 'INVALID_GRANT_TYPE', 'grant_type must be refresh_token');
    const uid = byRefresh.get(form.get('refresh_token') ?? '');
    if (!uid) throw new HttpFailure(400, 'INVALID_REFRESH_TOKEN', 'unknown refresh token');
    const token = idToken(uid);
    return { access_token: token, expires_in: String(ID_TOKEN_LIFETIME_S), token_type: 'Bearer', refresh_token: form.get('refresh_token'), id_token: token, user_id: uid, project_id: projectId };
  }

  function oauthToken(form: URLSearchParams) {
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw new HttpFailure(400, 'unsupported_grant_type', 'grant_type must be the JWT bearer grant');
    let decoded: ReturnType<typeof verifyRs256>;
    try {
      decoded = verifyRs256(form.get('assertion') ?? '', account.privateKey);
    } catch (error) {
      throw new HttpFailure(400, 'invalid_grant', error instanceof JwtError ? `assertion: ${error.message}` : 'assertion does not verify');
    }
    const { header, claims } = decoded;
    const iat = Number(claims['iat']);
    const exp = Number(claims['exp']);
    const scope = typeof claims['scope'] === 'string' ? claims['scope'] : '';
    if (header['kid'] !== undefined && header['kid'] !== accountKeyId) throw new HttpFailure(400, 'invalid_grant', 'unknown key id');
    if (claims['iss'] !== clientEmail) throw new HttpFailure(400, 'invalid_grant', 'iss is not the service account');
    if (claims['aud'] !== `${url}${TOKEN_PATH}`) throw new HttpFailure(400, 'invalid_grant', `aud must be ${url}${TOKEN_PATH}`);
    if (!Number.isInteger(iat) || !Number.isInteger(exp) || iat > seconds() + 60 || exp <= seconds() || exp - iat > 3600) throw new HttpFailure(400, 'invalid_grant', 'Invalid JWT: token times are wrong');
    if (!scope.split(' ').includes(FCM_SCOPE)) throw new HttpFailure(400, 'invalid_scope', 'the firebase.messaging scope is missing');
    const accessToken = `ya29.stand-in-${randomId(32)}`;
    accessTokens.set(accessToken, { expiresAt: now() + ACCESS_TOKEN_LIFETIME_S * 1000, scope });
    grants.push({ clientEmail, scope, accessToken, issuedAt: now() });
    return { access_token: accessToken, expires_in: ACCESS_TOKEN_LIFETIME_S, token_type: 'Bearer' };
  }

  function fcmError(status: number, code: string, message: string, errorCode?: string) {
    return {
      error: {
        code: status,
        message,
        status: code,
        ...(errorCode ? { details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] } : {}),
      },
    };
  }

  function fcmSend(request: IncomingMessage, project: string, body: Record<string, unknown>, response: ServerResponse): void {
    const refuse = (status: number, code: string, message: string, token: string | null, errorCode?: string) => {
      refused.push({ token, status, errorCode: errorCode ?? code });
      send(response, status, fcmError(status, code, message, errorCode));
    };
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const access = bearer ? accessTokens.get(bearer) : undefined;
    if (!bearer || !access || access.expiresAt <= now()) return refuse(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.', null, 'THIRD_PARTY_AUTH_ERROR');
    if (project !== projectId) return refuse(403, 'PERMISSION_DENIED', `Permission denied on project ${project}`, null, 'SENDER_ID_MISMATCH');
    const message = body['message'] as { token?: unknown; data?: unknown; webpush?: { data?: unknown; headers?: unknown } } | undefined;
    const token = typeof message?.token === 'string' ? message.token : null;
    if (!message || !token) return refuse(400, 'INVALID_ARGUMENT', 'message.token is required', token, 'INVALID_ARGUMENT');
    const data = message.webpush?.data ?? message.data ?? {};
    const headers = message.webpush?.headers ?? {};
    const strings = (value: unknown) => typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');
    if (!strings(data) || !strings(headers)) return refuse(400, 'INVALID_ARGUMENT', 'data and headers must map strings to strings', token, 'INVALID_ARGUMENT');
    const ttl = (headers as Record<string, string>)['TTL'];
    if (ttl !== undefined && !/^\d{1,10}$/.test(ttl)) return refuse(400, 'INVALID_ARGUMENT', 'webpush.headers.TTL must be seconds', token, 'INVALID_ARGUMENT');
    const device = devices.get(token);
    if (!device || !device.registered) return refuse(404, 'NOT_FOUND', 'Requested entity was not found.', token, 'UNREGISTERED');
    const failure = device.failures.shift();
    if (failure !== undefined) return refuse(failure, failure === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE', 'transient failure (failNext)', token, failure === 429 ? 'QUOTA_EXCEEDED' : 'UNAVAILABLE');
    const name = `projects/${projectId}/messages/${randomUUID()}`;
    received.push({ name, token, data: data as Record<string, string>, headers: headers as Record<string, string>, accessToken: bearer });
    send(response, 200, { name });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = new URL(request.url ?? '/', url || 'http://127.0.0.1');
    const path = target.pathname;
    const method = request.method ?? 'GET';
    // The browser SDK calls cross-origin (X-Client-Version, X-Firebase-gmpid, … headers): preflights pass.
    const cors = { 'access-control-allow-origin': '*' };
    if (method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'content-type',
        'access-control-max-age': '600',
      });
      response.end();
      return;
    }
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      requests.push({ method, path, status });
      send(response, status, body, { ...cors, ...headers });
    };
    try {
      if (method === 'GET' && path === JWKS_PATH) {
        const jwk = signing.publicKey.export({ format: 'jwk' });
        return answer(200, { keys: [{ ...jwk, kid: signingKid, alg: 'RS256', use: 'sig' }] }, { 'cache-control': 'public, max-age=3600' });
      }
      if (method !== 'POST') throw new HttpFailure(405, 'METHOD_NOT_ALLOWED', 'POST only');
      const text = await readBody(request);
      if (path === '/identitytoolkit.googleapis.com/v1/accounts:signUp') {
        checkApiKey(target);
        return answer(200, authSignUp(parseJson(text)));
      }
      if (path === '/identitytoolkit.googleapis.com/v1/accounts:lookup') {
        checkApiKey(target);
        return answer(200, authLookup(parseJson(text)));
      }
      if (path === '/securetoken.googleapis.com/v1/token') {
        checkApiKey(target);
        const form = request.headers['content-type']?.includes('json') ? new URLSearchParams(parseJson(text) as Record<string, string>) : new URLSearchParams(text);
        return answer(200, secureTokenRefresh(form));
      }
      if (path === TOKEN_PATH) {
        try {
          return answer(200, oauthToken(new URLSearchParams(text)));
        } catch (error) {
          // OAuth's own error shape (RFC 6749 §5.2).
          if (error instanceof HttpFailure) return answer(error.status, { error: error.code, error_description: error.message });
          throw error;
        }
      }
      const fcm = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(path);
      if (fcm) {
        fcmSend(request, decodeURIComponent(fcm[1] as string), parseJson(text), response);
        requests.push({ method, path, status: response.statusCode });
        return;
      }
      throw new HttpFailure(404, 'NOT_FOUND', `no such path ${path}`);
    } catch (error) {
      if (error instanceof HttpFailure) {
        const message = error.code ? `${error.code} : ${error.message}` : error.message;
        return answer(error.status, { error: { code: error.status, message, status: error.code || 'INVALID_ARGUMENT' } });
      }
      return answer(500, { error: { code: 500, message: 'INTERNAL', status: 'INTERNAL' } });
    }
  }

  const standIn: FirebaseStandIn = {
    get url() {
      return url;
    },
    projectId,
    webConfig,
    serviceAccountJson() {
      return JSON.stringify({
        type: 'service_account',
        project_id: projectId,
        private_key_id: accountKeyId,
        private_key: account.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        client_email: clientEmail,
        client_id: '100000000000000000000',
        token_uri: `${url}${TOKEN_PATH}`,
      });
    },
    env() {
      const host = new URL(url).host;
      return {
        FIREBASE_WEB_CONFIG: JSON.stringify(webConfig),
        FIREBASE_AUTH_EMULATOR_HOST: host,
        FIREBASE_AUTH_JWKS_URL: `${url}${JWKS_PATH}`,
        FIREBASE_SERVICE_ACCOUNT: standIn.serviceAccountJson(),
        FIREBASE_FCM_URL: url,
        FIREBASE_OAUTH_TOKEN_URL: `${url}${TOKEN_PATH}`,
      };
    },
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        const created = createServer((request, response) => {
          handle(request, response).catch(() => {
            if (!response.headersSent) response.writeHead(500);
            response.end();
          });
        });
        created.once('error', reject);
        created.listen(port, host, () => {
          server = created;
          url = `http://${host}:${(created.address() as AddressInfo).port}`;
          resolve({ url });
        });
      });
    },
    close() {
      return new Promise((resolve) => {
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
    accounts: () => [...accounts.values()],
    idToken,
    registerDevice() {
      const token = `${randomId(16)}:APA91b${randomId(96)}`;
      devices.set(token, { token, registered: true, failures: [] });
      return token;
    },
    unregister(token) {
      const device = devices.get(token);
      if (device) device.registered = false;
    },
    failNext(token, status = 503, times = 1) {
      const device = devices.get(token);
      if (!device) throw new Error('no such device');
      for (let i = 0; i < times; i += 1) device.failures.push(status);
    },
    revokeAccessTokens() {
      accessTokens.clear();
    },
    received: (token) => received.filter((message) => token === undefined || message.token === token),
    refused: () => [...refused],
    grants: () => [...grants],
    requests: () => [...requests],
    clear() {
      received = [];
      refused = [];
      grants = [];
      requests = [];
    },
  };
  return standIn;
}
