import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '@meydan/api/core';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { API, buildAuthApp, JSON_HEADERS } from '../testing/auth-test-app';
import { CAPTCHA_VERIFY_URLS, HostedCaptchaCheck } from './hosted-captcha-check';
import { captchaSettingsFromEnv, createRobotCheck } from './robot-check';

jest.setTimeout(60_000);

const FAILED_EN = 'The robot check was not completed or has expired. Please try again.';
const UNREACHABLE_EN = 'We could not check that you are not a robot. Please try again in a moment.';
const UNREACHABLE_TR = 'Robot olmadığını şu anda doğrulayamadık. Lütfen biraz sonra tekrar dene.';
const SECRET = 'captcha-secret-for-tests';
const SITE_KEY = 'captcha-site-key';

interface SiteverifyCall {
  method: string;
  contentType: string;
  form: Record<string, string>;
}
interface SiteverifyReply {
  status?: number;
  body?: string;
  /** Never answers: the caller's timeout has to give up. */
  hang?: boolean;
}

/** A local siteverify endpoint: records each call and answers what the test sets. */
async function startSiteverify() {
  const calls: SiteverifyCall[] = [];
  let reply: (call: SiteverifyCall) => SiteverifyReply = () => ({ body: JSON.stringify({ success: true, hostname: 'localhost' }) });
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (text += chunk));
      request.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (request, response) => {
    const call = {
      method: request.method ?? '',
      contentType: request.headers['content-type'] ?? '',
      form: Object.fromEntries(new URLSearchParams(await read(request))),
    };
    calls.push(call);
    const answer = reply(call);
    if (answer.hang) return;
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    calls,
    answer(next: (call: SiteverifyCall) => SiteverifyReply) {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type Siteverify = Awaited<ReturnType<typeof startSiteverify>>;

/** The HttpError `promise` rejects with (any other outcome fails the test). */
async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('hosted captcha check', () => {
  let siteverify: Siteverify;
  let check: HostedCaptchaCheck;

  beforeAll(async () => {
    siteverify = await startSiteverify();
  });
  afterAll(() => siteverify.close());
  beforeEach(() => {
    siteverify.calls.length = 0;
    siteverify.answer(() => ({ body: JSON.stringify({ success: true, hostname: 'localhost' }) }));
    check = new HostedCaptchaCheck({ provider: 'turnstile', siteKey: SITE_KEY, secret: SECRET, verifyUrl: siteverify.url, timeoutMs: 300 });
  });

  it('tells the client which widget to render with which site key', () => {
    expect(check.kind).toBe('captcha');
    expect(check.issue()).toEqual({ kind: 'captcha', provider: 'turnstile', siteKey: SITE_KEY });
  });

  it('posts the secret, the token and the client address as form fields, and accepts success', async () => {
    await expect(check.verify({ captchaToken: 'token-from-the-widget' }, { remoteIp: '203.0.113.9' })).resolves.toBeUndefined();
    expect(siteverify.calls).toEqual([
      { method: 'POST', contentType: 'application/x-www-form-urlencoded', form: { secret: SECRET, response: 'token-from-the-widget', remoteip: '203.0.113.9' } },
    ]);
    await check.verify({ captchaToken: 'another' });
    expect(siteverify.calls[1]?.form).toEqual({ secret: SECRET, response: 'another' });
  });

  it('refuses with 400 when the provider says no (a spent, expired or forged token)', async () => {
    siteverify.answer(() => ({ body: JSON.stringify({ success: false, 'error-codes': ['timeout-or-duplicate'] }) }));
    const error = await refusal(check.verify({ captchaToken: 'spent' }));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(FAILED_EN);
  });

  it('refuses an empty, missing or oversized token with 400 without asking the provider', async () => {
    for (const captchaToken of [undefined, '', '   ', 'x'.repeat(4097)]) {
      expect((await refusal(check.verify({ captchaToken }))).statusCode).toBe(400);
    }
    expect(siteverify.calls).toHaveLength(0);
  });

  it.each<[string, SiteverifyReply]>([
    ['a server error', { status: 500, body: JSON.stringify({ success: false }) }],
    ['a bad gateway without a body', { status: 502 }],
    ['an answer that is not JSON', { body: '<html>maintenance</html>' }],
    ['JSON without a boolean success', { body: JSON.stringify({ success: 'yes' }) }],
    ['a 4xx without JSON', { status: 404, body: 'not found' }],
    ['a refusal of the secret (our configuration)', { body: JSON.stringify({ success: false, 'error-codes': ['invalid-input-secret'] }) }],
    ['no answer within the timeout', { hang: true }],
  ])('answers 502 with the localized "try again" text for %s', async (_name, answer) => {
    siteverify.answer(() => answer);
    const error = await refusal(check.verify({ captchaToken: 'token' }));
    expect(error.statusCode).toBe(502);
    expect(error.expose).toBe(true);
    expect(error.message).toBe(UNREACHABLE_EN);
    expect(siteverify.calls).toHaveLength(1);
  });

  it('answers 502 when nothing listens at the verification address', async () => {
    const gone = await startSiteverify();
    await gone.close();
    const offline = new HostedCaptchaCheck({ provider: 'hcaptcha', siteKey: SITE_KEY, secret: SECRET, verifyUrl: gone.url });
    expect((await refusal(offline.verify({ captchaToken: 'token' }))).statusCode).toBe(502);
  });

  it("uses each provider's siteverify endpoint by default", async () => {
    const seen: string[] = [];
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      seen.push(String(input));
      return new Response(JSON.stringify({ success: true }), { status: 200 });
    });
    try {
      for (const provider of ['turnstile', 'hcaptcha'] as const) {
        await createRobotCheck({ captcha: { provider, siteKey: SITE_KEY, secret: SECRET }, proofOfWork: { secret: 'x', spend: async () => true } }).verify({ captchaToken: 't' });
      }
    } finally {
      fetchSpy.mockRestore();
    }
    expect(seen).toEqual(['https://challenges.cloudflare.com/turnstile/v0/siteverify', 'https://api.hcaptcha.com/siteverify']);
    expect(CAPTCHA_VERIFY_URLS).toEqual({ turnstile: seen[0], hcaptcha: seen[1] });
  });
});

