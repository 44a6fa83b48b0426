import commonPasswords from './common-passwords.json';

const COMMON_PASSWORDS = commonPasswords.passwords;
import { hashPassword, isCommonPassword, verifyPassword } from './password-policy';

describe('password policy', () => {
  it('ships the 10,000 most common passwords of 6+ characters, each once', () => {
    expect(COMMON_PASSWORDS).toHaveLength(10_000);
    expect(new Set(COMMON_PASSWORDS).size).toBe(10_000);
    expect(COMMON_PASSWORDS.every((password) => password.length >= 6 && password === password.toLowerCase())).toBe(true);
    expect(COMMON_PASSWORDS.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('refuses common passwords in any case and lets uncommon ones through', () => {
    for (const password of ['123456', 'password', 'QWERTY', 'iloveyou', 'Password1', 'trustno1']) expect(isCommonPassword(password)).toBe(true);
    for (const password of ['kestane-kebap-1923', 'bogazici köprüsü', 'x7#Lp9!qZ']) expect(isCommonPassword(password)).toBe(false);
  });

  it('hashes with argon2id at m = 19 MiB, t = 2 or stronger and verifies', async () => {
    const hash = await hashPassword('kestane-kebap-1923');
    const [, algorithm, , params] = hash.split('$');
    expect(algorithm).toBe('argon2id');
    const values = Object.fromEntries((params ?? '').split(',').map((pair) => pair.split('=') as [string, string]));
    expect(Number(values['m'])).toBeGreaterThanOrEqual(19_456);
    expect(Number(values['t'])).toBeGreaterThanOrEqual(2);
    await expect(verifyPassword(hash, 'kestane-kebap-1923')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'kestane-kebap-1924')).resolves.toBe(false);
  });

  it('answers false without a stored hash or with a broken one, after doing the same work', async () => {
    await expect(verifyPassword(null, 'anything')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
  });
});
