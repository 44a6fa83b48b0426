import { useTranslation } from '@meydan/shared/util/translate';
import { Link } from '@meydan/shared/util/router';
import type { ArticleCard as ArticleCardData } from '@meydan/shared/contracts';
import { RelativeTime } from '@meydan/shared/ui';
import type { Edition } from '@meydan/shared/util/routing';
import { ArticleLabels } from './article-labels';
import { ResponsiveImage } from './responsive-image';

interface ArticleCardProps {
  /** The card view of an article (a full summary fits too). */
  article: ArticleCardData;
  edition: Edition;
  variant?: 'lead' | 'default' | 'compact';
  priority?: boolean;
}

export function ArticleCard({ article, edition, variant = 'default', priority = false }: ArticleCardProps) {
  const { t: common } = useTranslation('common');
  const category = article.categories?.[0];
  const sizes = variant === 'lead' ? '(min-width: 1024px) 640px, 100vw' : variant === 'compact' ? '120px' : '(min-width: 1024px) 300px, (min-width: 640px) 45vw, 100vw';
  return (
    <article className={`article-card article-card--${variant}`}>
      <Link to={article.route} className="article-card__link">
        <span className="article-card__media">
          <ResponsiveImage image={article.image} alt="" sizes={sizes} priority={priority} className="article-card__image" />
          {hasKindBadge(article.kind) ? <KindBadge kind={article.kind} /> : null}
        </span>
        <div className="article-card__body">
          {category && variant !== 'compact' ? <span className="article-card__kicker">{category.name}</span> : null}
          <ArticleLabels labels={article.labels} className="article-card__labels" />
          <h3 className="article-card__title">{article.title}</h3>
          {variant === 'lead' && article.description ? <p className="article-card__desc">{article.description}</p> : null}
          {/* "5 dk. önce · 3 dk okuma" in one line of few bytes: an article's related cards count
              against its HTML budget. The read time is for the kinds that are read (issue 20). */}
          <span className="article-card__date">
            <RelativeTime date={article.published} edition={edition} />
            {article.readMinutes ? ` · ${common('time.readMinutes', { count: article.readMinutes })}` : null}
          </span>
        </div>
      </Link>
    </article>
  );
}

type BadgedKind = 'video' | 'gallery' | 'quiz';

/**
 * Whether a card carries a kind badge. Checked before the badge renders, not inside it: most
 * cards are plain stories, and a page of them would otherwise pay a translation hook per card
 * (react-i18next copies its instance for each mount; a third of an uncached home render).
 */
function hasKindBadge(kind: ArticleCardData['kind']): kind is BadgedKind {
  return kind === 'video' || kind === 'gallery' || kind === 'quiz';
}

/** A play or camera mark on video and gallery cards, so readers know what they will open. */
function KindBadge({ kind }: { kind: BadgedKind }) {
  const { t } = useTranslation('content');
  return (
    <span className={`kind-badge kind-badge--${kind}`}>
      <span aria-hidden="true">{kind === 'video' ? '▶' : kind === 'gallery' ? '▣' : '?'}</span>
      <span className="kind-badge__text">{t(`kinds.${kind}`)}</span>
    </span>
  );
}
