import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EditionName } from './ports';

/**
 * The answer behind an Emojile row, read from the edition's bank file as text (the suite does not
 * import the games API's code): each puzzle is written `emojis: '…',` then `answer: '…',`.
 */
export function emojileAnswer(edition: EditionName, emojis: string): string | undefined {
  const source = readFileSync(join(__dirname, `../../libs/api/games/src/data/emojile-${edition}.ts`), 'utf8');
  for (const match of source.matchAll(/emojis: (['"])(.*?)\1,\s*answer: (['"])((?:\\.|(?!\3).)*)\3,/gs)) {
    if (match[2] === emojis) return (match[4] as string).replace(/\\(.)/g, '$1');
  }
  return undefined;
}
