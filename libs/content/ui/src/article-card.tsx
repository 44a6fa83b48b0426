import { Link } from '@meydan/shared/util/router';
import type { ArticleSummary } from '@meydan/shared/contracts';
import { formatDate } from '@meydan/shared/util/i18n';
import type { Edition } from '@meydan/shared/util/routing';
import { ResponsiveImage } from './responsive-image';

interface ArticleCardProps {
  article: ArticleSummary;
  edition: Edition;
  variant?: 'lead' | 'default' | 'compact';
  priority?: boolean;
}

export function ArticleCard({ article, edition, variant = 'default', priority = false }: ArticleCardProps) {
  const category = article.categories?.[0];
  const sizes = variant === 'lead' ? '(min-width: 1024px) 640px, 100vw' : variant === 'compact' ? '120px' : '(min-width: 1024px) 300px, (min-width: 640px) 45vw, 100vw';
  return (
    <article className={`article-card article-card--${variant}`}>
      <Link to={article.route} className="article-card__link">
        <ResponsiveImage image={article.image} alt="" sizes={sizes} priority={priority} className="article-card__image" />
        <div className="article-card__body">
          {category && variant !== 'compact' ? <span className="article-card__kicker">{category.name}</span> : null}
          <h3 className="article-card__title">{article.title}</h3>
          {variant === 'lead' && article.description ? <p className="article-card__desc">{article.description}</p> : null}
          <time className="article-card__date" dateTime={article.published}>
            {formatDate(article.published, edition)}
          </time>
        </div>
      </Link>
    </article>
  );
}
