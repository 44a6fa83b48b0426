import { useTranslation } from '@meydan/shared/util/translate';
import type { DevRecoItem, DevRecoResponse } from '@meydan/shared/contracts';
import { formatDay } from '@meydan/shared/util/i18n';
import type { Edition } from '@meydan/shared/util/routing';
import { useShell } from '../shell-context';
import { ArticleLink, DevArticleFrame, useArticleQuery } from './dev-article-frame';
import { useGetDevRecoQuery } from './dev-insight.api';

const listOr = (values: string[], none: string) => (values.length ? values.join(', ') : none);

function RecoList({ id, title, items, note, articleEdition }: { id: string; title: string; items: DevRecoItem[]; note?: string; articleEdition: Edition }) {
  const { t } = useTranslation('common');
  const { edition } = useShell();
  const list = (values: string[]) => listOr(values, t('devReco.none'));
  return (
    <section className="dev-insight__block" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="dev-insight__count">({items.length})</span>
      </h2>
      {note ? <p className="dev-insight__note">{note}</p> : null}
      {items.length === 0 ? (
        <p className="dev-insight__empty">{t('devReco.empty')}</p>
      ) : (
        <ol className="dev-insight__recos">
          {items.map((item) => (
            <li key={item._id} className="dev-insight__reco">
              <p className="dev-insight__reco-title">
                <ArticleLink edition={articleEdition} route={item.route}>
                  {item.title}
                </ArticleLink>
              </p>
              <p className="dev-insight__meta">
                <strong>{t('devReco.score', { score: item.score })}</strong> · {t('devReco.article.meta', { id: item.legacyId, edition: articleEdition.toLocaleUpperCase('tr'), kind: t(`devReco.article.kinds.${item.kind}`) })}
                {item.published ? <> · {formatDay(item.published, edition)}</> : null}
              </p>
              <ul className="dev-insight__why">
                <li>{t('devReco.sharedTags', { list: list(item.sharedTags) })}</li>
                <li>{t('devReco.sharedCategories', { list: list(item.sharedCategories) })}</li>
                <li>{t('devReco.sectionMatches', { count: item.sectionMatches })}</li>
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Recommendations({ data }: { data: DevRecoResponse }) {
  const { t } = useTranslation('common');
  const list = (values: string[]) => listOr(values, t('devReco.none'));
  return (
    <>
      <p className="dev-insight__note">{t('devReco.terms', { tags: list(data.tags), categories: list(data.categories) })}</p>
      <RecoList id="dev-reco-recommendations" title={t('devReco.recommendations')} items={data.recommendations} articleEdition={data.article.edition} />
      <RecoList id="dev-reco-videos" title={t('devReco.videos')} items={data.videos} note={t('devReco.videosNote')} articleEdition={data.article.edition} />
    </>
  );
}

/**
 * `/dev/reco` (SPEC §2.6): what is recommended beside one article and why, for editors.
 * noindex; the API answers anyone in development and editors or admins in production.
 */
export function DevRecoPage() {
  const q = useArticleQuery();
  const state = useGetDevRecoQuery(q, { skip: !q, refetchOnMountOrArgChange: true });
  return (
    <DevArticleFrame block="devReco" state={state}>
      {(data) => <Recommendations data={data} />}
    </DevArticleFrame>
  );
}
