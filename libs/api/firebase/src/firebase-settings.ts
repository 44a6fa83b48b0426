import { createPrivateKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FirebaseWebConfig } from '@meydan/shared/contracts';

/** Where Google publishes the keys Firebase Auth signs ID tokens with (JWK form). */
export const SECURETOKEN_JWKS_PATH = '/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
export const GOOGLE_JWKS_URL = `https://www.googleapis.com${SECURETOKEN_JWKS_PATH}`;
/** FCM HTTP v1 API base. */
export const FCM_URL = 'https://fcm.googleapis.com';
/** Google's OAuth 2.0 token endpoint (a service account key names it as `token_uri`). */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** The public part of FIREBASE_WEB_CONFIG (the Firebase console's web app config, plus the Web Push certificate key). */
export interface FirebaseWebSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
  /** The project's Web Push certificate public key (base64url, 65 bytes): Messaging tokens need it. */
  vapidKey: string | null;
}

/** FIREBASE_SERVICE_ACCOUNT: the key of a service account allowed to send through FCM. Never leaves the API. */
export interface FirebaseServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKeyId: string | null;
  privateKey: KeyObject;
  /** The OAuth token endpoint (FIREBASE_OAUTH_TOKEN_URL, else the key's `token_uri`, else Google's). */
  tokenUrl: string;
}

/**
 * Everything Firebase, as configured. Each part is optional: no FIREBASE_WEB_CONFIG means the web
 * config says `firebase: null` and no browser loads Firebase; no FIREBASE_SERVICE_ACCOUNT means
 * pushes stay on Web Push.
 */
export interface FirebaseSettings {
  web: FirebaseWebSettings | null;
  /** FIREBASE_AUTH_EMULATOR_HOST (`host:port`): the Auth emulator or the local stand-in (development and tests). */
  authEmulatorHost: string | null;
  /** FIREBASE_AUTH_JWKS_URL: the ID token signing keys (default Google's, or the emulator's when one is set). */
  authJwksUrl: string;
  serviceAccount: FirebaseServiceAccount | null;
  /** FIREBASE_FCM_URL: the FCM HTTP v1 API base (default Google's; the local stand-in in tests). */
  fcmUrl: string;
}

export const FIREBASE_OFF: FirebaseSettings = { web: null, authEmulatorHost: null, authJwksUrl: GOOGLE_JWKS_URL, serviceAccount: null, fcmUrl: FCM_URL };

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const text = env[name]?.trim();
  return text ? text : undefined;
}

/** JSON given inline, or the path of a file holding it (a service account key is usually a file). */
function jsonOf(name: string, text: string): Record<string, unknown> {
  const source = text.startsWith('{') ? text : existsSync(text) ? readFileSync(text, 'utf8') : null;
  if (source === null) throw new Error(`${name} must be JSON or the path of a JSON file`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    throw new Error(`${name} is not valid JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${name} must be a JSON object`);
  return parsed as Record<string, unknown>;
}

function requiredString(name: string, object: Record<string, unknown>, key: string, pattern?: RegExp): string {
  const field = object[key];
  if (typeof field !== 'string' || !field.trim()) throw new Error(`${name} needs "${key}"`);
  if (pattern && !pattern.test(field.trim())) throw new Error(`${name}: "${key}" does not look right`);
  return field.trim();
}

/** An http(s) URL without a trailing slash. */
export function httpUrl(name: string, text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} is not a URL: ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL: ${text}`);
  return url.href.replace(/\/+$/, '');
}

const PROJECT_ID = /^[a-z0-9-]{4,100}$/;

function webSettings(text: string): FirebaseWebSettings {
  const name = 'FIREBASE_WEB_CONFIG';
  const object = jsonOf(name, text);
  const vapid = object['vapidKey'];
  let vapidKey: string | null = null;
  if (vapid !== undefined && vapid !== null && vapid !== '') {
    const bytes = typeof vapid === 'string' && /^[A-Za-z0-9_-]+={0,2}$/.test(vapid) ? Buffer.from(vapid, 'base64url') : Buffer.alloc(0);
    if (bytes.length !== 65 || bytes[0] !== 4) throw new Error(`${name}: "vapidKey" must be the Web Push certificate's public key (base64url, 65 bytes)`);
    vapidKey = bytes.toString('base64url');
  }
  return {
    apiKey: requiredString(name, object, 'apiKey', /^[A-Za-z0-9_-]{10,200}$/),
    authDomain: requiredString(name, object, 'authDomain', /^[A-Za-z0-9.-]+(:\d+)?$/),
    projectId: requiredString(name, object, 'projectId', PROJECT_ID),
    appId: requiredString(name, object, 'appId', /^[A-Za-z0-9:_-]{5,200}$/),
    messagingSenderId: requiredString(name, object, 'messagingSenderId', /^\d{1,30}$/),
    vapidKey,
  };
}

