import type { Queryable } from '@meydan/api/db';
import type { PeriodicFrequency } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import type { CategoryRow } from '../content.repository';

export interface PeriodicContentRow {
  id: string;
  key: string;
  edition: Edition;
  title: string;
  description: string;
  frequency: PeriodicFrequency;
  publish_time: string;
  publish_day: number | null;
  image_id: string | null;
  is_active: boolean;
  category: Omit<CategoryRow, 'position'> | null;
}

export interface PeriodicIssueRow {
  article_id: string;
  /** YYYY-MM-DD (read as text so no driver turns it into a local-midnight Date). */
  issue_date: string;
}

/** Issues are listed only while their article is: a hidden or deleted article leaves the archive. */
const LISTED_ISSUE = `FROM periodic_content_issues pi JOIN articles a ON a.id = pi.article_id
  WHERE pi.periodic_content_id = $1 AND NOT a.is_draft AND NOT a.is_hidden AND NOT a.is_deleted AND a.moved_to_article_id IS NULL`;

export class PeriodicRepository {
  constructor(private readonly db: Queryable) {}

  async findSeries(edition: Edition, key: string): Promise<PeriodicContentRow | null> {
    const { rows } = await this.db.query<PeriodicContentRow>(
      `SELECT p.id, p.key, p.edition, p.title, p.description, p.frequency, p.publish_time, p.publish_day, p.image_id, p.is_active,
        CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'edition', c.edition, 'slug', c.slug,
          'parent_id', c.parent_id, 'name', c.name, 'route', c.route) END AS category
       FROM periodic_contents p LEFT JOIN categories c ON c.id = p.category_id
       WHERE p.edition = $1 AND p.key = $2`,
      [edition, key],
    );
    return rows[0] ?? null;
  }

  async pageIssues(seriesId: string, limit: number, offset: number): Promise<PeriodicIssueRow[]> {
    const { rows } = await this.db.query<PeriodicIssueRow>(
      `SELECT pi.article_id, to_char(pi.issue_date, 'YYYY-MM-DD') AS issue_date ${LISTED_ISSUE}
       ORDER BY pi.issue_date DESC, a.published_at DESC LIMIT $2 OFFSET $3`,
      [seriesId, limit, offset],
    );
    return rows;
  }

  async countIssues(seriesId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n ${LISTED_ISSUE}`, [seriesId]);
    return Number(rows[0]?.n ?? 0);
  }
}
