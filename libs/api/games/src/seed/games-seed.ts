import type { Db } from '@meydan/api/db';
import { addGameDays, DAILY_QUIZ_QUESTIONS, EMOJILE_MAX_GUESSES, gameDayOf, seededRandom } from '@meydan/games/engine';
import type { DailyGameType } from '@meydan/shared/contracts';
import { BoardsService } from '../boards/boards.service';
import { seedTttMatches } from './ttt-seed';
import { DEFAULT_PUZZLE_BANKS } from '../data/banks';
import { BILPOP_POINTS, EMOJILE_POINTS, ZEKIYE_POINTS_PER_TEASER } from '../game-rules';
import { puzzleMakers } from '../puzzles/puzzle-makers';
import { ARCHIVE_DAYS, PuzzlesService } from '../puzzles/puzzles.service';
import { ResultsRepository } from '../stats/results.repository';

/** Demo players of the boards (they cannot sign in: no password). */
const DEMO_PLAYERS = [
  ['zeynep.k', 'Zeynep K.'],
  ['mert.oyun', 'Mert Y.'],
  ['elif.bulmaca', 'Elif D.'],
  ['can.2048', 'Can A.'],
  ['ayse.quiz', 'Ayşe T.'],
  ['emma.plays', 'Emma W.'],
  ['jack.puzzles', 'Jack R.'],
  ['olga.igry', 'Ольга С.'],
  ['dmitry.2048', 'Дмитрий П.'],
  ['selin.emoji', 'Selin B.'],
  ['burak.zeka', 'Burak Ö.'],
  ['anna.viktorina', 'Анна М.'],
] as const;

/** How many days back the demo players have results. */
const DEMO_DAYS = 21;

export interface GamesSeedSummary {
  puzzles: number;
  players: number;
  results: number;
  /** Tic Tac Toe Football matches between demo players (0 once they exist). */
  matches: number;
}

/**
 * The games' demo data (issue 16 item 9): the puzzles of the last 60 days, today and tomorrow in
 * every edition, and three weeks of results for a dozen demo players and the demo member `uye`
 * (streaks, statistics and places on every board), drawn from a fixed seed. Idempotent: puzzles
 * and players that exist are kept, results already recorded for a day stay as they are.
 */
export async function seedGames(db: Db, now: number = Date.now()): Promise<GamesSeedSummary> {
  const puzzles = new PuzzlesService(db, puzzleMakers(DEFAULT_PUZZLE_BANKS), () => now);
  const today = gameDayOf(now);
  const written = await puzzles.ensureDays(addGameDays(today, -ARCHIVE_DAYS), addGameDays(today, 1));

  const ids: string[] = [];
  for (const [username, name] of DEMO_PLAYERS) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (username, email, name, email_verified) VALUES ($1, $2, $3, true)
       ON CONFLICT (username) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [username, `${username}@meydan.local`, name],
    );
    ids.push((rows[0] as { id: string }).id);
  }
  const member = await db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'uye'`);
  const players = member.rows[0] ? [...ids, member.rows[0].id] : ids;

  const boards = new BoardsService(db, { mediaBaseUrl: '/media' });
  const results = new ResultsRepository(db);
  const random = seededRandom('games-demo');
  let recorded = 0;
  for (const [index, userId] of players.entries()) {
    const skill = 0.45 + random() * 0.5;
    const isMember = index === ids.length;
    for (let back = DEMO_DAYS; back >= 1; back--) {
      const day = addGameDays(today, -back);
      // The demo member has played every day of the last week: a streak to show.
      const plays = isMember ? back <= 7 : random() < 0.75;
      if (!plays) continue;
      for (const game of ['emojile', 'bilpop', 'zekiye', '2048'] as DailyGameType[]) {
        const outcome = demoOutcome(game, skill, random, isMember);
        const at = new Date(Date.parse(`${day}T09:00:00Z`) + Math.floor(random() * 10 * 3600_000));
        await db.transaction(async (tx) => {
          const existing = await tx.query(`SELECT 1 FROM game_results WHERE user_id = $1 AND game = $2 AND day = $3`, [userId, game, day]);
          if (existing.rows.length > 0) return;
          await results.recordServerResult(tx, { userId, game, day, won: outcome.won, guesses: outcome.guesses, score: outcome.score });
          if (outcome.score > 0) await boards.record(tx, { game, userId, day, score: outcome.score, extra: outcome.extra, at });
          recorded++;
        });
      }
    }
  }
  const matches = await seedTttMatches(db, boards, ids, today, DEMO_DAYS);
  return { puzzles: written, players: players.length, results: recorded, matches };
}

function demoOutcome(game: DailyGameType, skill: number, random: () => number, alwaysWins: boolean) {
  switch (game) {
    case 'emojile': {
      const won = alwaysWins || random() < skill + 0.2;
      const guesses = won ? 1 + Math.floor(random() * (1 - skill) * EMOJILE_MAX_GUESSES) : EMOJILE_MAX_GUESSES;
      const hints = won ? Math.floor(random() * 2) : 0;
      const score = won ? EMOJILE_POINTS.perGuessLeft * (EMOJILE_MAX_GUESSES + 1 - guesses) - EMOJILE_POINTS.perHint * hints : 0;
      return { won, guesses, score, extra: { guesses, hints, hard: false } };
    }
    case 'bilpop':
    case 'zekiye': {
      let correct = 0;
      for (let i = 0; i < DAILY_QUIZ_QUESTIONS; i++) if (random() < skill) correct++;
      if (alwaysWins) correct = Math.max(correct, 3);
      const perAnswer = game === 'bilpop' ? BILPOP_POINTS.perMode + BILPOP_POINTS.perStar * (1 + Math.floor(random() * 3)) : ZEKIYE_POINTS_PER_TEASER;
      return { won: correct * 2 > DAILY_QUIZ_QUESTIONS, guesses: correct, score: correct * perAnswer, extra: { correct } };
    }
    case '2048': {
      const maxTile = 2 ** (8 + Math.floor(skill * 4 * random()));
      const score = Math.round(maxTile * (4 + random() * 6));
      return { won: true, guesses: 0, score, extra: { maxTile, moves: Math.round(score / 12) } };
    }
  }
}
