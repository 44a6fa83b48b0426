import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, Nullable } from './common.schema';
import { ImageSchema } from './image.schema';
import { messages } from './message-keys';
import { DeletionReasonSchema, EmailSchema, LIMITS, PasswordSchema, UsernameSchema } from './validation.schema';
import { MEMBER_ROLES } from '../constants';
import { PremiumStatusSchema, ThemeSettingSchema } from './profile.schema';

/** Longest proof-of-work challenge and nonce the API accepts (the server's are about 100 characters). */
export const ROBOT_CHALLENGE_MAX_LENGTH = 256;
export const ROBOT_NONCE_MAX_LENGTH = 32;
/** Opaque tokens (refresh tokens, hosted captcha answers) are bounded so a body cannot be huge. */
const TOKEN_MAX_LENGTH = 4096;
/** Longest hosted captcha answer the API forwards to the provider (theirs are a few hundred to ~2,000 characters). */
export const CAPTCHA_TOKEN_MAX_LENGTH = TOKEN_MAX_LENGTH;

/**
 * `id` is a username or an e-mail address (e-mail case-insensitively). Only presence is checked:
 * a login never says which rule a wrong id or password broke, it answers one generic 401.
 */
export const LoginBodySchema = Type.Object(
  {
    grant_type: Type.Literal('password'),
    id: Type.String({ minLength: 1, maxLength: LIMITS.emailMax, ...messages({ required: 'validation.loginId.required', minLength: 'validation.loginId.required', invalid: 'validation.loginId.required' }) }),
    password: Type.String({ minLength: 1, maxLength: LIMITS.passwordMax, ...messages({ required: 'validation.password.required', minLength: 'validation.password.required', maxLength: 'validation.password.tooLong' }) }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBodySchema>;

/** SPEC §7 `POST /auth/login?authVersion=v2`. */
export const LoginQuerySchema = Type.Object({ authVersion: Type.Optional(Type.Literal('v2')) }, { additionalProperties: false });
export type LoginQuery = Static<typeof LoginQuerySchema>;

/**
 * SPEC §3 Auth. `authToken` is a JWT whose `exp` is in seconds. `refreshToken` is opaque and
 * single-use. A refresh that arrived by the httpOnly cookie is answered with the new one in the
 * cookie only (never in the body), so page scripts never hold a refresh token.
 */
export const TokensResponseSchema = Type.Object({
  authToken: Type.String(),
  refreshToken: Type.Optional(Type.String()),
});
export type TokensResponse = Static<typeof TokensResponseSchema>;

/** Provider credentials are opaque to the client; bounded so a body cannot be huge. */
const providerToken = (messageKey: string, maxLength = TOKEN_MAX_LENGTH) =>
  Type.String({ minLength: 1, maxLength, ...messages({ required: messageKey, minLength: messageKey, maxLength: messageKey, invalid: messageKey }) });
const OAUTH1_VALUE_MAX_LENGTH = 512;

/**
 * SPEC §7 `POST /auth/google/login {token}`: `token` is the Google ID token (a JWT) the browser got
 * from the authorization endpoint; `nonce` is the one the browser put in that request, and when
 * sent the token's `nonce` claim must equal it (replay defence). Answers TokensResponse.
 */
export const GoogleLoginBodySchema = Type.Object(
  {
    token: providerToken('errors.googleLogin'),
    nonce: Type.Optional(Type.String({ maxLength: 128, ...messages({ maxLength: 'errors.googleLogin', invalid: 'errors.googleLogin' }) })),
  },
  { additionalProperties: false },
);
export type GoogleLoginBody = Static<typeof GoogleLoginBodySchema>;

/** SPEC §7 `POST /auth/facebook/login {accessToken}`: the user access token of the Facebook login dialog. */
export const FacebookLoginBodySchema = Type.Object({ accessToken: providerToken('errors.facebookLogin') }, { additionalProperties: false });
export type FacebookLoginBody = Static<typeof FacebookLoginBodySchema>;

/**
 * SPEC §7 `POST /auth/twitter/login {oauthToken, oauthTokenSecret, oauthVerifier}`: the request
 * token pair of GET /auth/twitter/request-token and the verifier Twitter put on the callback URL.
 */
export const TwitterLoginBodySchema = Type.Object(
  {
    oauthToken: providerToken('errors.twitterLogin', OAUTH1_VALUE_MAX_LENGTH),
    oauthTokenSecret: providerToken('errors.twitterLogin', OAUTH1_VALUE_MAX_LENGTH),
    oauthVerifier: providerToken('errors.twitterLogin', OAUTH1_VALUE_MAX_LENGTH),
  },
  { additionalProperties: false },
);
export type TwitterLoginBody = Static<typeof TwitterLoginBodySchema>;

/**
 * SPEC §7 `GET /auth/twitter/request-token`: a fresh OAuth 1.0a request token. The browser keeps
 * the secret (the SPEC §9 Twitter secret cookie) and goes to `authorizeUrl` (the provider's page,
 * carrying `oauth_token`), which comes back to `/auth/twitter/callback` of the request edition.
 */
export const TwitterRequestTokenResponseSchema = Type.Object(
  { oauthToken: Type.String(), oauthTokenSecret: Type.String(), authorizeUrl: Type.String() },
  { additionalProperties: false },
);
export type TwitterRequestTokenResponse = Static<typeof TwitterRequestTokenResponseSchema>;

/** SPEC §7 `POST /auth/token`: native apps send the token; browsers send `{}` and the cookie. */
export const RefreshBodySchema = Type.Object(
  { refreshToken: Type.Optional(Type.String({ minLength: 1, maxLength: TOKEN_MAX_LENGTH })) },
  { additionalProperties: false },
);
export type RefreshBody = Static<typeof RefreshBodySchema>;

/** The hosted captchas a deployment may use instead of the proof of work (CAPTCHA_PROVIDER). */
export const CAPTCHA_PROVIDERS = ['turnstile', 'hcaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export function isCaptchaProvider(value: unknown): value is CaptchaProvider {
  return (CAPTCHA_PROVIDERS as readonly unknown[]).includes(value);
}

/** The self-hosted proof of work (the default): solve it, send `challenge` and `nonce`. */
export const ProofOfWorkChallengeSchema = Type.Object({
  kind: Type.Literal('proof-of-work'),
  /** Signed by the API; carries its issue time and difficulty. Valid 10 minutes, once. */
  challenge: Type.String(),
  /** Leading zero bits SHA-256(challenge + nonce) must have. */
  difficulty: Type.Integer({ minimum: 0, maximum: 64 }),
  /** Seconds the challenge stays valid. */
  expiresIn: Type.Integer({ minimum: 1 }),
});
export type ProofOfWorkChallenge = Static<typeof ProofOfWorkChallengeSchema>;

/** A hosted captcha: render the provider's widget with `siteKey`, send its answer as `captchaToken`. */
export const CaptchaChallengeSchema = Type.Object({
  kind: Type.Literal('captcha'),
  provider: Type.Union([Type.Literal('turnstile'), Type.Literal('hcaptcha')]),
  /** The provider's public site key of this deployment. */
  siteKey: Type.String({ minLength: 1 }),
});
export type CaptchaChallenge = Static<typeof CaptchaChallengeSchema>;

/**
 * GET /auth/challenge: the registration robot check, told apart by `kind`. The proof-of-work
 * fields are those of the first version, so clients that ignore `kind` keep working while the
 * deployment uses the proof of work.
 */
export const RobotChallengeSchema = Type.Union([ProofOfWorkChallengeSchema, CaptchaChallengeSchema]);
export type RobotChallenge = Static<typeof RobotChallengeSchema>;

/**
 * SPEC §7 `POST /auth/register {version, email, password}` plus the robot check: `challenge`
 * and `nonce` of a solved proof of work, or `captchaToken` when a hosted captcha is configured.
 * `version` is the terms-of-service version the member accepted (GET /metadata/tos).
 */
export const RegisterBodySchema = Type.Object(
  {
    version: Type.String({ minLength: 1, maxLength: 20, ...messages({ required: 'validation.termsVersion.required', minLength: 'validation.termsVersion.required', invalid: 'validation.termsVersion.required' }) }),
    email: EmailSchema,
    password: PasswordSchema,
    challenge: Type.Optional(Type.String({ maxLength: ROBOT_CHALLENGE_MAX_LENGTH, ...messages({ invalid: 'validation.robotCheck.failed', maxLength: 'validation.robotCheck.failed' }) })),
    nonce: Type.Optional(Type.String({ maxLength: ROBOT_NONCE_MAX_LENGTH, ...messages({ invalid: 'validation.robotCheck.failed', maxLength: 'validation.robotCheck.failed' }) })),
    captchaToken: Type.Optional(Type.String({ maxLength: CAPTCHA_TOKEN_MAX_LENGTH, ...messages({ invalid: 'validation.robotCheck.failed', maxLength: 'validation.robotCheck.failed' }) })),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBodySchema>;

export const UsernameCheckQuerySchema = Type.Object({ username: UsernameSchema }, { additionalProperties: false });
export type UsernameCheckQuery = Static<typeof UsernameCheckQuerySchema>;

export const UsernameCheckResponseSchema = Type.Object({
  available: Type.Boolean(),
  /** Why not, in the request language ("This username was taken earlier."). */
  message: Type.Optional(Type.String()),
});
export type UsernameCheckResponse = Static<typeof UsernameCheckResponseSchema>;

export const LOGIN_SOURCES = ['email', 'fb', 'google', 'twitter'] as const;
export type LoginSource = (typeof LOGIN_SOURCES)[number];

/** SPEC §3 User, as the member sees themself (`GET /users/me/profile`). */
export const CurrentUserSchema = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  emailVerified: Type.Boolean(),
  isActive: Type.Boolean(),
  name: Nullable(Type.String()),
  avatar: Nullable(ImageSchema),
  gender: Nullable(Type.Union([Type.Literal('male'), Type.Literal('female')])),
  website: Nullable(Type.String()),
  country: Nullable(Type.String()),
  city: Nullable(Type.String()),
  /** YYYY-MM-DD. */
  birthdate: Nullable(Type.String()),
  occupation: Nullable(Type.String()),
  motto: Nullable(Type.String()),
  about: Nullable(Type.String()),
  cover: Nullable(ImageSchema),
  coverOffset: Type.Integer(),
  /** The colour theme the member chose (issue 20); null: the system setting. */
  theme: ThemeSettingSchema,
  /** True for either premium status: no ads, no interstitial (SPEC §6). */
  premium: Type.Boolean(),
  premiumStatus: Nullable(PremiumStatusSchema),
  loginSource: Type.Union(LOGIN_SOURCES.map((source) => Type.Literal(source))),
  role: Type.Union(MEMBER_ROLES.map((role) => Type.Literal(role))),
});
export type CurrentUser = Static<typeof CurrentUserSchema>;

/** One signed-in device or browser of the member (`GET /users/me/sessions`). */
export const SessionSchema = Type.Object({
  _id: Type.String(),
  createdAt: DateTimeSchema,
  lastUsedAt: DateTimeSchema,
  /** When it ends unless used again (its refresh token's expiry). */
  expiresAt: DateTimeSchema,
  userAgent: Nullable(Type.String()),
  /** The session the request was made with. */
  current: Type.Boolean(),
});
export type Session = Static<typeof SessionSchema>;

export const SessionListResponseSchema = Type.Object({ items: Type.Array(SessionSchema) });
export type SessionListResponse = Static<typeof SessionListResponseSchema>;

export const EndSessionsQuerySchema = Type.Object({ keepCurrent: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type EndSessionsQuery = Static<typeof EndSessionsQuerySchema>;

export const EndSessionsResponseSchema = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type EndSessionsResponse = Static<typeof EndSessionsResponseSchema>;

/** SPEC §7 `PUT /users/me/freeze {feedback}`: the reason is optional (§5), at most 500 characters. */
export const FreezeBodySchema = Type.Object({ feedback: Type.Optional(DeletionReasonSchema) }, { additionalProperties: false });
export type FreezeBody = Static<typeof FreezeBodySchema>;

/** One-time e-mailed link tokens (256 random bits, base64url: 43 characters); bounded, never parsed. */
const LinkTokenSchema = Type.String({ minLength: 1, maxLength: 128, ...messages({ required: 'errors.invalidLink', minLength: 'errors.invalidLink', maxLength: 'errors.invalidLink', invalid: 'errors.invalidLink' }) });

/** SPEC §7 `GET /auth/verify-email (token)`: the token of the e-mailed link `/auth/verify-email/{token}`. */
export const VerifyEmailQuerySchema = Type.Object({ token: LinkTokenSchema }, { additionalProperties: false });
export type VerifyEmailQuery = Static<typeof VerifyEmailQuerySchema>;

export const VerifyEmailResponseSchema = Type.Object({ emailVerified: Type.Literal(true) });
export type VerifyEmailResponse = Static<typeof VerifyEmailResponseSchema>;

/** 202 of the calls that queue an e-mail: a notice in the request language. */
export const MailQueuedResponseSchema = Type.Object({ message: Type.String() });
export type MailQueuedResponse = Static<typeof MailQueuedResponseSchema>;

/** SPEC §7 `POST /auth/reset-password/new {id}`: a username or an e-mail address (§5: required). */
export const ResetPasswordRequestBodySchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: LIMITS.emailMax, ...messages({ required: 'validation.loginId.required', minLength: 'validation.loginId.required', invalid: 'validation.loginId.required' }) }),
  },
  { additionalProperties: false },
);
export type ResetPasswordRequestBody = Static<typeof ResetPasswordRequestBodySchema>;

/** SPEC §7 `POST /auth/reset-password {token, password}`: the token of `/auth/reset-password/{token}`. */
export const ResetPasswordBodySchema = Type.Object({ token: LinkTokenSchema, password: PasswordSchema }, { additionalProperties: false });
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;

/** SPEC §7 `PUT /users/me/password {oldPassword, password}` (§5: the current password is required). */
export const ChangePasswordBodySchema = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1, maxLength: LIMITS.passwordMax, ...messages({ required: 'validation.currentPassword.required', minLength: 'validation.currentPassword.required', maxLength: 'validation.password.tooLong', invalid: 'validation.currentPassword.required' }) }),
    password: PasswordSchema,
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

/** SPEC §7 `POST /users/me/request-delete {feedback}`: the reason, at most 500 characters (§5). */
export const DeleteRequestBodySchema = Type.Object({ feedback: Type.Optional(DeletionReasonSchema) }, { additionalProperties: false });
export type DeleteRequestBody = Static<typeof DeleteRequestBodySchema>;

/** SPEC §7 `PUT /users/me/delete {token}`: the token of the e-mailed `/auth/delete-account/{token}` (valid 24 h). */
export const DeleteAccountBodySchema = Type.Object({ token: LinkTokenSchema }, { additionalProperties: false });
export type DeleteAccountBody = Static<typeof DeleteAccountBodySchema>;

// Defined with the schema-free constants (one source of truth), offered here as before.
export { MEMBER_ROLES, type MemberRole } from '../constants';
