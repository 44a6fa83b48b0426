import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { ConsentBodySchema } from '@meydan/shared/contracts';
import { CONSENT_METHODS, CONSENT_PURPOSES, CONSENT_VERSION, parseConsent } from '@meydan/shared/util/cookies';
import { CONSENT_PROOF_RETENTION_MS, consentRoutes } from './consent.routes';

jest.setTimeout(120_000);

const URL_ = '/api/v3.5/consents';
const ORIGIN = 'https://www.meydan.example';
const MEMBER_ID = '00000000-0000-4000-8000-0000000000c1';
const JSON_FROM_SITE = { origin: ORIGIN, 'content-type': 'application/json' };
const FORM_FROM_SITE = { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

/** The m-consent cookie a response set, parsed, with its attributes. */
function consentCookie(response: { cookies: Array<{ name: string; value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string }> }) {
  const cookie = response.cookies.find((entry) => entry.name === 'm-consent');
  return cookie ? { ...cookie, state: parseConsent(cookie.value) } : undefined;
}

describe.each(['postgres', 'pglite'] as const)('consent routes on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const forgotten: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine: engine === 'pglite' ? 'pglite' : undefined });
    await testDb.db.query(`INSERT INTO users (id, username, email) VALUES ($1, 'consenter', 'consenter@meydan.example')`, [MEMBER_ID]);
    app = Fastify();
    registerErrorHandling(app);
    await app.register(consentRoutes, {
      prefix: URL_,
      db: testDb.db,
      verifyAccessToken: async (token) => (token === 'member-token' ? { userId: MEMBER_ID, sessionId: 's1', role: 'member' } : null) as never,
      trustedOrigins: [ORIGIN],
      limit: { max: 1000, windowMs: 60_000 },
      forgetPersonalization: async (readerId) => forgotten.push(readerId),
      pruneChance: 0,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  const records = async () =>
    (await testDb.db.query<{ id: string; method: string; purposes: string[]; banner_version: number; edition: string; user_id: string | null; replaces: string | null }>(
      'SELECT id, method, purposes, banner_version, edition, user_id, replaces FROM consent_records ORDER BY created_at, id',
    )).rows;

  beforeEach(async () => {
    await testDb.db.query('DELETE FROM consent_records');
  });

  it('records "accept all" with time, banner version and purposes, and names the record in a readable six-month cookie', async () => {
    const response = await app.inject({ method: 'POST', url: URL_, headers: JSON_FROM_SITE, payload: { method: 'accept-all' } });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(String), createdAt: expect.any(String), version: CONSENT_VERSION, method: 'accept-all', purposes: ['analytics', 'personalization', 'advertising'] });
    const cookie = consentCookie(response);
    expect(cookie?.state).toEqual({ version: CONSENT_VERSION, purposes: ['analytics', 'personalization', 'advertising'], recordId: body.id });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.maxAge).toBe(182 * 86_400);
    expect(await records()).toEqual([expect.objectContaining({ id: body.id, method: 'accept-all', banner_version: CONSENT_VERSION, edition: 'tr', user_id: null })]);
  });

  it('"reject all" grants nothing whatever purposes come along; "custom" grants only those picked', async () => {
    const rejected = await app.inject({ method: 'POST', url: URL_, headers: JSON_FROM_SITE, payload: { method: 'reject-all', purposes: ['analytics'] } });
    expect(rejected.json().purposes).toEqual([]);
    expect(consentCookie(rejected)?.value).toMatch(new RegExp(`^${CONSENT_VERSION}\\.-\\.`));
    const custom = await app.inject({ method: 'POST', url: URL_, headers: JSON_FROM_SITE, payload: { method: 'custom', purposes: ['advertising', 'analytics'] } });
    expect(custom.json().purposes).toEqual(['analytics', 'advertising']);
  });

  it('links a changed choice to the one it replaces and to the signed-in member', async () => {
    const first = await app.inject({ method: 'POST', url: URL_, headers: JSON_FROM_SITE, payload: { method: 'accept-all' } });
    const cookie = consentCookie(first)?.value as string;
    const second = await app.inject({
      method: 'POST',
      url: URL_,
      headers: { ...JSON_FROM_SITE, cookie: `m-consent=${cookie}`, authorization: 'Bearer member-token' },
      payload: { method: 'custom', purposes: [] },
    });
    expect(second.statusCode).toBe(201);
    const rows = await records();
    expect(rows[1]).toEqual(expect.objectContaining({ id: second.json().id, replaces: first.json().id, user_id: MEMBER_ID, purposes: [] }));
  });

  it('takes the banner form posted without scripts and sends the reader back to the page (303)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: URL_,
      headers: { ...FORM_FROM_SITE, host: 'en.localhost' },
      payload: 'method=custom&purpose=analytics&purpose=advertising&purpose=analytics&return=%2Fnews%2Fsome-story%3Fa%3D1',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/news/some-story?a=1');
    expect(consentCookie(response)?.state?.purposes).toEqual(['analytics', 'advertising']);
    expect(await records()).toEqual([expect.objectContaining({ method: 'custom', edition: 'en', purposes: ['analytics', 'advertising'] })]);
    // A return address on another site is not followed.
    const offsite = await app.inject({ method: 'POST', url: URL_, headers: FORM_FROM_SITE, payload: 'method=reject-all&return=https%3A%2F%2Fevil.example%2F' });
    expect(offsite.headers.location).toBe('/');
  });

  it('refuses another site, a missing origin and bad input with a message in the reader language, changing nothing', async () => {
    const foreign = await app.inject({ method: 'POST', url: URL_, headers: { ...JSON_FROM_SITE, origin: 'https://evil.example' }, payload: { method: 'accept-all' } });
    expect(foreign.statusCode).toBe(403);
    const noOrigin = await app.inject({ method: 'POST', url: URL_, headers: { 'content-type': 'application/json' }, payload: { method: 'accept-all' } });
    expect(noOrigin.statusCode).toBe(403);
    const bad = await app.inject({ method: 'POST', url: URL_, headers: { ...JSON_FROM_SITE, host: 'ru.localhost' }, payload: { method: 'everything' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String), statusCode: 400 });
    const badForm = await app.inject({ method: 'POST', url: URL_, headers: FORM_FROM_SITE, payload: 'method=all-of-it' });
    expect(badForm.statusCode).toBe(400);
    expect(badForm.json().message).toMatch(/çerez/i);
    const badPurpose = await app.inject({ method: 'POST', url: URL_, headers: JSON_FROM_SITE, payload: { method: 'custom', purposes: ['selling'] } });
    expect(badPurpose.statusCode).toBe(400);
    for (const response of [foreign, noOrigin, bad, badForm, badPurpose]) expect(response.cookies.find((c) => c.name === 'm-consent')).toBeUndefined();
    expect(await records()).toEqual([]);
  });

  it('forgets what personalisation kept about the reader when a choice leaves it out', async () => {
    const reader = 'm-rid=reader-aaaaaaaaaaaaaaaaaaaaaa';
    forgotten.length = 0;
    await app.inject({ method: 'POST', url: URL_, headers: { ...JSON_FROM_SITE, cookie: reader }, payload: { method: 'accept-all' } });
    expect(forgotten).toEqual([]);
    await app.inject({ method: 'POST', url: URL_, headers: { ...JSON_FROM_SITE, cookie: reader }, payload: { method: 'custom', purposes: ['analytics'] } });
    expect(forgotten).toEqual(['reader-aaaaaaaaaaaaaaaaaaaaaa']);
  });

  it('deletes proofs older than three years when a choice is recorded, and keeps the younger ones', async () => {
    const now = Date.now();
    const pruning = Fastify();
    registerErrorHandling(pruning);
    await pruning.register(consentRoutes, { prefix: URL_, db: testDb.db, verifyAccessToken: async () => null, trustedOrigins: [ORIGIN], limit: { max: 1000, windowMs: 60_000 }, pruneChance: 1, now: () => now });
    try {
      const insertAt = async (at: number) =>
        (await testDb.db.query<{ id: string }>(
          `INSERT INTO consent_records (created_at, edition, banner_version, method, purposes) VALUES ($1, 'tr', 1, 'reject-all', '{}') RETURNING id`,
          [new Date(at)],
        )).rows[0]?.id;
      const expired = await insertAt(now - CONSENT_PROOF_RETENTION_MS - 60_000);
      const kept = await insertAt(now - CONSENT_PROOF_RETENTION_MS + 60_000);
      const made = await pruning.inject({ method: 'POST', url: URL_, headers: JSON_FROM_SITE, payload: { method: 'accept-all' } });
      expect(made.statusCode).toBe(201);
      const ids = (await records()).map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining([kept, made.json().id]));
      expect(ids).not.toContain(expired);
    } finally {
      await pruning.close();
    }
  });

  it('shows the browser its current record, and 404 without one', async () => {
    expect((await app.inject({ url: `${URL_}/current` })).statusCode).toBe(404);
    expect((await app.inject({ url: `${URL_}/current`, headers: { cookie: 'm-consent=1.apd.not-a-uuid' } })).statusCode).toBe(404);
    const made = await app.inject({ method: 'POST', url: URL_, headers: JSON_FROM_SITE, payload: { method: 'custom', purposes: ['personalization'] } });
    const current = await app.inject({ url: `${URL_}/current`, headers: { cookie: `m-consent=${consentCookie(made)?.value}` } });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(made.json());
    expect(current.headers['cache-control']).toMatch(/private|no-store/);
  });
});

describe('consent contract', () => {
  it('lists the same purposes and methods as the cookie', () => {
    const literalsOf = (schema: { anyOf: Array<{ const: string }> }) => schema.anyOf.map((item) => item.const);
    expect(literalsOf(ConsentBodySchema.properties.method as never)).toEqual([...CONSENT_METHODS]);
    expect(literalsOf((ConsentBodySchema.properties.purposes as unknown as { items: never }).items)).toEqual([...CONSENT_PURPOSES]);
  });
});