function serviceAccount(text: string, tokenUrlOverride: string | undefined): FirebaseServiceAccount {
  const name = 'FIREBASE_SERVICE_ACCOUNT';
  const object = jsonOf(name, text);
  if (object['type'] !== undefined && object['type'] !== 'service_account') throw new Error(`${name} must be a service account key ("type": "service_account")`);
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(requiredString(name, object, 'private_key'));
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(name)) throw error;
    throw new Error(`${name}: "private_key" is not a PEM private key`);
  }
  if (privateKey.asymmetricKeyType !== 'rsa') throw new Error(`${name}: "private_key" must be an RSA key (Google signs service account grants with RS256)`);
  const keyId = object['private_key_id'];
  const tokenUri = typeof object['token_uri'] === 'string' && object['token_uri'] ? object['token_uri'] : GOOGLE_TOKEN_URL;
  return {
    projectId: requiredString(name, object, 'project_id', PROJECT_ID),
    clientEmail: requiredString(name, object, 'client_email', /^[^@\s]+@[^@\s]+$/),
    privateKeyId: typeof keyId === 'string' && keyId ? keyId : null,
    privateKey,
    tokenUrl: tokenUrlOverride ? httpUrl('FIREBASE_OAUTH_TOKEN_URL', tokenUrlOverride) : httpUrl(`${name} token_uri`, tokenUri),
  };
}

/**
 * The Firebase settings from the environment, checked when the API starts (a half or broken
 * configuration stops it rather than failing on the first visitor):
 * - FIREBASE_WEB_CONFIG: the web app config JSON (apiKey, authDomain, projectId, appId,
 *   messagingSenderId, and vapidKey for Messaging);
 * - FIREBASE_AUTH_EMULATOR_HOST: `host:port` of the Auth emulator or the local stand-in;
 * - FIREBASE_AUTH_JWKS_URL: where the ID token keys are (default Google's, or the emulator's);
 * - FIREBASE_SERVICE_ACCOUNT: the service account key JSON (or its file) that sends through FCM;
 * - FIREBASE_FCM_URL, FIREBASE_OAUTH_TOKEN_URL: the FCM API and token endpoint (the stand-in's in tests).
 */
export function firebaseSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): FirebaseSettings {
  const webText = value(env, 'FIREBASE_WEB_CONFIG');
  const accountText = value(env, 'FIREBASE_SERVICE_ACCOUNT');
  const emulator = value(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  if (emulator !== undefined && !/^[A-Za-z0-9.-]+:\d{1,5}$/.test(emulator) && !/^\[[0-9a-fA-F:]+\]:\d{1,5}$/.test(emulator)) {
    throw new Error(`FIREBASE_AUTH_EMULATOR_HOST must be host:port (as the Firebase tools set it), not "${emulator}"`);
  }
  const web = webText ? webSettings(webText) : null;
  const account = accountText ? serviceAccount(accountText, value(env, 'FIREBASE_OAUTH_TOKEN_URL')) : null;
  if (web && account && web.projectId !== account.projectId) {
    throw new Error(`FIREBASE_SERVICE_ACCOUNT belongs to project "${account.projectId}", FIREBASE_WEB_CONFIG to "${web.projectId}"`);
  }
  const jwks = value(env, 'FIREBASE_AUTH_JWKS_URL');
  return {
    web,
    authEmulatorHost: emulator ?? null,
    authJwksUrl: jwks ? httpUrl('FIREBASE_AUTH_JWKS_URL', jwks) : emulator ? emulatorJwksUrl(emulator) : GOOGLE_JWKS_URL,
    serviceAccount: account,
    fcmUrl: httpUrl('FIREBASE_FCM_URL', value(env, 'FIREBASE_FCM_URL') ?? FCM_URL),
  };
}

/** The emulator convention: Google's host becomes the first path segment (`http://host:port/www.googleapis.com/…`). */
export function emulatorJwksUrl(emulatorHost: string): string {
  return `http://${emulatorHost}/www.googleapis.com${SECURETOKEN_JWKS_PATH}`;
}

/** Pushes go through FCM when the browser can get tokens (web config with a VAPID key) and the API can send (a service account). */
export function firebaseMessagingOn(settings: FirebaseSettings): boolean {
  return settings.web !== null && settings.web.vapidKey !== null && settings.serviceAccount !== null;
}

/** What the web config (GET /metadata/config/web) tells browsers: the public part, or null without Firebase. */
export function firebaseWebConfig(settings: FirebaseSettings): FirebaseWebConfig | null {
  const { web } = settings;
  if (!web) return null;
  return {
    apiKey: web.apiKey,
    authDomain: web.authDomain,
    projectId: web.projectId,
    appId: web.appId,
    messagingSenderId: web.messagingSenderId,
    vapidKey: web.vapidKey,
    authEmulatorUrl: settings.authEmulatorHost ? `http://${settings.authEmulatorHost}` : null,
    messaging: firebaseMessagingOn(settings),
  };
}
