import type { Queryable } from '@meydan/api/db';
import { isUuid } from '@meydan/shared/contracts';

/**
 * True when either member blocked the other (SPEC §5: blocking stops messages, likes and
 * replies both ways). Pass the open transaction when the answer guards a write in it.
 * Ids that are not uuids never match a block, so callers need not validate them first.
 */
export async function isBlockedEitherWay(q: Queryable, a: string, b: string): Promise<boolean> {
  if (a === b || !isUuid(a) || !isUuid(b)) return false;
  const { rows } = await q.query(
    `SELECT 1 FROM blocks
      WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)
      LIMIT 1`,
    [a, b],
  );
  return rows.length > 0;
}
