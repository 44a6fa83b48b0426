import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '@meydan/shared/util/translate';
import type { ValidationIssue } from '@meydan/shared/contracts';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { DEFAULT_ERROR_MESSAGE, normalizeError } from '@meydan/shared/util/errors';
import { Link } from '@meydan/shared/util/router';
import { openLoginDialog } from '@meydan/shared/ui';

/** The four account-link pages, by their key in the social translations (`accountLinks.<key>`). */
export type AccountLinkKey = 'verifyEmail' | 'forgotPassword' | 'resetPassword' | 'deleteAccount';

/**
 * Head of an account-link page. `/auth/*` pages are private (their paths carry one-time tokens),
 * so they stay out of indexes and name no canonical. Loaders call no API: a token is only ever
 * spent by the reader's own browser.
 */
export function accountLinkLoader(key: AccountLinkKey) {
  return async (ctx: RouteContext): Promise<LoaderResult> => {
    const t = ctx.i18n.getFixedT(ctx.edition, 'social');
    return { head: { title: `${t(`accountLinks.${key}.title`)} | Meydan`, description: t(`accountLinks.${key}.description`), noindex: true } };
  };
}

/** Field → common message key of its first broken contract rule. */
export function firstIssueByField(issues: readonly ValidationIssue[]): Partial<Record<string, string>> {
  const found: Partial<Record<string, string>> = {};
  for (const issue of issues) found[issue.path] ??= issue.messageKey;
  return found;
}

/**
 * The reader-facing text of a refused call (`t` of the common namespace): a 4xx carries the
 * API's own message in the request language ("Invalid Link", a password rule, too many requests);
 * without one, the status' fallback key; a network failure or 5xx is "Operation failed".
 */
export function refusalText(t: TFunction, error: unknown, fallbacks: Partial<Record<number, string>> = {}): string {
  const { message, statusCode } = normalizeError(error);
  if (statusCode < 400 || statusCode >= 500) return t('errors.actionFailed');
  if (message !== DEFAULT_ERROR_MESSAGE) return message;
  const key = fallbacks[statusCode] ?? (statusCode === 429 ? 'errors.tooManyRequests' : undefined);
  return t(key ?? 'errors.actionFailed');
}

export function AccountLinkLayout({ pageKey, children }: { pageKey: AccountLinkKey; children: ReactNode }) {
  const { t } = useTranslation('social');
  const headingId = `account-link-${pageKey}`;
  return (
    <section className="account-link-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t(`accountLinks.${pageKey}.heading`)}</h1>
      {children}
    </section>
  );
}

/** An outcome box: announced when it appears, with the actions that follow from it. */
export function Outcome({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <div className={tone === 'error' ? 'notice notice--error account-link-page__outcome' : 'notice account-link-page__outcome'} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function HomeLink() {
  const { t } = useTranslation('social');
  return (
    <Link className="button" to="/">
      {t('accountLinks.home')}
    </Link>
  );
}

export function SignInButton() {
  const { t } = useTranslation('common');
  return (
    <button type="button" className="button button--primary" onClick={() => openLoginDialog()}>
      {t('auth.signIn')}
    </button>
  );
}
