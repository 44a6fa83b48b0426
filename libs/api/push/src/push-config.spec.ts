import type { LookupAddress, LookupOptions } from 'node:dns';
import { generateVAPIDKeys } from 'web-push';
import { addressKind, allowedEndpoint, EndpointAddressError, guardedLookup } from './endpoint-policy';
import { validSubscriptionKeys } from './subscription-keys';
import { DEVELOPMENT_VAPID_SUBJECT, deriveVapidKeys, pushSettingsFromEnv, resolveVapid } from './vapid';

const SECRET = 'a-development-secret-of-enough-length-0123';

describe('VAPID configuration', () => {
  it('derives the same key pair from the same AUTH_TOKEN_SECRET (every replica, every restart) and another from another', () => {
    const first = deriveVapidKeys(SECRET);
    expect(deriveVapidKeys(SECRET)).toEqual(first);
    expect(deriveVapidKeys(`${SECRET}!`).publicKey).not.toBe(first.publicKey);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    // The pair is one: the derived public key belongs to the private scalar, so a library accepts it.
    expect(resolveVapid({ vapidPublicKey: first.publicKey, vapidPrivateKey: first.privateKey }, { authTokenSecret: 'unused', production: false })).toMatchObject({ publicKey: first.publicKey, derived: false });
  });

  it('pushes outside production without configuration, with the derived keys and a development contact', () => {
    expect(resolveVapid(undefined, { authTokenSecret: SECRET, production: false })).toEqual({ ...deriveVapidKeys(SECRET), subject: DEVELOPMENT_VAPID_SUBJECT, derived: true });
  });

  it('is off in production without keys, and needs a contact with them', () => {
    const keys = generateVAPIDKeys();
    expect(resolveVapid({}, { authTokenSecret: SECRET, production: true })).toBeNull();
    expect(() => resolveVapid({ vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey }, { authTokenSecret: SECRET, production: true })).toThrow('VAPID_SUBJECT');
    expect(resolveVapid({ vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey, vapidSubject: 'https://meydan.example.com/contact' }, { authTokenSecret: SECRET, production: true })).toEqual({
      ...keys,
      subject: 'https://meydan.example.com/contact',
      derived: false,
    });
  });

  it('stops the start on half a configuration, keys that are not a pair, malformed keys or a subject that is no contact URL', () => {
    const [one, other] = [generateVAPIDKeys(), generateVAPIDKeys()];
    const resolve = (settings: Parameters<typeof resolveVapid>[0]) => () => resolveVapid(settings, { authTokenSecret: SECRET, production: false });
    expect(resolve({ vapidPublicKey: one.publicKey })).toThrow('must be set together');
    expect(resolve({ vapidPrivateKey: one.privateKey })).toThrow('must be set together');
    expect(resolve({ vapidPublicKey: one.publicKey, vapidPrivateKey: other.privateKey })).toThrow('is not the public key of VAPID_PRIVATE_KEY');
    expect(resolve({ vapidPublicKey: 'short', vapidPrivateKey: one.privateKey })).toThrow('VAPID_PUBLIC_KEY must be a base64url P-256 key of 65 bytes');
    expect(resolve({ vapidPublicKey: one.publicKey, vapidPrivateKey: Buffer.alloc(32).toString('base64url') })).toThrow('not a valid P-256 private key');
    expect(resolve({ vapidSubject: 'ops@meydan.example.com' })).toThrow('VAPID_SUBJECT must be a mailto: or https: URL');
    expect(resolve({ vapidSubject: 'http://meydan.example.com' })).toThrow('VAPID_SUBJECT must be a mailto: or https: URL');
  });

  it('reads VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT, blank as unset', () => {
    expect(pushSettingsFromEnv({ VAPID_PUBLIC_KEY: ' pub ', VAPID_PRIVATE_KEY: 'priv', VAPID_SUBJECT: '' })).toEqual({ vapidPublicKey: 'pub', vapidPrivateKey: 'priv', vapidSubject: undefined, allowLoopback: false });
  });
});

