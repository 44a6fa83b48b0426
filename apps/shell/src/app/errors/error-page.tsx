import { useEffect } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';

/** Seconds before a 4xx page sends the reader home (SPEC §2.10). */
export const ERROR_REDIRECT_SECONDS = 5;

/**
 * SPEC §2.10 error page: a message with an image and a home button. Client errors above 400
 * go home after 5 s (the server also marks them cacheable for 30 s).
 */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation('common');
  const isClientError = status >= 400 && status < 500;
  useEffect(() => {
    if (!isClientError || status === 400) return;
    const timer = window.setTimeout(() => window.location.assign('/'), ERROR_REDIRECT_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [isClientError, status]);

  return (
    <section className="error-page" aria-labelledby="error-title">
      <ErrorIllustration status={status} />
      <h1 id="error-title">{isClientError ? t('errors.notFound') : t('errors.busy')}</h1>
      {isClientError && status !== 400 ? <p className="error-page__hint">{t('errorPage.redirecting', { s: ERROR_REDIRECT_SECONDS })}</p> : null}
      <a className="button button--primary" href="/">
        {t('errorPage.goHome')}
      </a>
    </section>
  );
}

function ErrorIllustration({ status }: { status: number }) {
  return (
    <svg className="error-page__image" viewBox="0 0 240 120" role="img" aria-label={String(status)}>
      {/* Colours from the stylesheet (error-page__card, __number): they follow the colour theme. */}
      <rect className="error-page__card" x="8" y="18" width="224" height="94" rx="14" />
      <circle cx="60" cy="64" r="22" fill="#e30613" opacity="0.15" />
      <circle cx="190" cy="44" r="14" fill="currentColor" opacity="0.08" />
      <text className="error-page__number" x="120" y="82" textAnchor="middle" fontSize="52" fontWeight="800" fontFamily="system-ui, sans-serif">
        {status}
      </text>
    </svg>
  );
}
