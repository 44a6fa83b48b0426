import type { SectionKey } from '@meydan/shared/util/routing';
import type { SeedImage } from './images';
import type { StoredEntry } from './plan-kinds';

/** What spreadCovers reads and writes of an article. */
export interface CoveredArticle {
  id: string;
  publishedAt: Date;
  entries: readonly StoredEntry[];
  imageId: string;
}

/** How far a cover should not come round again in a listing. */
const NEIGHBOURS = 5;

/**
 * Covers as a picture desk would hand them out: within one edition, each section's articles,
 * newest first, take the section's picture used longest ago (at first in pool order, whose
 * neighbours are different scenes), passing over any picture already in the article's body; so
 * cards side by side in a listing do not share a cover. A gallery shows most of the pool, which
 * leaves it few pictures to choose from: the articles just before it leave those to it.
 * `start` rotates the pool, so the editions do not open with the same pictures.
 */
export function spreadCovers<A extends CoveredArticle>(articles: readonly A[], sectionOf: (article: A) => SectionKey, pools: (section: SectionKey) => readonly SeedImage[], start = 0): void {
  const bySection = new Map<SectionKey, A[]>();
  for (const article of articles) {
    const section = sectionOf(article);
    bySection.set(section, [...(bySection.get(section) ?? []), article]);
  }
  for (const [section, list] of bySection) {
    const all = pools(section);
    if (all.length === 0) continue;
    const pool = [...all.slice(start % all.length), ...all.slice(0, start % all.length)];
    // The turn each picture was last used in; before any use, its place in the pool (negative).
    const lastUse = new Map(pool.map((image, i) => [image.id, i - pool.length]));
    list.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.id.localeCompare(b.id));
    const free = list.map((article) => {
      const inBody = new Set(article.entries.flatMap((entry) => ('imageId' in entry && entry.imageId ? [entry.imageId] : [])));
      const left = pool.filter((image) => !inBody.has(image.id));
      return left.length > 0 ? left : pool;
    });
    list.forEach((article, turn) => {
      const reserved = new Set(
        free
          .slice(turn + 1, turn + 1 + NEIGHBOURS)
          .filter((images) => images.length <= NEIGHBOURS)
          .flatMap((images) => images.map((image) => image.id)),
      );
      const own = free[turn] as SeedImage[];
      const unreserved = own.filter((image) => !reserved.has(image.id));
      const candidates = unreserved.length > 0 ? unreserved : own;
      const cover = candidates.reduce((best, image) => ((lastUse.get(image.id) as number) < (lastUse.get(best.id) as number) ? image : best));
      article.imageId = cover.id;
      lastUse.set(cover.id, turn);
    });
  }
}
