/** Tic Tac Toe Football's data and rules (re-exported by the lib's index once merged). */
export type { Footballer } from './footballer.types';
export { FOOTBALLERS, footballerById, playedFor } from './footballers';
export { GRID_TEAMS, GRID_TEAM_MIN_PLAYERS, type Grid, type GridOptions, answersFor, easyChoices, generateGrid } from './grid';
export { matchFootballer } from './match-player';
export { TEAMS, type Team, type TeamId, type TeamKind, isTeamId, teamById } from './teams';
