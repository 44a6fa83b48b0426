import { EDITIONS } from '@meydan/shared/util/routing';
import type { Db } from '../db.types';
import { SEED_BASE_DATE } from './plan';

/**
 * Follows and favourites between the demo accounts (uye, editor, admin) and the seeded staff
 * authors, so profiles show real counts, follower lists and favourite tabs after `npm run seed`:
 * the demo accounts follow each other and the first staff authors of every edition, those authors
 * follow uye back, and each demo account keeps a few of the newest listed articles of every edition
 * as favourites. uye gets the "followed you" notifications of editor and admin. Deterministic
 * (fixed order, times relative to the seed's base date); runs after `seed`, and again changes nothing.
 */

const DEMO = ['uye', 'editor', 'admin'] as const;
/** Demo account → how many staff authors per edition it follows and how many newest articles per edition it favours. */
const PLAN: Readonly<Record<(typeof DEMO)[number], { authors: number; favorites: number }>> = {
  uye: { authors: 3, favorites: 4 },
  editor: { authors: 2, favorites: 2 },
  admin: { authors: 1, favorites: 1 },
};
const MINUTE_MS = 60_000;

export interface SocialGraphSeedSummary {
  follows: number;
  favorites: number;
  notifications: number;
}

export async function seedSocialGraph(db: Db, baseDate: Date = SEED_BASE_DATE): Promise<SocialGraphSeedSummary> {
  return db.transaction(async (tx) => {
    const { rows: accounts } = await tx.query<{ id: string; username: string }>(`SELECT id, username FROM users WHERE username = ANY($1::text[])`, [[...DEMO]]);
    const idOf = new Map(accounts.map((row) => [row.username, row.id]));
    if (idOf.size < DEMO.length) return { follows: 0, favorites: 0, notifications: 0 };
    const at = (minutesAgo: number) => new Date(baseDate.getTime() - minutesAgo * MINUTE_MS);

    const follows: Array<[string, string]> = [
      [idOf.get('uye') as string, idOf.get('editor') as string],
      [idOf.get('uye') as string, idOf.get('admin') as string],
      [idOf.get('editor') as string, idOf.get('uye') as string],
      [idOf.get('admin') as string, idOf.get('uye') as string],
    ];
    const favorites: Array<[string, string]> = [];
    for (const edition of EDITIONS) {
      const { rows: authors } = await tx.query<{ id: string }>(
        `SELECT id FROM users WHERE edition = $1 AND is_active AND deleted_at IS NULL ORDER BY username LIMIT 3`,
        [edition],
      );
      const { rows: articles } = await tx.query<{ id: string }>(
        `SELECT id FROM articles a
          WHERE a.edition = $1 AND NOT a.is_draft AND NOT a.is_hidden AND NOT a.is_deleted AND a.moved_to_article_id IS NULL
            AND a.published_at IS NOT NULL AND a.published_at <= $2
          ORDER BY a.published_at DESC, a.id LIMIT 4`,
        [edition, baseDate],
      );
      for (const username of DEMO) {
        const member = idOf.get(username) as string;
        for (const author of authors.slice(0, PLAN[username].authors)) follows.push([member, author.id]);
        for (const article of articles.slice(0, PLAN[username].favorites)) favorites.push([member, article.id]);
      }
      // The first author of each edition follows uye back: a member with followers of every edition.
      if (authors[0]) follows.push([authors[0].id, idOf.get('uye') as string]);
    }

    let followCount = 0;
    for (const [index, [follower, followed]] of follows.entries()) {
      const { rows } = await tx.query(
        `INSERT INTO follows (follower_id, followed_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING follower_id`,
        [follower, followed, at(600 - index * 10)],
      );
      followCount += rows.length;
    }
    let favoriteCount = 0;
    for (const [index, [member, article]] of favorites.entries()) {
      const { rows } = await tx.query(
        `INSERT INTO favorites (user_id, article_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id`,
        [member, article, at(500 - index * 5)],
      );
      favoriteCount += rows.length;
    }
    // "Followed you" for uye from editor and admin (entries 2 and 3 above), once.
    let notifications = 0;
    for (const [index, actor] of (['editor', 'admin'] as const).entries()) {
      const { rows } = await tx.query(
        `INSERT INTO notifications (recipient_id, type, actor_id, created_at)
         SELECT $1, 'followed', $2, $3
          WHERE NOT EXISTS (SELECT 1 FROM notifications WHERE recipient_id = $1 AND type = 'followed' AND actor_id = $2)
         RETURNING id`,
        [idOf.get('uye'), idOf.get(actor), at(580 - index * 10)],
      );
      notifications += rows.length;
    }
    return { follows: followCount, favorites: favoriteCount, notifications };
  });
}
