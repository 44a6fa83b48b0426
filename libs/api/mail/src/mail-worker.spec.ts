import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { startTestSmtpServer, type TestSmtpServer } from './testing';
import { resolveMailSettings, type SmtpSettings } from './mail-config';
import { MAIL_RETRY_DELAYS_MS, MailWorker, type MailWorkerOptions } from './mail-worker';
import { setupMailer } from './mailer';
import { claimDueMails, enqueueMail } from './outbox.repository';
import { createSmtpTransport } from './transports';
import type { MailRequest } from './mail.types';

// A fresh PGlite database runs every migration (several seconds).
jest.setTimeout(60_000);

const ORIGIN = 'https://meydan.com.tr';
const CLAIM_TIMEOUT_MS = 300_000;

const reset = (to = 'ayse@example.com'): MailRequest<'password-reset'> => ({
  to,
  template: 'password-reset',
  locale: 'tr',
  params: { origin: ORIGIN, path: '/auth/reset-password/tok-123', username: 'ayse' },
});

interface RowState {
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  sent_at: Date | null;
}

// The same behaviour on a PostgreSQL server (when one is reachable) and on embedded PGlite.
describe.each(['postgres', 'pglite'] as const)('mail outbox and worker on %s', (engine) => {
  let testDb: TestDatabase;
  let smtp: TestSmtpServer;
  let smtpSettings: SmtpSettings;
  const clock = { now: 0 };
  const workers: MailWorker[] = [];

  beforeAll(async () => {
    const previous = process.env['MEYDAN_TEST_PGLITE'];
    if (engine === 'pglite') process.env['MEYDAN_TEST_PGLITE'] = '1';
    try {
      testDb = await createTestDatabase();
    } finally {
      if (previous === undefined) delete process.env['MEYDAN_TEST_PGLITE'];
      else process.env['MEYDAN_TEST_PGLITE'] = previous;
    }
    smtp = await startTestSmtpServer();
    const settings = resolveMailSettings({ smtpUrl: smtp.url }, 'test');
    if (settings.transport.kind !== 'smtp') throw new Error('expected SMTP settings');
    smtpSettings = settings.transport.smtp;
  });

  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await smtp?.close();
    await testDb?.cleanup();
  });

  beforeEach(async () => {
    // Rows get next_attempt_at = the database's now(); the worker's clock starts just after it.
    clock.now = Date.now() + 1000;
    smtp.received.length = 0;
    await testDb.db.query('DELETE FROM mail_outbox');
  });

  function worker(options: Partial<MailWorkerOptions> = {}): MailWorker {
    const created = new MailWorker({
      db: testDb.db,
      transport: createSmtpTransport(smtpSettings),
      from: 'Meydan <no-reply@meydan.com.tr>',
      now: () => clock.now,
      retryJitter: 0,
      claimTimeoutMs: CLAIM_TIMEOUT_MS,
      ...options,
    });
    workers.push(created);
    return created;
  }

  async function row(id: string): Promise<RowState> {
    const { rows } = await testDb.db.query<RowState>('SELECT status, attempts, next_attempt_at, last_error, sent_at FROM mail_outbox WHERE id = $1', [id]);
    if (!rows[0]) throw new Error(`no outbox row ${id}`);
    return { ...rows[0], attempts: Number(rows[0].attempts), next_attempt_at: new Date(rows[0].next_attempt_at) };
  }

  const count = async () => Number((await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).rows[0]?.n);

  it('queues in the transaction, then the worker delivers it over SMTP in the mail’s language', async () => {
    const queued = await testDb.db.transaction((tx) => enqueueMail(tx, reset()));
    const russian = await testDb.db.transaction((tx) =>
      enqueueMail(tx, { to: 'ivan@example.ru', template: 'verification', locale: 'ru', params: { origin: 'https://ru.meydan.com', path: '/auth/verify-email/v-1' } }),
    );
    expect(queued.duplicate).toBe(false);

    expect(await worker().runOnce()).toEqual({ claimed: 2, sent: 2, retried: 0, failed: 0 });

    const turkish = smtp.received.find((mail) => mail.envelopeTo[0] === 'ayse@example.com');
    expect(turkish).toMatchObject({ envelopeFrom: 'no-reply@meydan.com.tr', subject: 'Şifreni sıfırla' });
    expect(turkish?.headers['to']).toBe('ayse@example.com');
    expect(turkish?.headers['from']).toBe('Meydan <no-reply@meydan.com.tr>');
    expect(turkish?.headers['message-id']).toBe(`<${queued.id}@meydan.com.tr>`);
    expect(turkish?.headers['content-language']).toBe('tr');
    expect(turkish?.text).toContain('Merhaba ayse,');
    expect(turkish?.text).toContain('Bu bağlantı 1 saat geçerlidir.');
    expect(turkish?.text).toContain('https://meydan.com.tr/auth/reset-password/tok-123');
    expect(turkish?.html).toContain('href="https://meydan.com.tr/auth/reset-password/tok-123"');

    const ivan = smtp.received.find((mail) => mail.envelopeTo[0] === 'ivan@example.ru');
    expect(ivan?.subject).toBe('Подтвердите адрес электронной почты');
    expect(ivan?.text).toContain('Здравствуйте!');
    expect(ivan?.html).toContain('<html lang="ru"');

    const sent = await row(russian.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(sent.sent_at).not.toBeNull();
  });

  it('sends nothing for a rolled-back transaction', async () => {
    await expect(
      testDb.db.transaction(async (tx) => {
        await enqueueMail(tx, reset());
        throw new Error('the action failed after queueing its mail');
      }),
    ).rejects.toThrow('the action failed');
    expect(await count()).toBe(0);
    expect(await worker().runOnce()).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('queues one mail per dedupe key and refuses an address that is not one', async () => {
    const first = await enqueueMail(testDb.db, { ...reset(), dedupeKey: 'reset:user-1:token-1' });
    const again = await testDb.db.transaction((tx) => enqueueMail(tx, { ...reset(), dedupeKey: 'reset:user-1:token-1' }));
    expect(again).toEqual({ id: first.id, duplicate: true });
    await expect(enqueueMail(testDb.db, reset('ayse@example.com\r\nBcc: all@example.com'))).rejects.toThrow(/not a mail address/);
    await expect(enqueueMail(testDb.db, reset('a@example.com, b@example.com'))).rejects.toThrow(/not a mail address/);
    await expect(enqueueMail(testDb.db, { ...reset(), params: { origin: ORIGIN, path: '//evil.example/x' } })).rejects.toThrow(/single "\/"/);
    expect(await count()).toBe(1);
  });

  it('retries a mail the SMTP server defers (451) after the backoff, then sends it', async () => {
    smtp.reject({ code: 451 });
    const { id } = await enqueueMail(testDb.db, reset());
    const mailer = worker();

    expect(await mailer.runOnce()).toEqual({ claimed: 1, sent: 0, retried: 1, failed: 0 });
    const deferred = await row(id);
    expect(deferred).toMatchObject({ status: 'queued', attempts: 1, sent_at: null });
    expect(deferred.last_error).toMatch(/451/);
    expect(deferred.next_attempt_at.getTime()).toBe(clock.now + 30_000);

    clock.now += 29_000;
    expect((await mailer.runOnce()).claimed).toBe(0);
    clock.now += 1_000;
    expect(await mailer.runOnce()).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.subject).toBe('Şifreni sıfırla');
  });

  it('backs off 30 s, 2 min, 10 min, 1 h and 6 h, then marks the mail failed', async () => {
    const attempts = MAIL_RETRY_DELAYS_MS.length + 1;
    smtp.reject({ code: 451, times: attempts });
    const { id } = await enqueueMail(testDb.db, reset());
    const mailer = worker();
    const waits: number[] = [];
    for (let attempt = 1; attempt < attempts; attempt += 1) {
      expect(await mailer.runOnce()).toMatchObject({ retried: 1 });
      const state = await row(id);
      waits.push(state.next_attempt_at.getTime() - clock.now);
      clock.now = state.next_attempt_at.getTime();
    }
    expect(waits).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000]);
    expect(await mailer.runOnce()).toEqual({ claimed: 1, sent: 0, retried: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts });
    clock.now += 86_400_000;
    expect((await mailer.runOnce()).claimed).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(smtp.rejected).toBeGreaterThanOrEqual(attempts);
  });

  it('fails a mail at once when the server refuses the recipient for good (550)', async () => {
    smtp.reject({ code: 550, at: 'rcpt' });
    const { id } = await enqueueMail(testDb.db, reset('nobody@example.com'));
    expect(await worker().runOnce()).toEqual({ claimed: 1, sent: 0, retried: 0, failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.last_error).toMatch(/550/);
  });

  it('takes back a mail left in sending by a crashed worker once its claim expires', async () => {
    const { id } = await enqueueMail(testDb.db, reset());
    const crashed = await claimDueMails(testDb.db, { now: new Date(clock.now), until: new Date(clock.now + CLAIM_TIMEOUT_MS), token: randomUUID(), limit: 10 });
    expect(crashed.map((mail) => mail.id)).toEqual([id]);
    const mailer = worker();
    expect((await mailer.runOnce()).claimed).toBe(0);
    clock.now += CLAIM_TIMEOUT_MS;
    expect(await mailer.runOnce()).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never sends a mail twice with two workers draining in parallel', async () => {
    const total = 24;
    const ids = new Set<string>();
    for (let i = 0; i < total; i += 1) ids.add((await enqueueMail(testDb.db, reset(`reader${i}@example.com`))).id);
    const drain = async (mailer: MailWorker) => {
      let sent = 0;
      for (;;) {
        const summary = await mailer.runOnce();
        sent += summary.sent;
        if (summary.claimed === 0) return sent;
      }
    };
    const [first, second] = await Promise.all([drain(worker({ batchSize: 3 })), drain(worker({ batchSize: 3 }))]);
    expect(first + second).toBe(total);
    expect(smtp.received).toHaveLength(total);
    expect(new Set(smtp.received.map((mail) => mail.headers['message-id'])).size).toBe(total);
    const { rows } = await testDb.db.query<{ id: string; status: string; attempts: number }>('SELECT id, status, attempts FROM mail_outbox');
    expect(new Set(rows.map((r) => r.id))).toEqual(ids);
    expect(rows.every((r) => r.status === 'sent' && Number(r.attempts) === 1)).toBe(true);
  });

  it('hands out each due mail to one claim only, however many claim at once', async () => {
    for (let i = 0; i < 20; i += 1) await enqueueMail(testDb.db, reset(`claim${i}@example.com`));
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimDueMails(testDb.db, { now: new Date(clock.now), until: new Date(clock.now + 60_000), token: randomUUID(), limit: 4 })),
    );
    const claimed = claims.flat().map((mail) => mail.id);
    expect(claimed).toHaveLength(20);
    expect(new Set(claimed).size).toBe(20);
  });

  it('sends right after a nudge, deletes old finished mails, and stops without leaving work behind', async () => {
    const mailer = worker({ pollIntervalMs: 60_000, retentionMs: 86_400_000 });
    const old = await enqueueMail(testDb.db, reset('old@example.com'));
    await testDb.db.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), created_at = now() - interval '2 days' WHERE id = $1`, [old.id]);
    mailer.start();
    await mailer.idle();
    expect(await count()).toBe(0);

    await testDb.db.transaction((tx) => enqueueMail(tx, reset('fresh@example.com')));
    mailer.nudge();
    await smtp.waitFor(1);
    await mailer.idle();
    await mailer.stop();
    expect(mailer.isRunning).toBe(false);
    expect(smtp.received[0]?.envelopeTo).toEqual(['fresh@example.com']);

    // Stopped: a nudge does nothing, the mail waits for the next worker.
    await enqueueMail(testDb.db, reset('later@example.com'));
    mailer.nudge();
    await mailer.idle();
    expect(smtp.received).toHaveLength(1);
  });

  it('runs the worker with a Fastify app: started when ready, stopped on close', async () => {
    const app = Fastify();
    const mailer = setupMailer(app, { db: testDb.db, config: { smtpUrl: smtp.url }, nodeEnv: 'test', worker: { pollIntervalMs: 60_000 } });
    expect(mailer.worker?.isRunning).toBe(false);
    await app.ready();
    expect(mailer.worker?.isRunning).toBe(true);
    await enqueueMail(testDb.db, reset('app@example.com'));
    mailer.nudge();
    await smtp.waitFor(1);
    await app.close();
    expect(mailer.worker?.isRunning).toBe(false);
  });

  it('logs in with the credentials of SMTP_URL', async () => {
    const guarded = await startTestSmtpServer({ auth: { user: 'mailer@meydan', pass: 'p:ss w0rd' } });
    try {
      const settings = resolveMailSettings({ smtpUrl: guarded.url }, 'test');
      if (settings.transport.kind !== 'smtp') throw new Error('expected SMTP settings');
      await enqueueMail(testDb.db, reset());
      expect(await worker({ transport: createSmtpTransport(settings.transport.smtp) }).runOnce()).toMatchObject({ sent: 1 });
      expect(guarded.received[0]?.user).toBe('mailer@meydan');

      const wrong = createSmtpTransport({ ...settings.transport.smtp, auth: { user: 'mailer@meydan', pass: 'wrong' } });
      await enqueueMail(testDb.db, reset('second@example.com'));
      // A refused login is the operator's to fix, not the recipient's fault: retried, not failed.
      expect(await worker({ transport: wrong }).runOnce()).toMatchObject({ retried: 1 });
    } finally {
      await guarded.close();
    }
  });
});
