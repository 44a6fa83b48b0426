import { createRemoteJWKSet, decodeProtectedHeader, errors, type JWTPayload, jwtVerify, type JWTVerifyGetKey, UnsecuredJWT } from 'jose';

/** Firebase ID tokens live an hour. */
const MAX_TOKEN_AGE_S = 60 * 60;
const CLOCK_TOLERANCE_S = 60;
const DEFAULT_TIMEOUT_MS = 5000;
// Firebase's are about 900 characters; anything far longer is not worth a signature check.
const TOKEN_MAX_LENGTH = 4096;
// Key errors that say "this token does not fit the keys", as opposed to "the keys could not be fetched".
const KEY_MISMATCH = [errors.JWKSNoMatchingKey, errors.JWKSMultipleMatchingKeys, errors.JOSEAlgNotAllowed, errors.JOSENotSupported];

/**
 * - `rejected`: not a valid ID token of this project's anonymous user (forged, expired, another
 *   project, another sign-in method);
 * - `unreachable`: the signing keys could not be fetched (the token may be fine).
 */
export class FirebaseTokenError extends Error {
  constructor(
    readonly failure: 'rejected' | 'unreachable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FirebaseTokenError';
  }
}

export interface FirebaseUser {
  uid: string;
  signInProvider: string;
}

export interface FirebaseIdTokensOptions {
  projectId: string;
  /** Where the signing keys are (FirebaseSettings.authJwksUrl). */
  jwksUrl: string;
  /**
   * The Auth emulator is configured and this is not production: like the Admin SDK, unsigned
   * (`alg: none`) tokens, which is what the real emulator issues, are accepted.
   */
  acceptEmulatorTokens?: boolean;
  now?: () => number;
  timeoutMs?: number;
}

/**
 * Verifies Firebase Auth ID tokens as Firebase documents for third-party JWT libraries: RS256 by
 * one of the project's current keys (fetched from Google's JWKS and cached by jose, refetched
 * for an unknown `kid`), `aud` the project id, `iss` `https://securetoken.google.com/<project>`,
 * `exp` ahead, `iat` and `auth_time` behind, `sub` (the uid) a non-empty string of at most 128
 * characters. `requireAnonymous` also asks for an anonymous sign-in (`firebase.sign_in_provider`).
 */
export class FirebaseIdTokens {
  private readonly keys: JWTVerifyGetKey;
  private readonly issuer: string;
  private readonly now: () => number;

  constructor(private readonly options: FirebaseIdTokensOptions) {
    this.now = options.now ?? Date.now;
    this.issuer = `https://securetoken.google.com/${options.projectId}`;
    const timeoutDuration = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration, cooldownDuration: 30_000 });
  }

  async verify(idToken: string, { requireAnonymous = true }: { requireAnonymous?: boolean } = {}): Promise<FirebaseUser> {
    if (idToken.length > TOKEN_MAX_LENGTH) throw new FirebaseTokenError('rejected', 'token too long');
    let claims: JWTPayload;
    let header: ReturnType<typeof decodeProtectedHeader>;
    try {
      header = decodeProtectedHeader(idToken);
    } catch {
      throw new FirebaseTokenError('rejected', 'malformed token');
    }
    const checks = {
      audience: this.options.projectId,
      issuer: this.issuer,
      clockTolerance: CLOCK_TOLERANCE_S,
      maxTokenAge: MAX_TOKEN_AGE_S,
      currentDate: new Date(this.now()),
      requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
    };
    try {
      if (header.alg === 'none' && this.options.acceptEmulatorTokens) {
        claims = UnsecuredJWT.decode(idToken, checks).payload;
      } else {
        const keys: JWTVerifyGetKey = async (protectedHeader, token) => {
          try {
            return await this.keys(protectedHeader, token);
          } catch (error) {
            if (KEY_MISMATCH.some((type) => error instanceof type)) throw error;
            throw new FirebaseTokenError('unreachable', `signing keys unavailable: ${(error as Error).name}`, { cause: error });
          }
        };
        ({ payload: claims } = await jwtVerify(idToken, keys, { ...checks, algorithms: ['RS256'] }));
      }
    } catch (error) {
      if (error instanceof FirebaseTokenError) throw error;
      throw new FirebaseTokenError('rejected', error instanceof errors.JOSEError ? error.code : 'malformed token');
    }
    const uid = claims.sub;
    if (typeof uid !== 'string' || uid.length === 0 || uid.length > 128) throw new FirebaseTokenError('rejected', 'bad subject');
    const authTime = claims['auth_time'];
    if (typeof authTime !== 'number' || authTime > this.now() / 1000 + CLOCK_TOLERANCE_S) throw new FirebaseTokenError('rejected', 'auth_time in the future');
    const firebase = claims['firebase'] as { sign_in_provider?: unknown } | undefined;
    const signInProvider = typeof firebase?.sign_in_provider === 'string' ? firebase.sign_in_provider : '';
    if (requireAnonymous && signInProvider !== 'anonymous') throw new FirebaseTokenError('rejected', 'not an anonymous sign-in');
    return { uid, signInProvider };
  }
}
