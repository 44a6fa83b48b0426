import { CAPTCHA_PROVIDERS, isCaptchaProvider, type RegisterBody, type RobotChallenge } from '@meydan/shared/contracts';
import { HostedCaptchaCheck } from './hosted-captcha-check';
import { ProofOfWorkCheck, type ProofOfWorkOptions } from './proof-of-work-check';

/** What the check may learn about the request besides the body. */
export interface RobotCheckContext {
  /** The client's address, passed on to a hosted captcha's verification (`remoteip`). */
  remoteIp?: string;
}

/**
 * The registration robot check (SPEC §5). `issue` hands the client what it must solve (GET
 * /auth/challenge); `verify` throws an HttpError (400) unless the registration body carries a
 * valid, fresh, unused answer, and spends it (a hosted captcha whose provider cannot be asked
 * answers 502 instead).
 *
 * The default is the self-hosted proof of work (proof-of-work-check.ts); CAPTCHA_PROVIDER
 * switches to a hosted captcha (hosted-captcha-check.ts).
 */
export interface RobotCheck {
  readonly kind: 'proof-of-work' | 'captcha';
  issue(): RobotChallenge;
  verify(body: Pick<RegisterBody, 'challenge' | 'nonce' | 'captchaToken'>, context?: RobotCheckContext): Promise<void>;
}

/** CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY, CAPTCHA_SECRET and CAPTCHA_VERIFY_URL as read from the environment. */
export interface CaptchaSettings {
  /** `turnstile` or `hcaptcha`; anything else stops the start. */
  provider: string;
  siteKey?: string;
  secret?: string;
  /** The provider's siteverify endpoint when unset. */
  verifyUrl?: string;
}

function verifyUrlOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CAPTCHA_VERIFY_URL must be an http(s) URL, not "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`CAPTCHA_VERIFY_URL must be an http(s) URL, not "${value}"`);
  return url.toString();
}

/**
 * The deployment's robot check: a hosted captcha when `captcha` is given, else the proof of
 * work. A half or wrong captcha configuration throws, so the API refuses to start rather than
 * register robots unchecked (or every reader refused) on a typo.
 */
export function createRobotCheck(options: { captcha?: CaptchaSettings; proofOfWork: ProofOfWorkOptions }): RobotCheck {
  const { captcha } = options;
  if (!captcha) return new ProofOfWorkCheck(options.proofOfWork);
  const provider = captcha.provider.trim();
  if (!isCaptchaProvider(provider)) {
    throw new Error(`CAPTCHA_PROVIDER must be one of ${CAPTCHA_PROVIDERS.join(', ')} (or unset for the self-hosted proof of work), not "${captcha.provider}"`);
  }
  const siteKey = captcha.siteKey?.trim();
  const secret = captcha.secret?.trim();
  const missing = [siteKey ? null : 'CAPTCHA_SITE_KEY', secret ? null : 'CAPTCHA_SECRET'].filter(Boolean);
  if (!siteKey || !secret) throw new Error(`CAPTCHA_PROVIDER=${provider} needs ${missing.join(' and ')} (the site key and secret of the ${provider} site)`);
  return new HostedCaptchaCheck({ provider, siteKey, secret, verifyUrl: verifyUrlOf(captcha.verifyUrl?.trim() || undefined) });
}

/** The hosted captcha from the environment (apps/api/README.md); unset CAPTCHA_PROVIDER keeps the proof of work. */
export function captchaSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CaptchaSettings | undefined {
  const provider = env['CAPTCHA_PROVIDER']?.trim();
  if (!provider) return undefined;
  return { provider, siteKey: env['CAPTCHA_SITE_KEY'], secret: env['CAPTCHA_SECRET'], verifyUrl: env['CAPTCHA_VERIFY_URL'] };
}
