import type { Edition } from '@meydan/shared/util/routing';
import type { Db } from '../db.types';
import { SEED_BASE_DATE } from './plan';

/**
 * A few comments, replies, likes and notifications between the demo accounts (uye, editor,
 * admin) on the newest listed article of each edition, so the comments section, the profile
 * comments tab, the notifications page and the header badge show something real after
 * `npm run seed`. Deterministic: fixed texts and times relative to the seed's base date. Runs
 * after `seed` (it needs the accounts and articles); the counters follow through the triggers of
 * migration 0019.
 */

interface SeedComment {
  key: string;
  author: 'uye' | 'editor' | 'admin';
  text: string;
  /** Hours before the base date. */
  hoursAgo: number;
  replyTo?: string;
  likedBy?: ReadonlyArray<'uye' | 'editor' | 'admin'>;
}

const THREADS: Readonly<Record<Edition, readonly SeedComment[]>> = {
  tr: [
    { key: 'tr-1', author: 'uye', text: 'Çok bilgilendirici bir yazı olmuş, emeğinize sağlık.', hoursAgo: 30, likedBy: ['editor', 'admin'] },
    { key: 'tr-1-r1', author: 'editor', text: 'Teşekkürler! Konunun devamını da yakında yayımlayacağız.', hoursAgo: 28, replyTo: 'tr-1' },
    { key: 'tr-1-r2', author: 'uye', text: 'Merakla bekliyorum, kaynakları da eklerseniz sevinirim.', hoursAgo: 27, replyTo: 'tr-1-r1' },
    { key: 'tr-2', author: 'admin', text: 'Haberdeki rakamlar geçen yılla karşılaştırılınca daha da anlamlı oluyor.', hoursAgo: 20, likedBy: ['uye'] },
  ],
  en: [
    { key: 'en-1', author: 'uye', text: 'Great read, thanks for putting this together.', hoursAgo: 12, likedBy: ['admin'] },
    { key: 'en-1-r1', author: 'editor', text: 'Glad you liked it! A follow-up is on the way.', hoursAgo: 10, replyTo: 'en-1' },
  ],
  ru: [
    { key: 'ru-1', author: 'uye', text: 'Отличная статья, спасибо за подробный разбор!', hoursAgo: 6 },
    { key: 'ru-1-r1', author: 'admin', text: 'Спасибо! Будем рады вашим вопросам в комментариях.', hoursAgo: 5, replyTo: 'ru-1' },
  ],
};

export interface CommentSeedSummary {
  comments: number;
  notifications: number;
}

const HOUR_MS = 3_600_000;

export async function seedComments(db: Db, baseDate: Date = SEED_BASE_DATE): Promise<CommentSeedSummary> {
  return db.transaction(async (tx) => {
    const { rows: accounts } = await tx.query<{ id: string; username: string }>(`SELECT id, username FROM users WHERE username = ANY($1::text[])`, [['uye', 'editor', 'admin']]);
    const userId = new Map(accounts.map((row) => [row.username, row.id]));
    if (userId.size < 3) return { comments: 0, notifications: 0 };
    let comments = 0;
    let notifications = 0;
    for (const [edition, thread] of Object.entries(THREADS) as Array<[Edition, readonly SeedComment[]]>) {
      const { rows: articles } = await tx.query<{ id: string }>(
        `SELECT id FROM articles a
          WHERE a.edition = $1 AND NOT a.is_draft AND NOT a.is_hidden AND NOT a.is_deleted AND a.moved_to_article_id IS NULL
            AND a.published_at IS NOT NULL AND a.published_at <= $2
          ORDER BY a.published_at DESC, a.id LIMIT 1`,
        [edition, baseDate],
      );
      const articleId = articles[0]?.id;
      if (!articleId) continue;
      const ids = new Map<string, { id: string; author: string; parent: string | null }>();
      for (const comment of thread) {
        const author = userId.get(comment.author) as string;
        const answered = comment.replyTo ? ids.get(comment.replyTo) : undefined;
        const parentId = answered ? (answered.parent ?? answered.id) : null;
        const createdAt = new Date(baseDate.getTime() - comment.hoursAgo * HOUR_MS);
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO comments (article_id, author_id, parent_id, reply_to_id, body, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [articleId, author, parentId, answered?.id ?? null, comment.text, createdAt],
        );
        const id = (rows[0] as { id: string }).id;
        ids.set(comment.key, { id, author, parent: parentId });
        comments += 1;
        if (answered && answered.author !== author) {
          await tx.query(
            `INSERT INTO notifications (recipient_id, type, actor_id, article_id, comment_id, created_at) VALUES ($1, 'comment_reply', $2, $3, $4, $5)`,
            [answered.author, author, articleId, id, createdAt],
          );
          notifications += 1;
        }
        for (const [index, liker] of (comment.likedBy ?? []).entries()) {
          const likerId = userId.get(liker) as string;
          const likedAt = new Date(createdAt.getTime() + (index + 1) * HOUR_MS);
          await tx.query(`INSERT INTO comment_likes (comment_id, user_id, created_at) VALUES ($1, $2, $3)`, [id, likerId, likedAt]);
          if (likerId !== author) {
            await tx.query(
              `INSERT INTO notifications (recipient_id, type, actor_id, article_id, comment_id, created_at) VALUES ($1, 'comment_liked', $2, $3, $4, $5)`,
              [author, likerId, articleId, id, likedAt],
            );
            notifications += 1;
          }
        }
      }
    }
    return { comments, notifications };
  });
}
