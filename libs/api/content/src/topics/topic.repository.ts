import { LISTED_ARTICLE, type Queryable } from '@meydan/api/db';
import type { Edition } from '@meydan/shared/util/routing';
import { type TagRow } from '../content.repository';

export class TopicRepository {
  constructor(private readonly db: Queryable) {}

  async description(tagId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ description: string | null }>('SELECT description FROM tags WHERE id = $1::uuid', [tagId]);
    return rows[0]?.description ?? null;
  }

  /** Tags on the most listed stories together with this one; ties go to the more recent pairing, then the name. */
  async relatedTags(edition: Edition, tagId: string, limit: number): Promise<TagRow[]> {
    const { rows } = await this.db.query<TagRow>(
      `SELECT t.id, t.name, t.route FROM article_tags mine
       JOIN articles a ON a.id = mine.article_id
       JOIN article_tags other ON other.article_id = mine.article_id AND other.tag_id <> mine.tag_id
       JOIN tags t ON t.id = other.tag_id
       WHERE mine.tag_id = $2::uuid AND a.edition = $1 AND ${LISTED_ARTICLE}
       GROUP BY t.id, t.name, t.route
       ORDER BY count(*) DESC, max(a.published_at) DESC, t.name
       LIMIT $3`,
      [edition, tagId, limit],
    );
    return rows;
  }
}
