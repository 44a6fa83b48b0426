import { LISTED_ARTICLE, type Queryable } from '@meydan/api/db';
import type { Edition } from '@meydan/shared/util/routing';
import { AGING_SCORE, type TagRow } from '../content.repository';
import type { ReaderInterests } from './reader-interests';

/** A reaction's pull halves every 30 days: last month's taste counts, last year's barely. */
export const INTEREST_HALF_LIFE_DAYS = 30;
/** The newest reacted articles that shape the interests (and are kept out of the feed). */
export const MAX_SIGNAL_ARTICLES = 500;
/** Personal picks come from the edition's last 30 days (anchored at its newest story, so a quiet week still has picks). */
export const PERSONAL_WINDOW_DAYS = 30;
/** A pick's score halves every 3 days: a news feed prefers today's close match to last week's. */
export const PICK_HALF_LIFE_DAYS = 3;
/**
 * A story read to the end pulls like a reaction: the reader gave it minutes of attention, which
 * says as much about their taste as an emoji does.
 */
export const COMPLETED_READ_WEIGHT = 1;
/** A shared tag says more than a shared section; an author the reader follows as much as a tag. */
export const AFFINITY_WEIGHTS = { tag: 3, category: 2, author: 3 } as const;

const AGE_DAYS = (column: string) => `greatest(date_part('epoch', now() - ${column}), 0) / 86400.0`;

function entries(map: ReadonlyMap<string, number>): [string[], number[]] {
  return [[...map.keys()], [...map.values()]];
}

