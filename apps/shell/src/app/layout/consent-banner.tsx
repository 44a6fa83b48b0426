import { useId } from 'react';
import { useConsent } from '@meydan/shared/data-access/store';
import { ConsentForm } from '@meydan/shared/consent-ui';
import { useLocation } from '@meydan/shared/util/router';
import { type Edition, routePath } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';

/** The banner's root, which the boot loader removes once a choice is recorded before the app loads. */
export const CONSENT_BANNER_ATTRIBUTE = 'data-consent-banner';

/**
 * The cookie banner (issue 19, KVKK and GDPR): server-rendered on every page until the reader
 * has chosen for the current banner version, so it is there in the first paint and answerable
 * before the app loads (the boot loader records the choice; without scripts the form posts).
 * Nothing optional runs before an answer. It sits first in the bottom prompt area: while it is
 * due, the other prompts wait (one prompt at a time).
 */
export function ConsentBanner({ edition }: { edition: Edition }) {
  const { t } = useTranslation('common');
  const consent = useConsent();
  const { pathname, search } = useLocation();
  const titleId = useId();
  if (consent) return null;
  return (
    <section className="consent-banner" aria-labelledby={titleId} {...{ [CONSENT_BANNER_ATTRIBUTE]: '' }}>
      <ConsentForm mode="banner" current={null} returnPath={pathname + search}>
        <h2 id={titleId} className="consent-banner__title">
          {t('consent.title')}
        </h2>
        <p className="consent-banner__text">
          {t('consent.text')} <a href={routePath(edition, 'content.cookie-policy')}>{t('consent.policy')}</a>
        </p>
      </ConsentForm>
    </section>
  );
}