describe('push endpoint SSRF rule', () => {
  it('classifies addresses: loopback, private and reserved ranges, v4-mapped v6, and public ones', () => {
    const cases: Record<string, string> = {
      '127.0.0.1': 'loopback',
      '127.9.9.9': 'loopback',
      '::1': 'loopback',
      '10.1.2.3': 'private',
      '172.16.0.1': 'private',
      '172.31.255.255': 'private',
      '192.168.0.10': 'private',
      '169.254.169.254': 'private',
      '100.64.0.1': 'private',
      '0.0.0.0': 'private',
      '224.0.0.1': 'private',
      '255.255.255.255': 'private',
      'fd12:3456::1': 'private',
      'fe80::1%eth0': 'private',
      '::ffff:10.0.0.1': 'private',
      '::ffff:127.0.0.1': 'loopback',
      '::ffff:a00:1': 'private',
      '::ffff:8efa:4aca': 'public',
      '2002:0a00:0001::1': 'private',
      'not an address': 'private',
      '172.32.0.1': 'public',
      '142.250.74.202': 'public',
      '2a00:1450:4001:82b::200a': 'public',
    };
    for (const [address, kind] of Object.entries(cases)) expect([address, addressKind(address)]).toEqual([address, kind]);
  });

  it('allows public https push services everywhere and the loopback stand-in outside production only', () => {
    const production = { production: true };
    const development = { production: false };
    expect(allowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', production)?.hostname).toBe('fcm.googleapis.com');
    expect(allowedEndpoint('https://wns2-par02p.notify.windows.com/w/?token=abc', production)).not.toBeNull();
    expect(allowedEndpoint('http://127.0.0.1:4321/push/a', development)).not.toBeNull();
    expect(allowedEndpoint('http://127.0.0.1:4321/push/a', production)).toBeNull();
    expect(allowedEndpoint('http://localhost:4321/push/a', development)).not.toBeNull();
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/a#x', 'https://fcm.googleapis.com/fcm/send/ a', 'https://push.services.mozilla.com.', 'https://example.123/x']) {
      const allowed = allowedEndpoint(endpoint, production);
      if (endpoint === 'https://push.services.mozilla.com.') expect(allowed).not.toBeNull();
      else expect([endpoint, allowed]).toEqual([endpoint, null]);
    }
  });

  type Resolve = (hostname: string, options: LookupOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;
  const resolverOf = (addresses: LookupAddress[]): Resolve => (_hostname, _options, callback) => callback(null, addresses);
  it('allows the loopback stand-in in production only with PUSH_ALLOW_LOOPBACK=1, never a private address', async () => {
    const settings = pushSettingsFromEnv({ PUSH_ALLOW_LOOPBACK: '1' });
    expect(settings.allowLoopback).toBe(true);
    expect(pushSettingsFromEnv({}).allowLoopback).toBe(false);
    expect(() => pushSettingsFromEnv({ PUSH_ALLOW_LOOPBACK: 'yes' })).toThrow('PUSH_ALLOW_LOOPBACK');
    const testedBuild = { production: true, allowLoopback: settings.allowLoopback };
    expect(allowedEndpoint('http://127.0.0.1:4321/push/a', testedBuild)?.port).toBe('4321');
    expect(allowedEndpoint('http://10.0.0.5:4321/push/a', testedBuild)).toBeNull();
    expect((await lookup(testedBuild, [{ address: '127.0.0.1', family: 4 }])).error).toBeNull();
    expect((await lookup(testedBuild, [{ address: '10.0.0.5', family: 4 }])).error).toBeInstanceOf(EndpointAddressError);
  });

  function lookup(policy: { production: boolean; allowLoopback?: boolean }, addresses: LookupAddress[], all = false) {
    const guarded = guardedLookup(policy, resolverOf(addresses) as never);
    return new Promise<{ error: Error | null; address: unknown; family?: number }>((resolve) =>
      guarded('push.example.org', { all }, (error, address, family) => resolve({ error, address, family })),
    );
  }

  it('refuses, at connection time, a name that resolves to any non-public address (DNS rebinding)', async () => {
    const publicAddress = { address: '142.250.74.202', family: 4 };
    expect(await lookup({ production: true }, [publicAddress])).toEqual({ error: null, address: '142.250.74.202', family: 4 });
    expect((await lookup({ production: true }, [publicAddress], true)).address).toEqual([publicAddress]);
    expect((await lookup({ production: true }, [publicAddress, { address: '10.0.0.5', family: 4 }])).error).toBeInstanceOf(EndpointAddressError);
    expect((await lookup({ production: true }, [{ address: '127.0.0.1', family: 4 }])).error).toBeInstanceOf(EndpointAddressError);
    expect((await lookup({ production: false }, [{ address: '127.0.0.1', family: 4 }])).error).toBeNull();
    expect((await lookup({ production: false }, [{ address: 'fd00::5', family: 6 }])).error).toBeInstanceOf(EndpointAddressError);
    expect((await lookup({ production: true }, [])).error).toBeInstanceOf(EndpointAddressError);
  });
});

describe('subscription keys', () => {
  it('accepts a P-256 point and a 16-byte secret in either base64url spelling, normalized without padding', () => {
    const { publicKey } = generateVAPIDKeys();
    const auth = Buffer.alloc(16, 9).toString('base64');
    const padded = `${auth.replace(/\+/g, '-').replace(/\//g, '_')}`;
    expect(validSubscriptionKeys(publicKey, padded)).toEqual({ p256dh: publicKey, auth: Buffer.alloc(16, 9).toString('base64url') });
  });
});
