import { useTranslation } from '@meydan/shared/util/translate';
import type { DevCounterResponse } from '@meydan/shared/contracts';
import { REACTION_GLYPHS } from '@meydan/shared/ui';
import { DevArticleFrame, useArticleQuery } from './dev-article-frame';
import { useGetDevCounterQuery } from './dev-insight.api';

type Row = { key: 'views' | 'watches' | 'shares' | 'comments' | 'reactions' | 'favorites'; stored: number | null; counted: number | null; today: number | null };

function rowsOf(data: DevCounterResponse): Row[] {
  return [
    { key: 'views', stored: data.stored.views, counted: null, today: data.today.views },
    { key: 'watches', stored: data.stored.watches, counted: null, today: null },
    { key: 'shares', stored: data.stored.shares, counted: null, today: data.today.shares },
    { key: 'comments', stored: data.stored.comments, counted: data.counted.comments, today: null },
    { key: 'reactions', stored: data.stored.reactions, counted: data.counted.reactions, today: null },
    { key: 'favorites', stored: null, counted: data.counted.favorites, today: null },
  ];
}

function Counters({ data }: { data: DevCounterResponse }) {
  const { t, i18n } = useTranslation('common');
  const number = new Intl.NumberFormat(i18n.language);
  const cell = (value: number | null, fallback = '–') => (value === null ? fallback : number.format(value));
  return (
    <>
      <section className="dev-insight__block" aria-labelledby="dev-counter-counters">
        <h2 id="dev-counter-counters">{t('devCounter.counters')}</h2>
        <div className="dev-insight__table-wrap">
          <table className="dev-insight__table">
            <thead>
              <tr>
                <th scope="col">{t('devCounter.columns.counter')}</th>
                <th scope="col">{t('devCounter.columns.stored')}</th>
                <th scope="col">{t('devCounter.columns.counted')}</th>
                <th scope="col">{t('devCounter.columns.today')}</th>
              </tr>
            </thead>
            <tbody>
              {rowsOf(data).map((row) => {
                const differs = row.stored !== null && row.counted !== null && row.stored !== row.counted;
                return (
                  <tr key={row.key} className={differs ? 'dev-insight__row--differs' : undefined}>
                    <th scope="row">{t(`devCounter.rows.${row.key}`)}</th>
                    <td>{cell(row.stored, t('devCounter.notStored'))}</td>
                    <td>
                      {cell(row.counted)}
                      {differs ? <span className="dev-insight__differs"> · {t('devCounter.differs')}</span> : null}
                    </td>
                    <td>{cell(row.today)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="dev-insight__note">
          {t('devCounter.inReview', { count: data.counted.commentsInReview })} · {t('devCounter.viewers', { count: data.today.viewers, day: data.today.day })}
        </p>
      </section>
      <section className="dev-insight__block" aria-labelledby="dev-counter-reactions">
        <h2 id="dev-counter-reactions">{t('devCounter.reactionsTitle')}</h2>
        <ul className="dev-insight__emojis">
          {data.reactions.map(({ emoji, count }) => (
            <li key={emoji} className={count === 0 ? 'dev-insight__emoji dev-insight__emoji--none' : 'dev-insight__emoji'}>
              <span aria-hidden="true">{REACTION_GLYPHS[emoji as keyof typeof REACTION_GLYPHS] ?? ''}</span> {t(`devCounter.emoji.${emoji}`, { defaultValue: emoji })}{' '}
              <strong>{number.format(count)}</strong>
            </li>
          ))}
        </ul>
        <p className="dev-insight__note">{t('devCounter.readers', { count: data.reactionReaders })}</p>
      </section>
    </>
  );
}

/**
 * `/dev/counter` (SPEC §2.6): what is counted about one article, for editors. noindex; the API
 * answers anyone in development and editors or admins in production.
 */
export function DevCounterPage() {
  const q = useArticleQuery();
  const state = useGetDevCounterQuery(q, { skip: !q, refetchOnMountOrArgChange: true });
  return (
    <DevArticleFrame block="devCounter" state={state}>
      {(data) => <Counters data={data} />}
    </DevArticleFrame>
  );
}