describe('robot check configuration', () => {
  const proofOfWork = { secret: 'robot-check-spec-secret-0123456789abcdef', spend: async () => true };

  it('is the proof of work without a captcha, the hosted captcha with a complete one', () => {
    expect(createRobotCheck({ proofOfWork }).kind).toBe('proof-of-work');
    const hosted = createRobotCheck({ captcha: { provider: ' hcaptcha ', siteKey: ' key ', secret: 's' }, proofOfWork });
    expect(hosted.issue()).toEqual({ kind: 'captcha', provider: 'hcaptcha', siteKey: 'key' });
  });

  it('refuses to start on an unknown provider, a missing key or secret, or a bad verification address', () => {
    expect(() => createRobotCheck({ captcha: { provider: 'recaptcha', siteKey: 'k', secret: 's' }, proofOfWork })).toThrow(
      'CAPTCHA_PROVIDER must be one of turnstile, hcaptcha (or unset for the self-hosted proof of work), not "recaptcha"',
    );
    expect(() => createRobotCheck({ captcha: { provider: 'turnstile', secret: 's' }, proofOfWork })).toThrow('CAPTCHA_PROVIDER=turnstile needs CAPTCHA_SITE_KEY');
    expect(() => createRobotCheck({ captcha: { provider: 'turnstile', siteKey: 'k', secret: ' ' }, proofOfWork })).toThrow(/needs CAPTCHA_SECRET \(/);
    expect(() => createRobotCheck({ captcha: { provider: 'hcaptcha' }, proofOfWork })).toThrow(/needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET/);
    expect(() => createRobotCheck({ captcha: { provider: 'hcaptcha', siteKey: 'k', secret: 's', verifyUrl: 'ftp://example.com/x' }, proofOfWork })).toThrow(/CAPTCHA_VERIFY_URL/);
    expect(() => createRobotCheck({ captcha: { provider: 'hcaptcha', siteKey: 'k', secret: 's', verifyUrl: 'not a url' }, proofOfWork })).toThrow(/CAPTCHA_VERIFY_URL/);
  });

  it('reads the settings from the environment only when CAPTCHA_PROVIDER is set', () => {
    expect(captchaSettingsFromEnv({ CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: 's' })).toBeUndefined();
    expect(captchaSettingsFromEnv({ CAPTCHA_PROVIDER: ' ' })).toBeUndefined();
    expect(captchaSettingsFromEnv({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: 's', CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/v' })).toEqual({
      provider: 'turnstile',
      siteKey: 'k',
      secret: 's',
      verifyUrl: 'http://127.0.0.1:9/v',
    });
  });
});

describe('registration with a hosted captcha', () => {
  let testDb: TestDatabase;
  let siteverify: Siteverify;
  let app: FastifyInstance;
  let counter = 0;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine: 'pglite' });
    siteverify = await startSiteverify();
    app = await buildAuthApp(testDb.db, { captcha: { provider: 'turnstile', siteKey: SITE_KEY, secret: SECRET, verifyUrl: siteverify.url } });
    apps.push(app);
  });
  afterAll(async () => {
    for (const instance of apps) await instance.close();
    await siteverify?.close();
    await testDb?.cleanup();
  });
  beforeEach(() => {
    siteverify.calls.length = 0;
    siteverify.answer(() => ({ body: JSON.stringify({ success: true }) }));
  });

  const email = () => `captcha${(counter += 1)}@example.com`;
  const register = (body: Record<string, unknown>, headers: Record<string, string> = { 'x-edition': 'en' }) =>
    app.inject({ method: 'POST', url: `${API}/auth/register`, headers: { ...JSON_HEADERS, ...headers }, payload: { version: 'v1', password: 'kestane-kebap-1923', ...body } });
  const accounts = async (address: string) => (await testDb.db.query(`SELECT id FROM users WHERE email = $1`, [address])).rows.length;

  it('answers GET /auth/challenge with the widget to render; the default deployment still answers a proof of work', async () => {
    const captcha = await app.inject({ url: `${API}/auth/challenge` });
    expect(captcha.statusCode).toBe(200);
    expect(captcha.json()).toEqual({ kind: 'captcha', provider: 'turnstile', siteKey: SITE_KEY });

    const plain = await buildAuthApp(testDb.db);
    apps.push(plain);
    const pow = (await plain.inject({ url: `${API}/auth/challenge` })).json();
    expect(pow).toEqual({ kind: 'proof-of-work', challenge: expect.stringMatching(/^p1\./), difficulty: 4, expiresIn: 600 });
  });

  it('registers with a token the provider accepts, passing the client address along', async () => {
    const address = email();
    const response = await register({ email: address, captchaToken: 'widget-token' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ authToken: expect.any(String), refreshToken: expect.any(String) });
    expect(siteverify.calls).toHaveLength(1);
    expect(siteverify.calls[0]?.form).toEqual({ secret: SECRET, response: 'widget-token', remoteip: '127.0.0.1' });
    expect(await accounts(address)).toBe(1);
  });

  it('refuses with 400 when the provider says no, and writes nothing', async () => {
    siteverify.answer(() => ({ body: JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] }) }));
    const address = email();
    const response = await register({ email: address, captchaToken: 'forged' });
    expect(response.json()).toEqual({ statusCode: 400, message: FAILED_EN });
    expect(await accounts(address)).toBe(0);
  });

  it('refuses a missing or oversized token, or a proof of work instead, with 400 without asking the provider', async () => {
    for (const body of [{}, { captchaToken: '' }, { captchaToken: 'x'.repeat(5000) }, { challenge: 'p1.a.b.c.d', nonce: '1' }]) {
      const response = await register({ email: email(), ...body });
      expect(response.json()).toEqual({ statusCode: 400, message: FAILED_EN });
    }
    expect(siteverify.calls).toHaveLength(0);
  });

  it('answers 502 with the localized "try again" text when the provider fails, and writes nothing', async () => {
    siteverify.answer(() => ({ status: 503, body: 'upstream down' }));
    const address = email();
    expect((await register({ email: address, captchaToken: 'token' })).json()).toEqual({ statusCode: 502, message: UNREACHABLE_EN });
    expect((await register({ email: address, captchaToken: 'token' }, { 'x-edition': 'tr' })).json()).toEqual({ statusCode: 502, message: UNREACHABLE_TR });
    expect(await accounts(address)).toBe(0);
  });
});
