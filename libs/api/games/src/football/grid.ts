/**
 * Tic Tac Toe Football's grids: three row teams and three column teams, every cell answerable by
 * enough real footballers, and the four-choice help of the easy mode. All pure: the randomness
 * comes in as a function, so a seed always gives the same grid.
 */
import type { Footballer } from './footballer.types';
import { FOOTBALLERS, playedFor } from './footballers';
import { TEAMS, teamById } from './teams';

export type Random = () => number;

export interface Grid {
  readonly rows: [string, string, string];
  readonly columns: [string, string, string];
}

export interface GridOptions {
  /** The fewest fitting footballers every cell must have (default 3). */
  readonly minAnswers?: number;
}

/** A team is offered as a header only with at least this many footballers behind it. */
export const GRID_TEAM_MIN_PLAYERS = 6;

const DEFAULT_MIN_ANSWERS = 3;
/** Attempts before giving up; a valid grid usually comes within a few. */
const MAX_ATTEMPTS = 2_000;
const CHOICES = 4;

const PLAYERS_BY_TEAM: ReadonlyMap<string, readonly Footballer[]> = (() => {
  const byTeam = new Map<string, Footballer[]>();
  for (const player of FOOTBALLERS) {
    for (const team of new Set(player.teams)) {
      const list = byTeam.get(team) ?? [];
      list.push(player);
      byTeam.set(team, list);
    }
  }
  return byTeam;
})();

/** The teams a grid may use, in `TEAMS` order. */
export const GRID_TEAMS: readonly string[] = TEAMS.filter(
  (team) => (PLAYERS_BY_TEAM.get(team.id)?.length ?? 0) >= GRID_TEAM_MIN_PLAYERS,
).map((team) => team.id);

/** Every footballer who played for both teams, in `FOOTBALLERS` order (none for one team twice). */
export function answersFor(rowTeam: string, columnTeam: string): Footballer[] {
  if (rowTeam === columnTeam) return [];
  return (PLAYERS_BY_TEAM.get(rowTeam) ?? []).filter((player) => playedFor(player, columnTeam));
}

const answerCounts = new Map<string, number>();

function answerCount(first: string, second: string): number {
  const key = first < second ? `${first}|${second}` : `${second}|${first}`;
  let count = answerCounts.get(key);
  if (count === undefined) {
    count = answersFor(first, second).length;
    answerCounts.set(key, count);
  }
  return count;
}

function isNation(team: string): boolean {
  return teamById(team)?.kind === 'nation';
}

/**
 * Two teams can face each other across a cell: different, not both national teams (a player has
 * one senior national team, so nations sit on one axis at most), and with enough answers.
 */
function canCross(first: string, second: string, minAnswers: number): boolean {
  return first !== second && !(isNation(first) && isNation(second)) && answerCount(first, second) >= minAnswers;
}

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length)];
}

/** Fisher-Yates with the given random: a new array, the input untouched. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/** `count` distinct items drawn at random, or undefined when there are fewer. */
function draw<T>(items: readonly T[], count: number, random: Random): T[] | undefined {
  return items.length < count ? undefined : shuffled(items, random).slice(0, count);
}

function attemptGrid(random: Random, minAnswers: number): Grid | undefined {
  const firstRow = pick(GRID_TEAMS, random);
  const columns = draw(
    GRID_TEAMS.filter((team) => canCross(firstRow, team, minAnswers)),
    3,
    random,
  );
  if (!columns) return undefined;
  const otherRows = draw(
    GRID_TEAMS.filter(
      (team) => team !== firstRow && !columns.includes(team) && columns.every((column) => canCross(team, column, minAnswers)),
    ),
    2,
    random,
  );
  if (!otherRows) return undefined;
  const rows = shuffled([firstRow, ...otherRows], random) as Grid['rows'];
  const cols = shuffled(columns, random) as Grid['columns'];
  // The first row was drawn before the columns; swapping the axes half the time keeps either
  // axis from being the one nations and big clubs tend to land on.
  return random() < 0.5 ? { rows, columns: cols } : { rows: cols, columns: rows };
}

/**
 * A grid of six distinct teams whose nine cells each have at least `minAnswers` footballers,
 * national teams on one axis at most. Throws when none is found within a bounded number of
 * attempts (with the shipped data only for an unreachable `minAnswers`).
 */
export function generateGrid(random: Random, options: GridOptions = {}): Grid {
  const minAnswers = options.minAnswers ?? DEFAULT_MIN_ANSWERS;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const grid = attemptGrid(random, minAnswers);
    if (grid) return grid;
  }
  throw new Error(`generateGrid: no grid with at least ${minAnswers} answers in every cell after ${MAX_ATTEMPTS} attempts`);
}

/**
 * The easy mode's four choices for a cell, as footballer ids in random order: one that fits and
 * three decoys that do not but look as if they might, having played for one of the two teams.
 * Only when those run short are other footballers used. Footballers in `used` (already named in
 * the match) are never offered: a named footballer cannot take a second cell.
 */
export function easyChoices(rowTeam: string, columnTeam: string, random: Random, used: ReadonlySet<string> = new Set()): string[] {
  const answers = answersFor(rowTeam, columnTeam).filter((player) => !used.has(player.id));
  if (answers.length === 0) throw new Error(`easyChoices: no footballer played for both ${rowTeam} and ${columnTeam} (or all of them are named already)`);
  const answer = pick(answers, random);
  const fits = (player: Footballer) => playedFor(player, rowTeam) && playedFor(player, columnTeam);
  const offerable = (player: Footballer) => !fits(player) && !used.has(player.id);

  const halfFits = [...(PLAYERS_BY_TEAM.get(rowTeam) ?? []), ...(PLAYERS_BY_TEAM.get(columnTeam) ?? [])].filter(offerable);
  const decoys = shuffled([...new Set(halfFits)], random).slice(0, CHOICES - 1);
  if (decoys.length < CHOICES - 1) {
    const others = FOOTBALLERS.filter((player) => offerable(player) && !decoys.includes(player));
    decoys.push(...shuffled(others, random).slice(0, CHOICES - 1 - decoys.length));
  }
  return shuffled([answer, ...decoys], random).map((player) => player.id);
}
