import { messageKeysOf } from './message-keys';
import { COUNTRY_CODES, isCountryCode, isValidBirthdate, normalizeWebsite, UpdateAboutBodySchema, UpdateProfileBodySchema, UserRefSchema } from './profile.schema';
import { validate } from './validate';
import { VALIDATION_MESSAGE_KEYS } from './validation.schema';

describe('profile contracts', () => {
  it('lists every message key they carry for translation', () => {
    const schemas = [UserRefSchema, ...Object.values(UpdateProfileBodySchema.properties), ...Object.values(UpdateAboutBodySchema.properties)];
    const keys = schemas.flatMap((schema) => Object.values(messageKeysOf(schema) ?? {}));
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(VALIDATION_MESSAGE_KEYS).toContain(key);
  });

  it('names the field rule that failed, clearing with "" or null', () => {
    const issue = (body: unknown) => {
      const result = validate(UpdateProfileBodySchema, body);
      return result.ok ? null : result.errors[0];
    };
    expect(issue({ name: '', website: '', country: null, birthdate: '', gender: '', about: null })).toBeNull();
    expect(issue({ website: 'ftp://example.com' })).toEqual({ path: 'website', messageKey: 'validation.profile.website.invalid' });
    expect(issue({ name: 'x'.repeat(61) })).toEqual({ path: 'name', messageKey: 'validation.profile.name.length' });
    expect(issue({ gender: 'other' })).toEqual({ path: 'gender', messageKey: 'validation.profile.gender.invalid' });
    expect(issue({ username: 'A' })).toEqual({ path: 'username', messageKey: 'validation.username.length' });
    expect(issue({ role: 'admin' })).toEqual({ path: 'role', messageKey: 'validation.unexpected' });
    expect(validate(UpdateAboutBodySchema, { coverOffset: -1 })).toEqual({ ok: false, errors: [{ path: 'coverOffset', messageKey: 'validation.profile.coverOffset.invalid' }] });
  });

  it('accepts loose websites (SPEC §5) and adds the scheme a member left out', () => {
    const ok = (website: string) => validate(UpdateProfileBodySchema, { website }).ok;
    expect(['example.com', 'https://example.com/a?b=1#c', 'http://sub.example.co.uk:8080/x', 'ÖRNEK.com'.replace('Ö', 'o')].every(ok)).toBe(true);
    expect(['javascript:alert(1)', 'data:text/html,x', 'example', 'http://', 'https://exa mple.com'].some(ok)).toBe(false);
    expect(normalizeWebsite(' example.com/a ')).toBe('https://example.com/a');
    expect(normalizeWebsite('HTTP://example.com')).toBe('HTTP://example.com');
  });

  it('takes birth dates from 1925 to today, real calendar days only', () => {
    const today = new Date('2026-06-15T12:00:00Z');
    expect(isValidBirthdate('1925-01-01', today)).toBe(true);
    expect(isValidBirthdate('2026-06-15', today)).toBe(true);
    expect(isValidBirthdate('2024-02-29', today)).toBe(true);
    for (const day of ['1924-12-31', '2026-06-16', '2023-02-29', '1990-13-01', '1990-4-1', '']) expect([day, isValidBirthdate(day, today)]).toEqual([day, false]);
  });

  it('knows the 249 ISO 3166-1 countries', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(isCountryCode('TR')).toBe(true);
    expect(isCountryCode('tr')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
  });
});
