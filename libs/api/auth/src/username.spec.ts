import { validate, UsernameSchema } from '@meydan/shared/contracts';
import { usernameBase, usernameCandidates } from './username';

describe('usernames from e-mail addresses', () => {
  it.each([
    ['Zeynep.Kaya@example.com', 'zeynep.kaya'],
    ['ali_veli-42@example.com', 'ali_veli-42'],
    ['.ali.@example.com', 'ali'],
    ['ab@example.com', 'ab-member'],
    ['a@example.com', 'a-member'],
    ['___@example.com', 'member'],
    [`${'x'.repeat(40)}@example.com`, 'x'.repeat(25)],
  ])('%s → %s', (email, expected) => {
    expect(usernameBase(email)).toBe(expected);
  });

  it('always makes valid usernames, suffixed ones included', () => {
    for (const email of ['Zeynep.Kaya@example.com', 'a@b.co', '-._~@x.io', `${'ab.'.repeat(20)}@x.io`, '1@2.34']) {
      for (const candidate of usernameCandidates(usernameBase(email), 5)) expect(validate(UsernameSchema, candidate)).toEqual({ ok: true, value: candidate });
    }
  });

  it('tries the plain name first, then distinct 4-digit suffixes', () => {
    const values = [7, 7, 42, 9999];
    const candidates = usernameCandidates('ayse', 4, () => values.shift() ?? 0);
    expect(candidates).toEqual(['ayse', 'ayse-0007', 'ayse-0042', 'ayse-9999']);
  });
});
