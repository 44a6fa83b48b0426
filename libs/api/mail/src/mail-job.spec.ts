import Fastify from 'fastify';
import { createTestDatabase, enqueueJob, type JobWorker, type TestDatabase } from '@meydan/api/db';
import { startTestSmtpServer, type TestSmtpServer } from './testing';
import { resolveMailSettings, type SmtpSettings } from './mail-config';
import { createMailWorker, MAIL_RETRY_DELAYS_MS, type MailWorkerOptions } from './mail-job';
import { setupMailer } from './mailer';
import { enqueueMail, MAIL_JOB } from './mail-queue';
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
  state: string;
  attempts: number;
  run_after: Date;
  last_error: string | null;
  finished_at: Date | null;
}

// The same behaviour on a PostgreSQL server (when one is reachable) and on embedded PGlite.
describe.each(['postgres', 'pglite'] as const)('mail jobs and the mail worker on %s', (engine) => {
  let testDb: TestDatabase;
  let smtp: TestSmtpServer;
  let smtpSettings: SmtpSettings;
  const clock = { now: 0 };
  const workers: JobWorker[] = [];

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
    // Rows get run_after = the database's now(); the worker's clock starts just after it.
    clock.now = Date.now() + 1000;
    smtp.received.length = 0;
    await testDb.db.query('DELETE FROM jobs');
  });

  function worker(options: Partial<MailWorkerOptions> = {}): JobWorker {
    const created = createMailWorker({
      db: testDb.db,
      transport: createSmtpTransport(smtpSettings),
      from: 'Meydan <no-reply@meydan.com.tr>',
      now: () => clock.now,
      retryJitter: 0,
      claimTimeoutMs: CLAIM_TIMEOUT_MS,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      ...options,
    });
    workers.push(created);
    return created;
  }

  async function row(id: string): Promise<RowState> {
    const { rows } = await testDb.db.query<RowState>(`SELECT state, attempts, run_after, last_error, finished_at FROM jobs WHERE id = $1 AND type = 'mail.send'`, [id]);
    if (!rows[0]) throw new Error(`no mail job ${id}`);
    return { ...rows[0], attempts: Number(rows[0].attempts), run_after: new Date(rows[0].run_after) };
  }

  const count = async () => Number((await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE type = $1', [MAIL_JOB])).rows[0]?.n);

  it('queues a mail job in the transaction, then the jobs worker delivers it over SMTP in the mail’s language', async () => {
    const queued = await testDb.db.transaction((tx) => enqueueMail(tx, reset()));
    const russian = await testDb.db.transaction((tx) =>
      enqueueMail(tx, { to: 'ivan@example.ru', template: 'verification', locale: 'ru', params: { origin: 'https://ru.meydan.com', path: '/auth/verify-email/v-1' } }),
    );
    expect(queued.duplicate).toBe(false);
    const { rows: jobs } = await testDb.db.query<{ type: string; subject: string; payload: unknown }>('SELECT type, subject, payload FROM jobs WHERE id = $1', [queued.id]);
    expect(jobs).toEqual([{ type: 'mail.send', subject: 'ayse@example.com', payload: { to: 'ayse@example.com', template: 'password-reset', locale: 'tr', params: reset().params } }]);

    expect(await worker().runOnce()).toEqual({ claimed: 2, done: 2, retried: 0, failed: 0 });

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
    expect(sent).toMatchObject({ state: 'done', attempts: 1, last_error: null });
    expect(sent.finished_at).not.toBeNull();
  });

  it('sends nothing for a rolled-back transaction', async () => {
    await expect(
      testDb.db.transaction(async (tx) => {
        await enqueueMail(tx, reset());
        throw new Error('the action failed after queueing its mail');
      }),
    ).rejects.toThrow('the action failed');
    expect(await count()).toBe(0);
    expect(await worker().runOnce()).toEqual({ claimed: 0, done: 0, retried: 0, failed: 0 });
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

    expect(await mailer.runOnce()).toEqual({ claimed: 1, done: 0, retried: 1, failed: 0 });
    const deferred = await row(id);
    expect(deferred).toMatchObject({ state: 'queued', attempts: 1, finished_at: null });
    expect(deferred.last_error).toMatch(/451/);
    expect(deferred.run_after.getTime()).toBe(clock.now + 30_000);

    clock.now += 29_000;
    expect((await mailer.runOnce()).claimed).toBe(0);
    clock.now += 1_000;
    expect(await mailer.runOnce()).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ state: 'done', attempts: 2, last_error: null });
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
      waits.push(state.run_after.getTime() - clock.now);
      clock.now = state.run_after.getTime();
    }
    expect(waits).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000]);
    expect(await mailer.runOnce()).toEqual({ claimed: 1, done: 0, retried: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ state: 'failed', attempts });
    clock.now += 86_400_000;
    expect((await mailer.runOnce()).claimed).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(smtp.rejected).toBeGreaterThanOrEqual(attempts);
  });

  it('fails a mail at once when the server refuses the recipient for good (550)', async () => {
    smtp.reject({ code: 550, at: 'rcpt' });
    const { id } = await enqueueMail(testDb.db, reset('nobody@example.com'));
    expect(await worker().runOnce()).toEqual({ claimed: 1, done: 0, retried: 0, failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed.last_error).toMatch(/550/);
  });

  it('fails a mail job at once when its payload no longer renders, and leaves other job types alone', async () => {
    const { id: unknown } = await enqueueJob(testDb.db, { type: MAIL_JOB, payload: { to: 'x@example.com', template: 'newsletter', locale: 'tr', params: {} } });
    const { id: malformed } = await enqueueJob(testDb.db, { type: MAIL_JOB, payload: { template: 'verification' } });
    const { id: other } = await enqueueJob(testDb.db, { type: 'member-image', payload: {} });
    expect(await worker().runOnce()).toEqual({ claimed: 2, done: 0, retried: 0, failed: 2 });
    expect((await row(unknown)).last_error).toMatch(/unknown mail template "newsletter"/);
    expect((await row(malformed)).last_error).toMatch(/malformed payload/);
    const { rows } = await testDb.db.query<{ state: string }>('SELECT state FROM jobs WHERE id = $1', [other]);
    expect(rows[0]?.state).toBe('queued');
    expect(smtp.received).toHaveLength(0);
  });

  it('takes back a mail left running by a crashed worker once its claim expires', async () => {
    const { id } = await enqueueMail(testDb.db, reset());
    // A worker claimed it (as claimDueJobs writes a claim) and died before recording the outcome.
    await testDb.db.query(`UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_until = $2::timestamptz, lock_token = gen_random_uuid() WHERE id = $1`, [
      id,
      new Date(clock.now + CLAIM_TIMEOUT_MS).toISOString(),
    ]);
    const mailer = worker();
    expect((await mailer.runOnce()).claimed).toBe(0);
    clock.now += CLAIM_TIMEOUT_MS;
    expect(await mailer.runOnce()).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('never sends a mail twice with two workers draining in parallel', async () => {
    const total = 24;
    const ids = new Set<string>();
    for (let i = 0; i < total; i += 1) ids.add((await enqueueMail(testDb.db, reset(`reader${i}@example.com`))).id);
    const drain = async (mailer: JobWorker) => {
      let sent = 0;
      for (;;) {
        const summary = await mailer.runOnce();
        sent += summary.done;
        if (summary.claimed === 0) return sent;
      }
    };
    const [first, second] = await Promise.all([drain(worker({ batchSize: 3 })), drain(worker({ batchSize: 3 }))]);
    expect(first + second).toBe(total);
    expect(smtp.received).toHaveLength(total);
    expect(new Set(smtp.received.map((mail) => mail.headers['message-id'])).size).toBe(total);
    const { rows } = await testDb.db.query<{ id: string; state: string; attempts: number }>('SELECT id, state, attempts FROM jobs WHERE type = $1', [MAIL_JOB]);
    expect(new Set(rows.map((r) => r.id))).toEqual(ids);
    expect(rows.every((r) => r.state === 'done' && Number(r.attempts) === 1)).toBe(true);
  });

  it('sends right after a nudge, deletes old finished mails, and stops without leaving work behind', async () => {
    const mailer = worker({ pollIntervalMs: 60_000, retentionMs: 86_400_000 });
    const old = await enqueueMail(testDb.db, reset('old@example.com'));
    const image = await enqueueJob(testDb.db, { type: 'member-image', payload: {} });
    await testDb.db.query(`UPDATE jobs SET state = 'done', finished_at = now() - interval '2 days' WHERE id = ANY($1::uuid[])`, [[old.id, image.id]]);
    mailer.start();
    await mailer.idle();
    expect(await count()).toBe(0);
    // Its sweep deletes mail jobs only: other types keep their own workers' retention.
    expect((await testDb.db.query('SELECT 1 FROM jobs WHERE id = $1', [image.id])).rows).toHaveLength(1);

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
      expect(await worker({ transport: createSmtpTransport(settings.transport.smtp) }).runOnce()).toMatchObject({ done: 1 });
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
