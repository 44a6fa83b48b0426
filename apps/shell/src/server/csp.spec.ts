/** @jest-environment node */
import { CAPTCHA_SCRIPT_URLS } from '../app/auth/captcha-widget';
import { readWebConfig } from './config';
import { contentSecurityPolicy, mapTileOriginsOf, remoteOriginsOf, webSocketSources } from './csp';

/** The sources of one directive of `policy`, or undefined when it has none. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found?.split(' ').slice(1);
}

/** Whether a CSP host source (`https://*.example.com` included) allows `url`. */
function allows(sources: readonly string[], url: string): boolean {
  const { protocol, host } = new URL(url);
  return sources.some((source) => {
    const match = /^(https?:)\/\/(\*\.)?([^/]+)$/.exec(source);
    if (!match || match[1] !== protocol) return false;
    return match[2] ? host.endsWith(`.${match[3]}`) : host === match[3];
  });
}

describe('content security policy', () => {
  it('allows scripts only from self, the listed inline script hashes and remote origins', () => {
    const policy = contentSecurityPolicy(["'sha256-abc'"], { remoteOrigins: ['https://cdn.example'] });
    expect(policy).toContain("script-src 'self' 'sha256-abc' https://cdn.example");
    expect(policy).toContain("object-src 'none'");
    expect(contentSecurityPolicy([])).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("form-action 'self'");
  });

  it('takes the web app manifest from this site only', () => {
    expect(directive(contentSecurityPolicy([]), 'manifest-src')).toEqual(["'self'"]);
  });

  it('lets only this site frame pages, any site frame the embeddable widgets', () => {
    expect(contentSecurityPolicy([])).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy([], { embeddable: true })).toContain('frame-ancestors *');
  });

  it('allows images and video from a media CDN', () => {
    const policy = contentSecurityPolicy([], { mediaOrigins: ['https://media.example'] });
    expect(policy).toContain("img-src 'self' data: blob: https://media.example");
    expect(policy).toContain("media-src 'self' blob: https://media.example");
  });

  it('lets the page open sockets only to the origins it names, never to any host', () => {
    expect(directive(contentSecurityPolicy([]), 'connect-src')).toEqual(["'self'"]);
    const policy = contentSecurityPolicy([], { socketOrigins: ['http://en.localhost:3000'], remoteOrigins: ['https://cdn.example'] });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'ws://en.localhost:3000', 'https://cdn.example']);
    for (const name of ['connect-src', 'default-src', 'script-src']) {
      expect(directive(policy, name)).not.toEqual(expect.arrayContaining(['ws:']));
      expect(directive(policy, name)).not.toEqual(expect.arrayContaining(['wss:']));
    }
  });

  it('turns http(s) origins into the matching ws(s) sources', () => {
    expect(webSocketSources(['https://www.meydan.example', 'http://localhost:3000', 'https://www.meydan.example/'])).toEqual(['wss://www.meydan.example', 'ws://localhost:3000']);
  });

  it('derives distinct origins from absolute remote entries only', () => {
    expect(
      remoteOriginsOf(['/_mf/content/browser/remoteEntry.js', 'https://cdn.example/a/remoteEntry.js', 'https://cdn.example/b/remoteEntry.js', 'http://127.0.0.1:4105/browser/remoteEntry.js']),
    ).toEqual(['https://cdn.example', 'http://127.0.0.1:4105']);
  });

  describe('hosted captcha', () => {
    it('adds nothing without a configured captcha', () => {
      const policy = contentSecurityPolicy([]);
      expect(directive(policy, 'frame-src')).toBeUndefined();
      expect(policy).not.toMatch(/cloudflare|hcaptcha/);
    });

    it("allows Turnstile's script and frame origin, and nothing of hCaptcha", () => {
      const policy = contentSecurityPolicy(["'sha256-n'"], { captcha: 'turnstile', remoteOrigins: ['https://cdn.example'] });
      expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-n'", 'https://cdn.example', 'https://challenges.cloudflare.com']);
      expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://challenges.cloudflare.com']);
      expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.example']);
      expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://cdn.example']);
      expect(policy).not.toContain('hcaptcha');
      expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    });

    it("allows hCaptcha's documented origins, and nothing of Turnstile", () => {
      const policy = contentSecurityPolicy([], { captcha: 'hcaptcha' });
      for (const name of ['script-src', 'frame-src', 'style-src', 'connect-src']) {
        expect(directive(policy, name)).toEqual(expect.arrayContaining(['https://hcaptcha.com', 'https://*.hcaptcha.com']));
      }
      expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://hcaptcha.com', 'https://*.hcaptcha.com']);
      expect(policy).not.toContain('cloudflare');
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    });

    it('lets the browser load exactly the widget script the register form asks for', () => {
      for (const provider of ['turnstile', 'hcaptcha'] as const) {
        const other = provider === 'turnstile' ? 'hcaptcha' : 'turnstile';
        const scripts = directive(contentSecurityPolicy([], { captcha: provider }), 'script-src') ?? [];
        expect(allows(scripts, CAPTCHA_SCRIPT_URLS[provider])).toBe(true);
        expect(allows(scripts, CAPTCHA_SCRIPT_URLS[other])).toBe(false);
      }
      expect(allows(directive(contentSecurityPolicy([]), 'script-src') ?? [], CAPTCHA_SCRIPT_URLS.turnstile)).toBe(false);
    });

    it('reads CAPTCHA_PROVIDER like the API, refusing an unknown one', () => {
      expect(readWebConfig({}).captchaProvider).toBeUndefined();
      expect(readWebConfig({ CAPTCHA_PROVIDER: ' ' }).captchaProvider).toBeUndefined();
      expect(readWebConfig({ CAPTCHA_PROVIDER: 'turnstile' }).captchaProvider).toBe('turnstile');
      expect(readWebConfig({ CAPTCHA_PROVIDER: 'hcaptcha' }).captchaProvider).toBe('hcaptcha');
      expect(() => readWebConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow('CAPTCHA_PROVIDER must be one of turnstile, hcaptcha (or unset), not "recaptcha"');
    });
  });
});

