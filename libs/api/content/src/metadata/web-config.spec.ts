import { defaultWebConfig, resolveWebConfig } from './web-config';

const origins = { tr: 'https://meydan.example', en: 'https://en.meydan.example', ru: 'https://ru.meydan.example' };

describe('web config', () => {
  it('defaults carry the §9 ad refresh timers and the edition’s cookie policy', () => {
    const config = defaultWebConfig('ru', origins);
    const refresh = Object.fromEntries(config.ads.slots.map((slot) => [slot.name, slot.refreshTimerMs]));
    expect(refresh).toMatchObject({ masthead: 20_000, footer: 10_000, 'mobile-masthead': 8000 });
    expect(config.consent.policyPath).toBe('/cookie-policy');
    expect(config.editions.find((e) => e.code === 'ru')?.origin).toBe('https://ru.meydan.example');
  });

  it('merges objects key by key, replaces arrays and drops unknown keys', () => {
    const defaults = defaultWebConfig('tr', origins);
    const resolved = resolveWebConfig(defaults, [{ push: { enabled: true }, ads: { slots: [] }, extra: true }]);
    expect(resolved.push).toEqual({ ...defaults.push, enabled: true });
    expect(resolved.ads.slots).toEqual([]);
    expect(resolved.ads.idleTimeoutMs).toBe(2000);
    expect(resolved).not.toHaveProperty('extra');
  });

  it('skips an invalid override whole, reports it and applies the next one', () => {
    const invalid: unknown[] = [];
    const defaults = defaultWebConfig('tr', origins);
    const resolved = resolveWebConfig(defaults, [{ push: { enabled: 'yes' }, games: { showDevOnly: true } }, { games: { leaderboardsEnabled: false } }], (o) => invalid.push(o));
    expect(invalid).toHaveLength(1);
    expect(resolved.games).toEqual({ ...defaults.games, leaderboardsEnabled: false });
    expect(resolved.push.enabled).toBe(false);
  });

  it('shows the sign-in providers the API is configured for, none by default', () => {
    expect(defaultWebConfig('tr', origins).signIn).toEqual({ google: null, facebook: null, twitter: false });
    // Push asks for permission only when the API has a VAPID key to subscribe browsers with.
    expect(defaultWebConfig('tr', origins).push).toMatchObject({ enabled: false, tokenCollectionDisabled: true, vapidPublicKey: null });
    expect(defaultWebConfig('tr', origins, undefined, 'BPublicKey').push).toMatchObject({ enabled: true, tokenCollectionDisabled: false, vapidPublicKey: 'BPublicKey' });
    const signIn = { google: { clientId: 'c', authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth' }, facebook: null, twitter: true };
    expect(defaultWebConfig('en', origins, signIn).signIn).toEqual(signIn);
  });

  it('lets an override hide a sign-in provider in an edition, never switch one on or change its ids', () => {
    const google = { clientId: 'c', authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth' };
    const defaults = defaultWebConfig('ru', origins, { google, facebook: null, twitter: true });
    expect(resolveWebConfig(defaults, [{ signIn: { twitter: false } }]).signIn).toEqual({ google, facebook: null, twitter: false });
    expect(resolveWebConfig(defaults, [{ signIn: { google: null } }]).signIn).toEqual({ google: null, facebook: null, twitter: true });
    const sneaky = resolveWebConfig(defaults, [{ signIn: { google: { clientId: 'other', authorizationEndpoint: 'https://evil.test/auth' }, facebook: { appId: '1', dialogUrl: 'https://evil.test/' } } }]);
    expect(sneaky.signIn).toEqual({ google, facebook: null, twitter: true });
    const off = defaultWebConfig('ru', origins);
    expect(resolveWebConfig(off, [{ signIn: { twitter: true } }]).signIn.twitter).toBe(false);
  });

  it('carries the public Firebase config where one is configured: hidden per edition by an override, never changed', () => {
    expect(defaultWebConfig('en', origins).firebase).toBeNull();
    const firebase = {
      apiKey: 'AIzaKey0000000000',
      authDomain: 'meydan.firebaseapp.com',
      projectId: 'meydan',
      appId: '1:1:web:1',
      messagingSenderId: '1',
      vapidKey: 'BKey',
      authEmulatorUrl: null,
      messaging: true,
    };
    const defaults = defaultWebConfig('en', origins, undefined, null, firebase);
    expect(defaults.firebase).toEqual(firebase);
    // Messaging alone (no VAPID key of our own) is a push platform: the flow may ask.
    expect(defaults.push).toMatchObject({ enabled: true, tokenCollectionDisabled: false, vapidPublicKey: null });
    expect(defaultWebConfig('en', origins, undefined, null, { ...firebase, messaging: false }).push.enabled).toBe(false);
    expect(resolveWebConfig(defaults, [{ firebase: null }]).firebase).toBeNull();
    expect(resolveWebConfig(defaults, [{ firebase: { projectId: 'elsewhere', apiKey: 'AIzaOther' } }]).firebase).toEqual(firebase);
    // Nothing switches Firebase on where the deployment has none.
    expect(resolveWebConfig(defaultWebConfig('en', origins), [{ firebase }]).firebase).toBeNull();
  });

  it('never lets an override change which edition the config describes', () => {
    const resolved = resolveWebConfig(defaultWebConfig('en', origins), [{ edition: 'tr', editions: [] }]);
    expect(resolved.edition).toBe('en');
    expect(resolved.editions).toHaveLength(3);
  });
});
