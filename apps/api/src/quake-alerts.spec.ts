import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, PASSWORD_HASH_OPTIONS, type TestDatabase } from '@meydan/api/db';
import { parseQuakeSources } from '@meydan/quakes/ingest';
import { createQuakeStandIns, type RunningQuakeStandIns } from '@meydan/quakes/stand-ins';
import type { PushPayload, QuakeListResponse, RecoStatus } from '@meydan/shared/contracts';
import { type PushService, startPushService } from '@meydan/shared/testing/push-service';
import { buildApp } from './app';
import { webPushRegistration } from './testing/push-registration';

jest.setTimeout(120_000);

const API = '/api/v3.5';
const ORIGINS = { tr: 'http://localhost:3000', en: 'http://en.localhost:3000', ru: 'http://ru.localhost:3000' };
const PASSWORD = 'quake-alerts-spec-password-1';
const JSON_HEADERS = { 'content-type': 'application/json', origin: ORIGINS.tr };

async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The whole path of an earthquake alert in the assembled API: the feeds' local stand-ins list a
// quake, the ingestion polls and merges it, the alert fan-out picks the member who watches the
// province, and the push worker delivers it to the member's browser at the stand-in push service,
// which verifies VAPID and decrypts it.
describe('earthquake alerts in the API', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let service: PushService;
  let feeds: RunningQuakeStandIns;
  const standIns = createQuakeStandIns();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    service = await startPushService();
    feeds = await standIns.listen(0);
    const { sources } = parseQuakeSources(standIns.sourcesEnv(feeds.url, { intervalSeconds: 5 }));
    app = await buildApp({
      db: testDb.db,
      cache: false,
      mailWorker: false,
      mediaWorker: false,
      rankingWorker: false,
      pushWorker: { pollIntervalMs: 100 },
      origins: ORIGINS,
      authTokenSecret: 'quake-alerts-spec-auth-token-secret-0123456789',
      quakes: { sources, worker: { pollIntervalMs: 200, jobPollIntervalMs: 100 } },
    });
    await app.ready();
    const passwordHash = await hash(PASSWORD, PASSWORD_HASH_OPTIONS);
    await testDb.db.query(`INSERT INTO users (username, email, name, password_hash, email_verified) VALUES ('zeynep', 'zeynep@example.com', 'Zeynep', $1, true)`, [passwordHash]);
  });

  afterAll(async () => {
    await app?.close();
    await feeds?.close();
    await service?.close();
    await testDb?.cleanup();
  });

  it('pushes an alert of a quake in a watched province once, after an official source lists it', async () => {
    const login = await app.inject({ method: 'POST', url: `${API}/auth/login?authVersion=v2`, headers: JSON_HEADERS, payload: { grant_type: 'password', id: 'zeynep', password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const headers = { ...JSON_HEADERS, authorization: `Bearer ${login.json().authToken}` };
    const { vapidPublicKey } = (await app.inject({ url: '/api/reco/v1/status' })).json<RecoStatus>();
    const browser = service.subscribe({ applicationServerKey: vapidPublicKey });
    const registered = await app.inject({ method: 'POST', url: '/api/reco/v1/user/push-notification-platform', headers, payload: webPushRegistration(browser, vapidPublicKey, ORIGINS.tr) });
    expect(registered.statusCode).toBe(200);
    const settings = await app.inject({ method: 'PUT', url: '/api/quakes/alerts', headers, payload: { enabled: true, minMagnitude: 4, places: [{ kind: 'province', plate: 35 }], quietHours: null } });
    expect(settings.statusCode).toBe(200);

    // The backlog the first polls bring (the stand-ins' shifted samples) alerts nobody.
    await eventually(async () => (await app.inject({ url: '/api/quakes/last-earthquakes?limit=1' })).json<QuakeListResponse>().pagination.total ?? 0, (total) => total > 50);
    const injected = standIns.inject({ latitude: 38.46, longitude: 27.22, magnitude: 4.6, depthKm: 8 });
    expect(injected.sources).toContain('afad');
    const payloads = () => service.received(browser).map((push) => push.json as PushPayload);
    const [alert] = await eventually(payloads, (list) => list.length >= 1, 30_000);
    // AFAD's or KOERI's listing, whichever the ingestion read first (KOERI's is a tenth or two
    // off): the place in proper case either way.
    expect(alert?.title).toMatch(/^Deprem: M[LW] 4\.[4-8] büyüklüğünde, Bornova \(İzmir\)$/);
    expect(alert?.body).toMatch(/\(TSİ\) · derinlik [\d.]+ km · (AFAD|Kandilli)$/);
    expect(alert?.url).toMatch(new RegExp(`^${ORIGINS.tr}/son-depremler/bornova-izmir-(afad|koeri)-`));
    // The event page the alert opens exists.
    const slug = (alert?.url ?? '').split('/son-depremler/')[1] ?? '';
    const id = slug.replace(/^.*?-((?:afad|koeri)-)/, '$1');
    expect((await app.inject({ url: `/api/quakes/events/${id}` })).statusCode).toBe(200);
    // KOERI and USGS report the same quake soon after: merged into the event, never a second alert.
    await eventually(async () => (await app.inject({ url: `/api/quakes/events/${id}` })).json<{ event: { sources: string[] } }>().event.sources, (sources) => sources.includes('usgs'), 45_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(payloads()).toHaveLength(1);
    expect(service.refused()).toEqual([]);
  });
});
