import type { Queryable } from '@meydan/api/db';
import type { Edition } from '@meydan/shared/util/routing';

export interface StaticMetadataRow {
  key: string;
  edition: Edition;
  value: unknown;
  updated_at: Date;
}

export class MetadataRepository {
  constructor(private readonly db: Queryable) {}

  async findStaticItem(edition: Edition, key: string): Promise<StaticMetadataRow | null> {
    const { rows } = await this.db.query<StaticMetadataRow>('SELECT key, edition, value, updated_at FROM site_metadata WHERE edition = $1 AND key = $2', [
      edition,
      key,
    ]);
    return rows[0] ?? null;
  }

  /** The platform's overrides, the all-editions row first so the edition's own row wins when merged. */
  async clientConfigOverrides(platform: 'web', edition: Edition): Promise<unknown[]> {
    const { rows } = await this.db.query<{ overrides: unknown }>(
      'SELECT overrides FROM client_config WHERE platform = $1 AND (edition IS NULL OR edition = $2) ORDER BY edition NULLS FIRST',
      [platform, edition],
    );
    return rows.map((row) => row.overrides);
  }
}
