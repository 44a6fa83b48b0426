import path from 'node:path';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { enqueueMail, MAIL_JOB } from '@meydan/api/mail';
import { startTestSmtpServer, type TestSmtpServer } from '@meydan/api/mail/testing';
import type { DevOutboxResponse } from '@meydan/shared/contracts';
import { apiOptionsFromEnv, buildApp, type BuildAppOptions } from './app';

jest.setTimeout(90_000);

const MEDIA_DIR = path.join(os.tmpdir(), 'meydan-test-media');
const OUTBOX = '/api/v3.5/dev/outbox';
const PRODUCTION_SECRETS = { quizResultSecret: 'mail-spec-quiz-result-secret', authTokenSecret: 'mail-spec-auth-token-secret-0123456789abcdef' };

async function inProduction<T>(fn: () => Promise<T>): Promise<T> {
  const previous = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    return await fn();
  } finally {
    process.env['NODE_ENV'] = previous;
  }
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('mail in the API', () => {
  let testDb: TestDatabase;
  let smtp: TestSmtpServer;
  const apps: FastifyInstance[] = [];

  async function app(options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
    const built = await buildApp({ db: testDb.db, mediaDir: MEDIA_DIR, cache: false, mailWorker: { pollIntervalMs: 25 }, ...options });
    apps.push(built);
    await built.ready();
    return built;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    smtp = await startTestSmtpServer();
  });

  // Each test's app stops with the test: a worker left running from an earlier test would claim
  // the next test's mail first (with its own transport) and the SMTP server would never see it.
  afterEach(async () => {
    for (const built of apps.splice(0)) await built.close();
  });

  afterAll(async () => {
    await smtp.close();
    await testDb.cleanup();
  });

  beforeEach(async () => {
    await testDb.db.query('DELETE FROM jobs WHERE type = $1', [MAIL_JOB]);
  });

  it('lists the latest mails, rendered, at the development outbox; without SMTP they are marked sent there', async () => {
    const api = await app();
    await testDb.db.transaction(async (tx) => {
      await enqueueMail(tx, { to: 'ayse@example.com', template: 'password-reset', locale: 'tr', params: { origin: 'http://localhost:3000', path: '/auth/reset-password/abc' } });
    });
    await enqueueMail(testDb.db, {
      to: 'sam@example.com',
      template: 'verification',
      locale: 'en',
      params: { origin: 'http://en.localhost:3000', path: '/auth/verify-email/xyz', username: '<script>alert(1)</script>' },
    });

    const response = await eventually(
      () => api.inject({ url: OUTBOX }),
      (answer) => answer.json<DevOutboxResponse>().items.every((mail) => mail.status === 'sent'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { items } = response.json<DevOutboxResponse>();
    expect(items.map((mail) => [mail.to, mail.locale, mail.status, mail.subject])).toEqual([
      ['sam@example.com', 'en', 'sent', 'Confirm your e-mail address'],
      ['ayse@example.com', 'tr', 'sent', 'Şifreni sıfırla'],
    ]);
    const [english, turkish] = items;
    expect(english?.text).toContain('http://en.localhost:3000/auth/verify-email/xyz');
    expect(english?.html).toContain('href="http://en.localhost:3000/auth/verify-email/xyz"');
    expect(english?.html).not.toContain('<script>');
    expect(english?.html).toContain('&lt;script&gt;');
    expect(turkish?.text).toContain('1 saat');
    expect(english).toMatchObject({ template: 'verification', attempts: 1, lastError: null, createdAt: expect.any(String), sentAt: expect.any(String) });
    expect(smtp.received).toHaveLength(0);
  });

  it('delivers over SMTP when it is configured, from the worker the app starts', async () => {
    await app({ mail: { smtpUrl: smtp.url, from: 'Meydan <no-reply@meydan.com.tr>' } });
    await enqueueMail(testDb.db, { to: 'ivan@example.ru', template: 'account-deletion', locale: 'ru', params: { origin: 'https://ru.meydan.com', path: '/auth/delete-account/t' } });
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({ envelopeTo: ['ivan@example.ru'], subject: 'Подтвердите удаление аккаунта' });
    expect(mail?.text).toContain('Ссылка действительна 24 часа.');
  });

  it('has no development outbox in production unless DEV_OUTBOX=1', async () => {
    const production = await inProduction(() => app({ ...PRODUCTION_SECRETS, mail: { transport: 'outbox' } }));
    const hidden = await production.inject({ url: OUTBOX, headers: { 'x-edition': 'en' } });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'This page could not be found', statusCode: 404 });

    const flagged = await inProduction(() => app({ ...PRODUCTION_SECRETS, mail: { transport: 'outbox', devOutbox: true } }));
    expect((await flagged.inject({ url: OUTBOX })).statusCode).toBe(200);
  });

  it('refuses to start in production without SMTP, and reads the mail settings from the environment', async () => {
    await expect(inProduction(() => buildApp({ db: testDb.db, mediaDir: MEDIA_DIR, cache: false, ...PRODUCTION_SECRETS }))).rejects.toThrow(
      /Mail is not configured: with NODE_ENV=production the API needs SMTP_URL/,
    );
    expect(apiOptionsFromEnv({ SMTP_URL: 'smtp://mail.internal:25', MAIL_FROM: 'no-reply@meydan.com', DEV_OUTBOX: '1' }).mail).toMatchObject({
      smtpUrl: 'smtp://mail.internal:25',
      from: 'no-reply@meydan.com',
      devOutbox: true,
    });
    expect(apiOptionsFromEnv({ MAIL_TRANSPORT: 'outbox' }).mail).toMatchObject({ transport: 'outbox', devOutbox: false });
  });
});
