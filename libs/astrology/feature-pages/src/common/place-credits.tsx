import { PLACES_CREDITS } from '@meydan/shared/contracts/constants';
import { useTranslation } from '@meydan/shared/util/translate';

/** The birthplace data's sources, as their licenses ask wherever results built on them are shown. */
export function PlaceCredits() {
  const { t } = useTranslation('astrology');
  return (
    <p className="astro-credits">
      {t('credits.places')}{' '}
      {PLACES_CREDITS.map((credit, index) => (
        <span key={credit.name}>
          {index ? '; ' : ''}
          <a href={credit.url} rel="noopener noreferrer">
            {credit.name}
          </a>{' '}
          (
          <a href={credit.licenseUrl} rel="license noopener noreferrer">
            {credit.license}
          </a>
          )
        </span>
      ))}
      . {t('credits.ephemeris')}
    </p>
  );
}
