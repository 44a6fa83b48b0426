import { useConsent } from '@meydan/shared/data-access/store';
import { ConsentForm } from '@meydan/shared/consent-ui';
import { COOKIE_PREFERENCES_ANCHOR } from '@meydan/shared/util/cookies';
import { formatDate } from '@meydan/shared/util/i18n';
import { type Edition, routePath } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { useGetConsentRecordQuery } from '@meydan/content/data-access';

/**
 * The cookie policy's preferences section (the footer's "Cookie preferences" link on every
 * edition): the choice in force, with when it was recorded, and the same form as the banner with
 * the purposes open and ticked as chosen, to change or withdraw it. Works without scripts too.
 */
export function CookiePreferences({ edition }: { edition: Edition }) {
  const { t: common } = useTranslation('common');
  const consent = useConsent();
  // Per browser: the record is looked up once the page runs in it (the server page is shared).
  const { data: record } = useGetConsentRecordQuery(consent?.recordId ?? '', { skip: typeof window === 'undefined' || !consent?.recordId });
  const chosen = consent?.purposes.map((purpose) => common(`consent.purposes.${purpose}`)).join(', ');
  // A choice this browser could not record yet (or whose record is gone) has no date to show.
  const date = record ? formatDate(record.createdAt, edition) : null;
  return (
    <section id={COOKIE_PREFERENCES_ANCHOR} className="cookie-preferences" aria-labelledby={`${COOKIE_PREFERENCES_ANCHOR}-title`}>
      <h2 id={`${COOKIE_PREFERENCES_ANCHOR}-title`}>{common('consent.preferencesTitle')}</h2>
      <p className="cookie-preferences__current">
        {!consent
          ? common('consent.noChoice')
          : date
            ? chosen
              ? common('consent.current', { date, purposes: chosen })
              : common('consent.currentNone', { date })
            : chosen
              ? common('consent.currentUndated', { purposes: chosen })
              : common('consent.currentNoneUndated')}
      </p>
      <ConsentForm
        mode="preferences"
        current={consent}
        returnPath={`${routePath(edition, 'content.cookie-policy')}#${COOKIE_PREFERENCES_ANCHOR}`}
      />
    </section>
  );
}
