import type { Db } from '@meydan/api/db';
import { addGameDays, seededRandom } from '@meydan/games/engine';
import type { BoardsService } from '../boards/boards.service';
import { generateGrid } from '../football/grid';
import { computerMove } from '../ttt/computer-player';
import { type MatchState, newMatchState } from '../ttt/match-rules';
import { MatchesRepository } from '../ttt/matches.repository';
import { pointsOf, TTT_GAME } from '../ttt/matches.service';

/** Each demo day, the chance that two demo players met in a live match. */
const MATCH_CHANCE = 0.6;

/**
 * GAMES_DEMO: live Tic Tac Toe Football matches between the demo players over the last days,
 * played out by the computer's own rules for both sides (hard), so the `ttt-football` boards and
 * the players' records have something to show. Skipped once any demo match exists.
 */
export async function seedTttMatches(db: Db, boards: BoardsService, players: readonly string[], today: string, days: number): Promise<number> {
  if (players.length < 2) return 0;
  const existing = await db.query(`SELECT 1 FROM ttt_matches WHERE owner_user_id = ANY($1::uuid[]) LIMIT 1`, [players]);
  if (existing.rows.length > 0) return 0;
  const repository = new MatchesRepository(db);
  const random = seededRandom('ttt-demo');
  let played = 0;
  for (let back = days; back >= 1; back--) {
    if (random() >= MATCH_CHANCE) continue;
    const day = addGameDays(today, -back);
    const x = players[Math.floor(random() * players.length)] as string;
    const others = players.filter((id) => id !== x);
    const o = others[Math.floor(random() * others.length)] as string;
    const start = Date.parse(`${day}T17:00:00Z`) + Math.floor(random() * 4 * 3600_000);
    const seed = `ttt-demo-${day}`;
    let state: MatchState = newMatchState(generateGrid(seededRandom(`${seed}:grid`)), seed, start, 'x', null);
    while (!state.finished) state = computerMove(state, 'hard', state.turnStartedAt + 8000 + Math.floor(random() * 15_000));
    const row = { mode: 'live' as const, difficulty: 'hard' as const, state };
    const points = pointsOf(row);
    await db.transaction(async (tx) => {
      const inserted = await repository.insert(tx, { ...row, edition: 'tr', status: 'playing', isPrivate: false, ownerUserId: x, xUserId: x, oUserId: o, createdAt: new Date(start) });
      await repository.save(tx, { ...inserted, status: 'finished', points });
      await tx.query(`UPDATE ttt_matches SET updated_at = $2, finished_at = $2 WHERE id = $1`, [inserted.id, new Date(state.turnStartedAt).toISOString()]);
      const at = new Date(state.turnStartedAt);
      for (const [mark, userId] of [['x', x], ['o', o]] as const) {
        const score = points?.[mark] ?? 0;
        if (score > 0) await boards.record(tx, { game: TTT_GAME, userId, day, score, extra: { lastMatch: inserted.id }, at });
      }
    });
    played++;
  }
  return played;
}
