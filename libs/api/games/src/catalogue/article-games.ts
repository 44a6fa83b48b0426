import { type Db, LISTED_ARTICLE } from '@meydan/api/db';
import { articleLink, type Edition } from '@meydan/shared/util/routing';

/** The quiz types an in-house article game plays (SPEC §3 quiz: trivia or personality). */
export type ArticleGameQuiz = 'trivia' | 'personality';

/** Where an article game is played in an edition now: an article path, or null when there is none. */
export type ArticleGameUrl = (edition: Edition, quiz: ArticleGameQuiz) => Promise<string | null>;

/**
 * SPEC §2.11: two in-house games live in articles (haber/…): the catalogue points them at the
 * edition's newest listed quiz of their type, played by the article page's quiz player.
 */
export function articleGameUrls(db: Db): ArticleGameUrl {
  return async (edition, quiz) => {
    const { rows } = await db.query<{ legacy_id: string; title: string; original_title: string | null; route: string | null; redirect_url: string | null }>(
      `SELECT a.legacy_id, a.title, a.original_title, a.route, a.redirect_url FROM articles a
       WHERE a.edition = $1 AND a.kind = 'quiz' AND a.quiz->>'type' = $2 AND a.redirect_url IS NULL AND ${LISTED_ARTICLE}
       ORDER BY a.published_at DESC, a.legacy_id DESC LIMIT 1`,
      [edition, quiz],
    );
    const row = rows[0];
    return row ? articleLink(edition, { legacyId: row.legacy_id, title: row.title, originalTitle: row.original_title, route: row.route }) : null;
  };
}
