/*
 * A local Web Push service stand-in (`@meydan/shared/testing/push-service`): a real HTTP server on
 * 127.0.0.1 that hands out browser-like subscriptions and checks, then decrypts, the pushes the
 * API sends them (VAPID, RFC 8291 aes128gcm). Node only (node:http, node:crypto), hence not in the
 * package's main barrel, which web specs load in jsdom.
 */
export { startPushService, type BrowserSubscription, type PushService, type PushServiceOptions, type ReceivedPush, type RefusedPush } from './push-service';
export { decryptWebPush, PushDecryptError, type DecryptedPush, type UserAgentKeys } from './web-push-decrypt';
export { MAX_VAPID_LIFETIME_S, parseVapidHeader, VapidError, verifyVapid, type VapidIdentity } from './vapid-check';
