import type { Queryable } from '@meydan/api/db';
import type { BilpopCategory, BilpopMode } from '../data/bank.types';
import type { CategoryProgress } from '../play/bilpop-play';
import { BILPOP_CATEGORIES } from '../puzzles/bilpop-puzzle';

/** Bilpop's per-category progress (game_category_progress). */
export class ProgressRepository {
  async of(on: Queryable, userId: string): Promise<Record<BilpopCategory, CategoryProgress>> {
    const { rows } = await on.query<{ category: BilpopCategory; correct: number; stars: number; mode: number }>(
      `SELECT category, correct, stars, mode FROM game_category_progress WHERE user_id = $1 AND game = 'bilpop'`,
      [userId],
    );
    const found = new Map(rows.map((row) => [row.category, row]));
    return Object.fromEntries(
      BILPOP_CATEGORIES.map((category) => {
        const row = found.get(category);
        return [category, { mode: (row?.mode ?? 1) as BilpopMode, correct: row?.correct ?? 0, stars: row?.stars ?? 0 }];
      }),
    ) as Record<BilpopCategory, CategoryProgress>;
  }

  async save(on: Queryable, userId: string, category: BilpopCategory, progress: CategoryProgress): Promise<void> {
    await on.query(
      `INSERT INTO game_category_progress (user_id, game, category, correct, stars, mode) VALUES ($1, 'bilpop', $2, $3, $4, $5)
       ON CONFLICT (user_id, game, category) DO UPDATE SET correct = EXCLUDED.correct, stars = EXCLUDED.stars, mode = EXCLUDED.mode`,
      [userId, category, progress.correct, progress.stars, progress.mode],
    );
  }
}
