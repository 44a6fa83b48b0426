import type { ArticleFilter } from '../content.repository';

/**
 * Names of the precomputed lists (table ranked_articles, migration 0024). A listing whose filter
 * is exactly one scope can read its top from the snapshot; any other filter is scored live.
 */
export type RankingScope = 'all' | 'quick' | `category:${string}` | `tag:${string}` | `kind:${string}` | `random:${string}`;

/** How deep each scope's order is kept; a page ending deeper is scored live. */
export interface RankingDepths {
  /** The edition's whole aging-popular order (home, trending, footer): 30 home pages. */
  all: number;
  /** Every other scope (a category, a tag, a kind, the hourly shuffle): discover, related candidates. */
  scope: number;
}

export const DEFAULT_RANKING_DEPTHS: RankingDepths = { all: 300, scope: 100 };

/**
 * Rows published this long before a snapshot are merged into it too: a story committed while the
 * refresh ran (its publication time before the snapshot, its row not yet visible to it) is not
 * lost until the next refresh.
 */
export const SNAPSHOT_OVERLAP = "interval '5 minutes'";

/**
 * The scope a listing filter is, or null when it combines filters no snapshot holds (a time
 * window, a category and a kind together, Instagram posts). `categoryId` names the category the
 * `categoryIds` were expanded from (it and its subcategories), which is the category scope's set.
 */
export function rankingScope(filter: ArticleFilter, sort: 'agingPopular' | 'random', randomSeed: string): RankingScope | null {
  if (filter.window || filter.onInstagram) return null;
  const parts = [filter.categoryIds ? 'category' : null, filter.tagId ? 'tag' : null, filter.kinds ? 'kind' : null].filter(Boolean);
  if (sort === 'random') return parts.length === 0 ? `random:${randomSeed}` : null;
  if (parts.length === 0) return 'all';
  if (parts.length > 1) return null;
  if (filter.categoryIds) return filter.categoryId && filter.categoryIds[0] === filter.categoryId ? `category:${filter.categoryId}` : null;
  if (filter.tagId) return `tag:${filter.tagId}`;
  return filter.kinds?.length === 1 ? `kind:${filter.kinds[0]}` : null;
}
