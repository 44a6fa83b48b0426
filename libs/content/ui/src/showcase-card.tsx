import { Link } from '@meydan/shared/util/router';
import type { StorefrontFeedSummary } from '@meydan/shared/contracts';
import { ResponsiveImage } from './responsive-image';

/** A storefront showcase in the /vitrin list: cover, title, blurb and how many products it holds. */
export function ShowcaseCard({ feed, countLabel, priority = false }: { feed: StorefrontFeedSummary; countLabel: string; priority?: boolean }) {
  return (
    <article className="showcase-card">
      <Link to={feed.path} className="showcase-card__link">
        <ResponsiveImage image={feed.cover} alt="" sizes="(min-width: 1024px) 480px, (min-width: 640px) 45vw, 100vw" priority={priority} className="showcase-card__image" />
        <div className="showcase-card__body">
          <h2 className="showcase-card__title">{feed.title}</h2>
          <p className="showcase-card__desc">{feed.description}</p>
          <span className="showcase-card__count">{countLabel}</span>
        </div>
      </Link>
    </article>
  );
}
