import { TAROT_READING_SLUGS, type TarotReadingPage } from '@meydan/astrology/data-access';
import { Link } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';

/** The three readings (the card of the day, three cards, the Celtic Cross), each a card to open. */
export function TarotReadingLinks({ edition, except }: { edition: Edition; except?: TarotReadingPage }) {
  const { t } = useTranslation('astrology');
  const pages = (Object.keys(TAROT_READING_SLUGS) as TarotReadingPage[]).filter((page) => page !== except);
  return (
    <nav className="tarot-readings" aria-label={t('tarot.readingsNav')}>
      <ul className="astro-tool-grid">
        {pages.map((page) => (
          <li key={page}>
            <Link className="astro-tool-card" to={routePath(edition, 'astrology.tarot', { slug: TAROT_READING_SLUGS[page] })}>
              <span className="astro-tool-card__name">{t(`tarot.reading.${page}.name`)}</span>
              <span className="astro-tool-card__lead">{t(`tarot.reading.${page}.lead`)}</span>
              <span className="astro-tool-card__go" aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
