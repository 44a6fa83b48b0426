import type { Db, Queryable } from '@meydan/api/db';
import type { SavedChart, SavedChartBirth } from '@meydan/shared/contracts';

interface SavedChartRow {
  id: string;
  label: string;
  birth: SavedChartBirth;
  created_at: Date | string;
}

const COLUMNS = 'id, label, birth, created_at';

function toSavedChart(row: SavedChartRow): SavedChart {
  return { id: row.id, label: row.label, birth: row.birth, createdAt: new Date(row.created_at).toISOString() };
}

/** `astro_saved_charts`: a member's kept birth details, newest first. */
export class SavedChartsRepository {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<SavedChart[]> {
    const { rows } = await this.db.query<SavedChartRow>(`SELECT ${COLUMNS} FROM astro_saved_charts WHERE user_id = $1 ORDER BY created_at DESC, id`, [userId]);
    return rows.map(toSavedChart);
  }

  /**
   * Inserts unless the member already keeps `limit` charts (null then). The member's row is locked
   * first, so two saves at once from two tabs cannot both pass the count.
   */
  async insertWithin(userId: string, label: string, birth: SavedChartBirth, limit: number): Promise<SavedChart | null> {
    return this.db.transaction(async (tx: Queryable) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const { rows: counted } = await tx.query<{ count: string | number }>('SELECT count(*) AS count FROM astro_saved_charts WHERE user_id = $1', [userId]);
      if (Number(counted[0]?.count ?? 0) >= limit) return null;
      const { rows } = await tx.query<SavedChartRow>(`INSERT INTO astro_saved_charts (user_id, label, birth) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`, [userId, label, JSON.stringify(birth)]);
      return toSavedChart(rows[0] as SavedChartRow);
    });
  }

  /** Deletes one of the member's charts; false when they have none by that id. */
  async delete(userId: string, id: string): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>('DELETE FROM astro_saved_charts WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
    return rows.length > 0;
  }
}