describe('the quake map tile server in img-src', () => {
  it('allows the configured tile origin (any subdomain for {s}) and nothing for an odd template', () => {
    expect(mapTileOriginsOf('https://{s}.tile.example/{z}/{x}/{y}.png')).toEqual(['https://*.tile.example']);
    expect(mapTileOriginsOf('https://tiles.example:8443/osm/{z}/{x}/{y}.png')).toEqual(['https://tiles.example:8443']);
    expect(mapTileOriginsOf(undefined)).toEqual([]);
    expect(mapTileOriginsOf('javascript:alert(1)')).toEqual([]);
    expect(mapTileOriginsOf("https://x.example' 'unsafe-inline/{z}/{x}/{y}")).toEqual([]);
    expect(contentSecurityPolicy([], { mapTileOrigins: ['https://*.tile.example'] })).toContain("img-src 'self' data: blob: https://*.tile.example");
  });
});

describe('Firebase in connect-src', () => {
  it('adds nothing without FIREBASE_WEB_CONFIG, and the SDK’s Google APIs (plus the Auth emulator) with it', () => {
    expect(readWebConfig({}).firebaseOrigins).toEqual([]);
    expect(directive(contentSecurityPolicy([], { firebaseOrigins: readWebConfig({}).firebaseOrigins }), 'connect-src')).toEqual(["'self'"]);
    const configured = readWebConfig({ FIREBASE_WEB_CONFIG: '{"projectId":"meydan"}' }).firebaseOrigins;
    const sources = directive(contentSecurityPolicy([], { firebaseOrigins: configured }), 'connect-src') ?? [];
    for (const url of [
      'https://identitytoolkit.googleapis.com/v1/accounts:signUp?key=k',
      'https://securetoken.googleapis.com/v1/token?key=k',
      'https://firebaseinstallations.googleapis.com/v1/projects/meydan/installations',
      'https://fcmregistrations.googleapis.com/v1/projects/meydan/registrations',
    ]) {
      expect(allows(sources, url)).toBe(true);
    }
    expect(allows(sources, 'https://evil.googleapis.example/')).toBe(false);
    const emulated = readWebConfig({ FIREBASE_WEB_CONFIG: '{"projectId":"meydan"}', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebaseOrigins;
    expect(emulated).toContain('http://127.0.0.1:9099');
    expect(readWebConfig({ FIREBASE_WEB_CONFIG: '{}', FIREBASE_AUTH_EMULATOR_HOST: "x 'unsafe-eval'" }).firebaseOrigins).not.toContain("http://x 'unsafe-eval'");
  });
});
