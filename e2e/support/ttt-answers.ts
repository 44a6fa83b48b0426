import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Tic Tac Toe Football's footballers, read from the games API's data files as text (the suite
 * does not import the API's code): each is written on one line as
 * `{ id: '…', name: '…', nameRu: '…', aliases: […], teams: ['…', …] }`.
 */
export interface KnownFootballer {
  id: string;
  name: string;
  nameRu: string;
  teams: string[];
}

const DIR = join(__dirname, '../../libs/api/games/src/football/players');
const LINE = /\{ id: '([^']+)', name: (['"])(.*?)\2, nameRu: (['"])(.*?)\4, aliases: \[.*?\], teams: \[([^\]]*)\] \}/g;

let cache: KnownFootballer[] | undefined;

export function footballers(): KnownFootballer[] {
  if (cache) return cache;
  cache = readdirSync(DIR)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      [...readFileSync(join(DIR, file), 'utf8').matchAll(LINE)].map((match) => ({
        id: match[1] as string,
        name: (match[3] as string).replace(/\\(.)/g, '$1'),
        nameRu: (match[5] as string).replace(/\\(.)/g, '$1'),
        teams: [...(match[6] as string).matchAll(/'([^']+)'/g)].map((team) => team[1] as string),
      })),
    );
  return cache;
}

/** A footballer who played for both teams and is not among `named` (ids). */
export function rightAnswer(rowTeam: string, columnTeam: string, named: readonly string[]): KnownFootballer | undefined {
  return footballers().find((player) => player.teams.includes(rowTeam) && player.teams.includes(columnTeam) && !named.includes(player.id));
}
