import type { RegisterBody, RobotChallenge } from '@meydan/shared/contracts';

/**
 * The registration robot check (SPEC §5). `issue` hands the client what it must solve;
 * `verify` throws an HttpError (400) unless the registration body carries a valid, fresh,
 * unused solution, and spends it.
 *
 * The default is the self-hosted proof of work (proof-of-work-check.ts). A hosted captcha
 * (CAPTCHA_PROVIDER) would be another implementation: `issue` returns what its widget needs
 * (site key), `verify` posts `body.captchaToken` to the provider's verification endpoint with
 * the server secret, with a short timeout, and refuses on any failure. None is built yet, so
 * configuring one stops the API at start-up rather than silently accepting robots.
 */
export interface RobotCheck {
  readonly kind: 'proof-of-work';
  issue(): RobotChallenge;
  verify(body: Pick<RegisterBody, 'challenge' | 'nonce' | 'captchaToken'>): Promise<void>;
}

export function assertNoHostedCaptcha(captchaProvider: string | undefined): void {
  if (captchaProvider) {
    throw new Error(
      `CAPTCHA_PROVIDER=${captchaProvider} is not supported yet: registration uses the self-hosted proof of work. ` +
        'Unset CAPTCHA_PROVIDER, or implement RobotCheck (libs/api/auth/src/robot-check) for the provider.',
    );
  }
}
