import { seededRandom } from '@meydan/games/engine';
import { FOOTBALLERS, footballerById, playedFor } from './footballers';
import { GRID_TEAMS, type Grid, answersFor, easyChoices, generateGrid, shuffled } from './grid';
import { teamById } from './teams';

const SEEDS = Array.from({ length: 500 }, (_, index) => `grid-${index}`);
const gridKey = (grid: Grid) => `${grid.rows.join(',')}|${grid.columns.join(',')}`;

describe('answersFor', () => {
  it('lists exactly the footballers who played for both teams', () => {
    const answers = answersFor('galatasaray', 'inter');
    expect(answers.map((player) => player.id)).toEqual(expect.arrayContaining(['hakan-sukur', 'wesley-sneijder', 'felipe-melo']));
    for (const player of answers) expect(playedFor(player, 'galatasaray') && playedFor(player, 'inter')).toBe(true);
    const expected = FOOTBALLERS.filter((player) => playedFor(player, 'galatasaray') && playedFor(player, 'inter'));
    expect(answers).toEqual(expected);
  });

  it('is symmetric in its two teams', () => {
    expect(new Set(answersFor('inter', 'galatasaray'))).toEqual(new Set(answersFor('galatasaray', 'inter')));
  });

  it('crosses clubs with national teams', () => {
    expect(answersFor('zenit', 'russia').map((player) => player.id)).toContain('andrey-arshavin');
  });

  it('is empty for a team with itself or an unknown team', () => {
    expect(answersFor('galatasaray', 'galatasaray')).toEqual([]);
    expect(answersFor('galatasaray', 'nowhere')).toEqual([]);
  });
});

describe('generateGrid', () => {
  const grids = SEEDS.map((seed) => generateGrid(seededRandom(seed)));

  it('gives six distinct grid teams, national teams on one axis at most', () => {
    for (const grid of grids) {
      const teams = [...grid.rows, ...grid.columns];
      expect(new Set(teams).size).toBe(6);
      for (const team of teams) expect(GRID_TEAMS).toContain(team);
      const nationRows = grid.rows.some((team) => teamById(team)?.kind === 'nation');
      const nationColumns = grid.columns.some((team) => teamById(team)?.kind === 'nation');
      expect(nationRows && nationColumns).toBe(false);
    }
  });

  it('has at least 3 answers in every cell, over 500 seeds', () => {
    for (const grid of grids) {
      for (const row of grid.rows) {
        for (const column of grid.columns) {
          expect({ grid: gridKey(grid), row, column, enough: answersFor(row, column).length >= 3 }).toEqual({
            grid: gridKey(grid),
            row,
            column,
            enough: true,
          });
        }
      }
    }
  });

  it('gives the same grid for the same seed', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      expect(generateGrid(seededRandom(seed))).toEqual(generateGrid(seededRandom(seed)));
    }
  });

  it('gives at least 200 distinct grids over 500 seeds', () => {
    expect(new Set(grids.map(gridKey)).size).toBeGreaterThanOrEqual(200);
  });

  it('puts national teams on rows and on columns, across seeds', () => {
    const hasNation = (teams: readonly string[]) => teams.some((team) => teamById(team)?.kind === 'nation');
    expect(grids.some((grid) => hasNation(grid.rows))).toBe(true);
    expect(grids.some((grid) => hasNation(grid.columns))).toBe(true);
  });

  it('honours a higher minAnswers', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const grid = generateGrid(seededRandom(seed), { minAnswers: 5 });
      for (const row of grid.rows) for (const column of grid.columns) expect(answersFor(row, column).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('throws a clear error when no grid can have that many answers', () => {
    expect(() => generateGrid(seededRandom('impossible'), { minAnswers: 1_000 })).toThrow(
      /no grid with at least 1000 answers in every cell after \d+ attempts/,
    );
  });
});

describe('easyChoices', () => {
  const cells = SEEDS.slice(0, 100).flatMap((seed) => {
    const grid = generateGrid(seededRandom(seed));
    return grid.rows.flatMap((row) => grid.columns.map((column) => ({ seed, row, column })));
  });

  it('gives 4 distinct known footballers, exactly one of whom fits the cell', () => {
    for (const { seed, row, column } of cells) {
      const choices = easyChoices(row, column, seededRandom(`${seed}-${row}-${column}`));
      expect(choices).toHaveLength(4);
      expect(new Set(choices).size).toBe(4);
      const players = choices.map((id) => footballerById(id));
      expect(players.every(Boolean)).toBe(true);
      const fitting = players.filter((player) => player && playedFor(player, row) && playedFor(player, column));
      expect(fitting).toHaveLength(1);
    }
  });

  it('picks decoys that played for one of the two teams', () => {
    for (const { seed, row, column } of cells) {
      const choices = easyChoices(row, column, seededRandom(`${seed}-${row}-${column}`));
      for (const id of choices) {
        const player = footballerById(id);
        expect(player && (playedFor(player, row) || playedFor(player, column))).toBe(true);
      }
    }
  });

  it('is deterministic for a seed and varies the answer and its place', () => {
    const once = easyChoices('galatasaray', 'inter', seededRandom('easy'));
    expect(easyChoices('galatasaray', 'inter', seededRandom('easy'))).toEqual(once);
    const runs = Array.from({ length: 40 }, (_, index) => easyChoices('galatasaray', 'inter', seededRandom(`easy-${index}`)));
    const answers = runs.map((choices) => choices.find((id) => answersFor('galatasaray', 'inter').some((player) => player.id === id)));
    expect(new Set(answers).size).toBeGreaterThan(1);
    const places = runs.map((choices, index) => choices.indexOf(answers[index] ?? ''));
    expect(new Set(places).size).toBeGreaterThan(1);
  });

  it('throws for a cell nobody fits', () => {
    expect(() => easyChoices('galatasaray', 'galatasaray', seededRandom('x'))).toThrow(/no footballer played for both/);
  });
});

describe('shuffled', () => {
  it('returns a permutation and leaves its input alone', () => {
    const items = [1, 2, 3, 4, 5];
    const result = shuffled(items, seededRandom('s'));
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });
});