export class ForYouRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The reader's reaction signals in one round trip: the edition's articles they reacted to
   * (newest reaction first, each weighted by how recent it is) and the tags and categories of
   * those articles with summed weights. Reactions key articles by legacy id (`item_id` text).
   */
  async reactionSignals(readerId: string, edition: Edition): Promise<Array<{ kind: 'seen' | 'tag' | 'category'; id: string; weight: number }>> {
    const { rows } = await this.db.query<{ kind: 'seen' | 'tag' | 'category'; id: string; weight: number }>(
      `WITH reacted AS (
         SELECT a.id, max(r.created_at) AS at FROM reactions r
         JOIN articles a ON a.legacy_id = CASE WHEN r.item_id ~ '^[0-9]{1,15}$' THEN r.item_id::bigint END
         WHERE r.reader_id = $1 AND r.item_type = 'article' AND a.edition = $2
         GROUP BY a.id ORDER BY at DESC LIMIT $3
       ), weighted AS (
         SELECT id, power(0.5, ${AGE_DAYS('at')} / $4) AS w FROM reacted
       )
       SELECT 'seen' AS kind, id, w AS weight FROM weighted
       UNION ALL
       SELECT 'tag', at.tag_id, sum(w) FROM weighted JOIN article_tags at ON at.article_id = weighted.id GROUP BY at.tag_id
       UNION ALL
       SELECT 'category', ac.category_id, sum(w) FROM weighted JOIN article_categories ac ON ac.article_id = weighted.id GROUP BY ac.category_id`,
      [readerId, edition, MAX_SIGNAL_ARTICLES, INTEREST_HALF_LIFE_DAYS],
    );
    return rows.map((row) => ({ ...row, weight: Number(row.weight) }));
  }

  /**
   * The reader's complete-read signals (reader_completed_reads, stored only with personalisation
   * consent), shaped like reactionSignals: the edition's articles they read to the end (newest
   * first, weighted by recency; left out of the feed) and those articles' tags and categories.
   */
  async completedReadSignals(readerId: string, edition: Edition): Promise<Array<{ kind: 'seen' | 'tag' | 'category'; id: string; weight: number }>> {
    const { rows } = await this.db.query<{ kind: 'seen' | 'tag' | 'category'; id: string; weight: number }>(
      `WITH completed AS (
         SELECT a.id, r.completed_at AS at FROM reader_completed_reads r
         JOIN articles a ON a.id = r.article_id
         WHERE r.reader_id = $1 AND a.edition = $2
         ORDER BY r.completed_at DESC LIMIT $3
       ), weighted AS (
         SELECT id, ${COMPLETED_READ_WEIGHT} * power(0.5, ${AGE_DAYS('at')} / $4) AS w FROM completed
       )
       SELECT 'seen' AS kind, id, w AS weight FROM weighted
       UNION ALL
       SELECT 'tag', at.tag_id, sum(w) FROM weighted JOIN article_tags at ON at.article_id = weighted.id GROUP BY at.tag_id
       UNION ALL
       SELECT 'category', ac.category_id, sum(w) FROM weighted JOIN article_categories ac ON ac.article_id = weighted.id GROUP BY ac.category_id`,
      [readerId, edition, MAX_SIGNAL_ARTICLES, INTEREST_HALF_LIFE_DAYS],
    );
    return rows.map((row) => ({ ...row, weight: Number(row.weight) }));
  }

  /**
   * One page of the feed as article ids. Listed articles of the edition the reader has not seen,
   * in two tiers: first the recent ones sharing a tag, category or author with the interests,
   * by affinity (weighted sum of what they share) with recency decay; then every other article
   * by the aging-popular score of `/articles?sort=agingPopular`. With no interests only the
   * second tier exists, which is exactly the popular ranking. One ORDER BY, so pages never
   * repeat or skip an article.
   */
  async rankedIds(edition: Edition, interests: ReaderInterests, limit: number, offset: number): Promise<string[]> {
    const [tagIds, tagWeights] = entries(interests.tags);
    const [categoryIds, categoryWeights] = entries(interests.categories);
    const [authorIds, authorWeights] = entries(interests.authors);
    const { rows } = await this.db.query<{ id: string }>(
      `WITH tags(id, w) AS (SELECT * FROM unnest($2::uuid[], $3::float8[])),
            cats(id, w) AS (SELECT * FROM unnest($4::uuid[], $5::float8[])),
            authors(id, w) AS (SELECT * FROM unnest($6::uuid[], $7::float8[])),
            newest AS (SELECT max(a.published_at) AS at FROM articles a WHERE a.edition = $1 AND ${LISTED_ARTICLE}),
            affinity AS (
              SELECT article_id, sum(w) AS w FROM (
                SELECT at.article_id, ${AFFINITY_WEIGHTS.tag} * tags.w AS w FROM article_tags at JOIN tags ON tags.id = at.tag_id
                UNION ALL
                SELECT ac.article_id, ${AFFINITY_WEIGHTS.category} * cats.w FROM article_categories ac JOIN cats ON cats.id = ac.category_id
                UNION ALL
                SELECT aa.article_id, ${AFFINITY_WEIGHTS.author} * authors.w FROM article_authors aa JOIN authors ON authors.id = aa.user_id
              ) shared GROUP BY article_id
            )
       SELECT a.id FROM articles a
       CROSS JOIN newest
       LEFT JOIN affinity af ON af.article_id = a.id AND a.published_at > newest.at - make_interval(days => $8)
       WHERE a.edition = $1 AND ${LISTED_ARTICLE} AND NOT (a.id = ANY($9::uuid[]))
       ORDER BY af.w IS NULL, af.w * power(0.5, ${AGE_DAYS('a.published_at')} / $10) DESC NULLS LAST,
                ${AGING_SCORE} DESC, a.published_at DESC, a.legacy_id DESC
       LIMIT $11 OFFSET $12`,
      [edition, tagIds, tagWeights, categoryIds, categoryWeights, authorIds, authorWeights, PERSONAL_WINDOW_DAYS, [...interests.seen], PICK_HALF_LIFE_DAYS, limit, offset],
    );
    return rows.map((row) => row.id);
  }

  async tagsByIds(ids: readonly string[]): Promise<TagRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.db.query<TagRow>('SELECT id, name, route FROM tags WHERE id = ANY($1::uuid[])', [ids]);
    return rows;
  }
}
