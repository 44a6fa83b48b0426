import { HttpError, requireCommonText } from '@meydan/api/core';
import { CAPTCHA_TOKEN_MAX_LENGTH, type CaptchaChallenge, type CaptchaProvider, type RegisterBody } from '@meydan/shared/contracts';
import type { RobotCheck, RobotCheckContext } from './robot-check';

/** Each provider's siteverify endpoint (CAPTCHA_VERIFY_URL overrides it, e.g. for a local stand-in). */
export const CAPTCHA_VERIFY_URLS: Readonly<Record<CaptchaProvider, string>> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
};
/** A hanging provider must not hold a registration (nor a worker) for long. */
export const CAPTCHA_TIMEOUT_MS = 5000;
// A siteverify answer is a few hundred bytes; anything far bigger is not one.
const MAX_ANSWER_CHARS = 64 * 1024;
/*
 * `error-codes` that say this deployment's request or configuration is wrong (secret, site key,
 * malformed call) or the provider failed: the reader cannot fix those by solving the captcha
 * again, so they are answered like an unreachable provider (502) and logged as errors.
 */
const NOT_THE_READERS_FAULT = new Set(['missing-input-secret', 'invalid-input-secret', 'sitekey-secret-mismatch', 'invalid-sitekey', 'bad-request', 'internal-error']);

export interface HostedCaptchaOptions {
  provider: CaptchaProvider;
  siteKey: string;
  secret: string;
  /** Default: the provider's siteverify endpoint (CAPTCHA_VERIFY_URLS). */
  verifyUrl?: string;
  timeoutMs?: number;
}

const FAILED = () => new HttpError(400, requireCommonText('validation.robotCheck.failed'));
const UNREACHABLE_TEXT = requireCommonText('errors.robotCheckUnreachable');

/** 502 with the reader's "could not check, try again" text; the reason stays in the log (the cause). */
function unreachable(provider: CaptchaProvider, reason: string, cause?: unknown): HttpError {
  return new HttpError(502, UNREACHABLE_TEXT, { cause: new Error(`${provider} siteverify: ${reason}`, { cause }), expose: true });
}

/**
 * A hosted captcha (Cloudflare Turnstile or hCaptcha). `issue` tells the client which widget to
 * render with which site key; `verify` posts the widget's answer (`captchaToken`) with the
 * secret to the provider's siteverify endpoint, the protocol both providers share:
 * form-encoded `secret`, `response`, `remoteip` → JSON `{ success, "error-codes"?, hostname? }`.
 *
 * The provider spends the token (a second verification of it fails), so nothing is stored
 * here. `hostname` is not compared with the editions' hosts: a token only verifies with the
 * secret of its own site key, each provider refuses to run that key's widget outside the
 * hostnames configured for it, and the providers' test keys answer a placeholder hostname that
 * such a check would refuse.
 */
export class HostedCaptchaCheck implements RobotCheck {
  readonly kind = 'captcha' as const;
  private readonly verifyUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: HostedCaptchaOptions) {
    this.verifyUrl = options.verifyUrl ?? CAPTCHA_VERIFY_URLS[options.provider];
    this.timeoutMs = options.timeoutMs ?? CAPTCHA_TIMEOUT_MS;
  }

  issue(): CaptchaChallenge {
    return { kind: 'captcha', provider: this.options.provider, siteKey: this.options.siteKey };
  }

  async verify(body: Pick<RegisterBody, 'captchaToken'>, context: RobotCheckContext = {}): Promise<void> {
    const token = body.captchaToken;
    // Nothing to ask the provider about: refused here, without spending a call (and its quota).
    if (typeof token !== 'string' || token.trim() === '' || token.length > CAPTCHA_TOKEN_MAX_LENGTH) throw FAILED();
    const { provider } = this.options;
    const form = new URLSearchParams({ secret: this.options.secret, response: token });
    if (context.remoteIp) form.set('remoteip', context.remoteIp);

    let status: number;
    let text: string;
    try {
      const response = await fetch(this.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        redirect: 'error',
        // Covers reading the body too: the signal aborts the stream.
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw unreachable(provider, `request failed: ${(error as Error).name}`, error);
    }
    if (status >= 500 || status < 200 || (status >= 300 && status < 400)) throw unreachable(provider, `HTTP ${status}`);
    if (text.length > MAX_ANSWER_CHARS) throw unreachable(provider, `answer of ${text.length} characters`);

    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw unreachable(provider, `HTTP ${status} answer is not JSON`);
    }
    if (typeof answer !== 'object' || answer === null || typeof (answer as { success?: unknown }).success !== 'boolean') {
      throw unreachable(provider, `HTTP ${status} answer has no boolean "success"`);
    }
    const { success, 'error-codes': codes } = answer as { success: boolean; 'error-codes'?: unknown };
    const errorCodes = Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
    if (success && status < 300) return;
    if (errorCodes.some((code) => NOT_THE_READERS_FAULT.has(code))) throw unreachable(provider, `refused the request: ${errorCodes.join(', ')}`);
    throw FAILED();
  }
}
