import type { ReactNode } from 'react';
import type { ArticleCard as ArticleCardData } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { ArticleCard } from './article-card';

/** A titled grid of article cards (related stories, discover rows). */
export function CardSection({ id, title, articles, edition, columns = 'three', className }: {
  id: string;
  title: ReactNode;
  articles: readonly ArticleCardData[];
  edition: Edition;
  columns?: 'three' | 'five';
  className?: string;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <div className={`card-grid card-grid--${columns}`}>
        {articles.map((article) => (
          <ArticleCard key={article._id} article={article} edition={edition} />
        ))}
      </div>
    </section>
  );
}
