import { FOOTBALLERS, footballerById, playedFor } from './footballers';
import { GRID_TEAM_MIN_PLAYERS, GRID_TEAMS } from './grid';
import { TEAMS, isTeamId } from './teams';

describe('the teams', () => {
  it('have unique ids and badges of 2 to 4 letters in two #rrggbb colours', () => {
    expect(new Set(TEAMS.map((team) => team.id)).size).toBe(TEAMS.length);
    for (const team of TEAMS) {
      expect(team.short).toMatch(/^\p{Lu}{2,4}$/u);
      for (const colour of team.colors) expect(colour).toMatch(/^#[0-9A-F]{6}$/i);
      expect(team.name.ru).toMatch(/\p{Script=Cyrillic}/u);
    }
  });
});

describe('the footballers', () => {
  it('number at least 420', () => {
    expect(FOOTBALLERS.length).toBeGreaterThanOrEqual(420);
  });

  it('have unique slug ids', () => {
    const ids = FOOTBALLERS.map((player) => player.id);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('have unique names (the same person is never listed twice)', () => {
    const names = FOOTBALLERS.map((player) => player.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('name only teams that exist, each once, and at least two of them', () => {
    for (const player of FOOTBALLERS) {
      expect({ id: player.id, unknown: player.teams.filter((team) => !isTeamId(team)) }).toEqual({ id: player.id, unknown: [] });
      expect({ id: player.id, teams: new Set(player.teams).size }).toEqual({ id: player.id, teams: player.teams.length });
      expect({ id: player.id, enough: player.teams.length >= 2 }).toEqual({ id: player.id, enough: true });
    }
  });

  it('have at most one senior national team', () => {
    const nations = new Set<string>(TEAMS.filter((team) => team.kind === 'nation').map((team) => team.id));
    for (const player of FOOTBALLERS) {
      expect({ id: player.id, nations: player.teams.filter((team) => nations.has(team)).length <= 1 }).toEqual({ id: player.id, nations: true });
    }
  });

  it('have a Latin name, a Cyrillic Russian name and aliases that are neither blank nor repeats', () => {
    for (const player of FOOTBALLERS) {
      expect({ id: player.id, latin: /^[\p{Script=Latin}][\p{Script=Latin}' .-]*$/u.test(player.name) }).toEqual({ id: player.id, latin: true });
      expect({ id: player.id, cyrillic: /^[\p{Script=Cyrillic}][\p{Script=Cyrillic}’' .-]*$/u.test(player.nameRu) }).toEqual({ id: player.id, cyrillic: true });
      for (const alias of player.aliases) {
        expect(alias.trim()).not.toBe('');
        expect(alias).not.toBe(player.name);
        expect(alias).not.toBe(player.nameRu);
      }
    }
  });

  it('spell Turkish internationals with Turkish letters where the name has them', () => {
    expect(footballerById('hakan-sukur')).toMatchObject({ name: 'Hakan Şükür', nameRu: 'Хакан Шюкюр' });
    expect(footballerById('caglar-soyuncu')?.name).toBe('Çağlar Söyüncü');
  });

  it('are found by id, and playedFor reads their teams', () => {
    const hakan = footballerById('hakan-sukur');
    expect(hakan && playedFor(hakan, 'galatasaray')).toBe(true);
    expect(hakan && playedFor(hakan, 'fenerbahce')).toBe(false);
    expect(footballerById('nobody')).toBeUndefined();
  });
});

describe('the teams a grid uses', () => {
  it(`each have at least ${GRID_TEAM_MIN_PLAYERS} footballers`, () => {
    for (const team of GRID_TEAMS) {
      const players = FOOTBALLERS.filter((player) => playedFor(player, team)).length;
      expect({ team, enough: players >= GRID_TEAM_MIN_PLAYERS }).toEqual({ team, enough: true });
    }
  });

  it('are nearly all of the teams', () => {
    expect(GRID_TEAMS.length).toBeGreaterThanOrEqual(TEAMS.length - 5);
  });
});
