/**
 * Every footballer of Tic Tac Toe Football, gathered from the lists in `players/` (split by where
 * readers know them from, so that no list grows too large to review).
 */
import type { Footballer } from './footballer.types';
import { AFRICAN_AND_MORE } from './players/african-and-more';
import { BUNDESLIGA_AND_MORE } from './players/bundesliga-and-more';
import { FOREIGNERS_BESIKTAS_TRABZONSPOR_BASAKSEHIR } from './players/foreigners-besiktas-trabzonspor-basaksehir';
import { FOREIGNERS_GALATASARAY_FENERBAHCE } from './players/foreigners-galatasaray-fenerbahce';
import { LA_LIGA_PLAYERS } from './players/la-liga';
import { PREMIER_LEAGUE_ARSENAL_CHELSEA } from './players/premier-league-arsenal-chelsea';
import { PREMIER_LEAGUE_BRITISH } from './players/premier-league-british';
import { PREMIER_LEAGUE_LIVERPOOL_MAN_UTD } from './players/premier-league-liverpool-man-utd';
import { PREMIER_LEAGUE_MAN_CITY_TOTTENHAM } from './players/premier-league-man-city-tottenham';
import { RUSSIAN_LEAGUE_PLAYERS } from './players/russian';
import { SERIE_A_PLAYERS } from './players/serie-a';
import { SOUTH_AMERICAN_PLAYERS } from './players/south-american';
import { TURKISH_PLAYERS } from './players/turkish';

export type { Footballer };

export const FOOTBALLERS: readonly Footballer[] = [
  ...TURKISH_PLAYERS,
  ...FOREIGNERS_GALATASARAY_FENERBAHCE,
  ...FOREIGNERS_BESIKTAS_TRABZONSPOR_BASAKSEHIR,
  ...PREMIER_LEAGUE_BRITISH,
  ...PREMIER_LEAGUE_ARSENAL_CHELSEA,
  ...PREMIER_LEAGUE_LIVERPOOL_MAN_UTD,
  ...PREMIER_LEAGUE_MAN_CITY_TOTTENHAM,
  ...RUSSIAN_LEAGUE_PLAYERS,
  ...LA_LIGA_PLAYERS,
  ...SERIE_A_PLAYERS,
  ...BUNDESLIGA_AND_MORE,
  ...SOUTH_AMERICAN_PLAYERS,
  ...AFRICAN_AND_MORE,
];

const FOOTBALLERS_BY_ID: ReadonlyMap<string, Footballer> = new Map(FOOTBALLERS.map((player) => [player.id, player]));

/** The footballer with this id, or undefined. */
export function footballerById(id: string): Footballer | undefined {
  return FOOTBALLERS_BY_ID.get(id);
}

/** Whether the footballer played for the team (a club or his national team). */
export function playedFor(player: Footballer, team: string): boolean {
  return (player.teams as readonly string[]).includes(team);
}
