import type { Edition } from '@meydan/shared/util/routing';

/*
 * Which articles readers see, as SQL over the alias `a` of `articles`. Every domain that lists or
 * counts articles (content's lists, feeds and rankings; the community's profiles, favourites,
 * comments and notifications) asks this one rule, so a hidden or withdrawn article disappears
 * everywhere at once.
 */

/**
 * A member-written article whose author is deactivated or deleted (SPEC §4: their content is
 * hidden from everyone else). Staff articles have no member_articles row and never match.
 */
export const BY_INACTIVE_MEMBER = `EXISTS (SELECT 1 FROM member_articles mx JOIN users ux ON ux.id = mx.author_id
  WHERE mx.article_id = a.id AND NOT ux.is_active)`;

/** Listed = published (not in the future), not a draft, not hidden, not deleted, not moved, not by a deactivated member. */
export const LISTED_ARTICLE = `(NOT a.is_draft AND NOT a.is_hidden AND NOT a.is_deleted AND a.moved_to_article_id IS NULL
  AND a.published_at IS NOT NULL AND a.published_at <= now() AND NOT ${BY_INACTIVE_MEMBER})`;

/** The columns of `articles` an article's SPEC §2.8 link is made of (articleLink), as rows carry them. */
export interface ArticleLinkRow {
  legacy_id: number | string;
  edition: Edition;
  title: string;
  original_title: string | null;
  route: string | null;
  redirect_url: string | null;
}
