import { HttpError, type LocalizedText, requireCommonText } from '@meydan/api/core';
import type { ProviderName } from './provider-identity';

/**
 * How a provider sign-in failed:
 * - rejected: the credential is invalid, forged, expired or for another app (401);
 * - no_email: a genuine account that shares no confirmed e-mail address (400);
 * - unreachable: the provider failed, timed out or answered something unexpected (502).
 */
export type ProviderFailure = 'rejected' | 'no_email' | 'unreachable';

/** Carries the reason for the log and the audit event; the client only ever sees the localized text. */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly failure: ProviderFailure,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider} sign-in ${failure}: ${reason}`, options);
    this.name = 'ProviderError';
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}

interface ProviderTexts {
  unavailable: LocalizedText;
  unreachable: LocalizedText;
  failed: LocalizedText;
  noEmail: LocalizedText;
}

// The UI's own texts (a missing translation fails at start-up). Google never answers no_email:
// a Google ID token without a verified address is refused as a failed sign-in.
const TEXTS: Readonly<Record<ProviderName, ProviderTexts>> = {
  google: {
    unavailable: requireCommonText('providerSignIn.googleUnavailable'),
    unreachable: requireCommonText('providerSignIn.googleUnreachable'),
    failed: requireCommonText('errors.googleLogin'),
    noEmail: requireCommonText('errors.googleLogin'),
  },
  fb: {
    unavailable: requireCommonText('providerSignIn.facebookUnavailable'),
    unreachable: requireCommonText('providerSignIn.facebookUnreachable'),
    failed: requireCommonText('errors.facebookLogin'),
    noEmail: requireCommonText('providerSignIn.facebookNoEmail'),
  },
  twitter: {
    unavailable: requireCommonText('providerSignIn.twitterUnavailable'),
    unreachable: requireCommonText('providerSignIn.twitterUnreachable'),
    failed: requireCommonText('errors.twitterLogin'),
    noEmail: requireCommonText('providerSignIn.twitterNoEmail'),
  },
};

const STATUS: Readonly<Record<ProviderFailure, number>> = { rejected: 401, no_email: 400, unreachable: 502 };

/** The client's answer for a provider failure; the provider's own error text never reaches it. */
export function providerHttpError(error: ProviderError): HttpError {
  const texts = TEXTS[error.provider];
  const text = error.failure === 'rejected' ? texts.failed : error.failure === 'no_email' ? texts.noEmail : texts.unreachable;
  return new HttpError(STATUS[error.failure], text, { cause: error, expose: true });
}

/** 400 for a provider this deployment has no credentials for (the web config hides its button). */
export function providerUnavailable(provider: ProviderName): HttpError {
  return new HttpError(400, TEXTS[provider].unavailable);
}
