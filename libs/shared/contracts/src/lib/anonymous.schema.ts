import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema } from './common.schema';

/**
 * An anonymous visitor's id (SPEC §1 anonymous sign-in): `anon_` and 128 random bits,
 * base64url. The prefix keeps it apart from member ids (UUIDs) and reader cookies wherever a
 * later feature stores "who did this".
 */
export const ANONYMOUS_ID_PATTERN = '^anon_[A-Za-z0-9_-]{22}$';

/**
 * `POST /auth/anonymous` body, optional. Where Firebase is configured, the browser signs in with
 * Firebase anonymous auth first and sends the user's ID token: the API verifies it (the project's
 * signing keys, issuer, audience, an anonymous sign-in) and derives the identity from the Firebase
 * uid, so the same Firebase user always gets the same `anonymousId`. Without it, a new random id.
 */
export const AnonymousSignInBodySchema = Type.Object({ firebaseIdToken: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })) }, { additionalProperties: false });
export type AnonymousSignInBody = Static<typeof AnonymousSignInBodySchema>;

/**
 * `POST /auth/anonymous`: the identity the API signed into the httpOnly `o-anon-token` cookie.
 * `expiresAt` is when the identity (and its cookies) lapse; the same identity comes back until then.
 */
export const AnonymousIdentityResponseSchema = Type.Object({
  anonymousId: Type.String({ pattern: ANONYMOUS_ID_PATTERN }),
  expiresAt: DateTimeSchema,
});
export type AnonymousIdentityResponse = Static<typeof AnonymousIdentityResponseSchema>;
