import type { QuakeNearbyCity, QuakeSummary } from '@meydan/shared/contracts';
import { listPath } from '@meydan/quakes/data-access';
import { Link } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { kilometres, offsetText, turkeyTime } from '../common/format';
import { MagnitudeFigure } from '../common/magnitude';
import { eventPath } from '../common/paths';
import { provinceName } from '../common/provinces';

/** The province seats nearest the epicentre, each linking its province's list. */
export function NearestCities({ cities, edition }: { cities: readonly QuakeNearbyCity[]; edition: Edition }) {
  const { t } = useTranslation('quakes');
  if (cities.length === 0) return null;
  return (
    <section className="quake-nearest" aria-labelledby="quake-nearest-title">
      <h2 id="quake-nearest-title">{t('event.nearestTitle')}</h2>
      <ol>
        {cities.map((city) => (
          <li key={city.plate}>
            <Link to={listPath(edition, city.slug)}>{provinceName(t, city.plate)}</Link> <span className="quake-nearest__distance">{kilometres(city.distanceKm, edition)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The quakes around this one (within the API's radius, from the day before to the week after),
 * oldest first, each with its time relative to this quake: the foreshocks and aftershocks.
 */
export function SequenceList({ main, sequence, edition }: { main: QuakeSummary; sequence: readonly QuakeSummary[]; edition: Edition }) {
  const { t } = useTranslation('quakes');
  const others = sequence.filter((quake) => quake.id !== main.id);
  const mainTime = Date.parse(main.time);
  return (
    <section className="quake-sequence" aria-labelledby="quake-sequence-title">
      <h2 id="quake-sequence-title">{t('event.sequenceTitle', { count: others.length })}</h2>
      <p className="quake-sequence__lead">{t('event.sequenceLead')}</p>
      {others.length === 0 ? (
        <p>{t('event.sequenceEmpty')}</p>
      ) : (
        <ol className="quake-sequence__list">
          {others.map((quake) => {
            const offset = Date.parse(quake.time) - mainTime;
            return (
              <li key={quake.id} className="quake-sequence__item">
                <MagnitudeFigure value={quake.magnitude} size="small" />
                <span className="quake-sequence__offset">{t(offset < 0 ? 'event.before' : 'event.after', { offset: offsetText(offset, edition) })}</span>
                <Link to={eventPath(edition, quake.slug)}>{quake.location}</Link>
                <time dateTime={quake.time} className="quake-sequence__time">
                  {t('time.turkey', { time: turkeyTime(quake.time, edition) })}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
