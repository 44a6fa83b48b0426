import { createTestDatabase, loadMigrations, migrate, type TestDatabase } from '@meydan/api/db';
import { createMailWorker } from './mail-job';
import { enqueueMail, eraseMailsTo, latestMails } from './mail-queue';
import { createSmtpTransport } from './transports';
import { startTestSmtpServer, type TestSmtpServer } from './testing';

jest.setTimeout(60_000);

/** The migration that moved the mail outbox into the jobs table. */
const MAIL_JOBS = '0028';
const PARAMS = { origin: 'https://meydan.com.tr', path: '/auth/reset-password/eski-token', username: 'ayse' };

interface JobRow {
  id: string;
  type: string;
  subject: string;
  payload: unknown;
  state: string;
  attempts: number;
  run_after: Date;
  last_error: string | null;
  finished_at: Date | null;
  dedupe_key: string | null;
}

describe.each(['postgres', 'pglite'] as const)('migration 0028 of the mail outbox into jobs on %s', (engine) => {
  let testDb: TestDatabase;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine: engine === 'pglite' ? 'pglite' : undefined, migrate: false });
    smtp = await startTestSmtpServer();
  });

  afterAll(async () => {
    await smtp?.close();
    await testDb?.cleanup();
  });

  it('moves every outbox row into jobs, so mail queued before the upgrade is sent after it, once', async () => {
    const { db } = testDb;
    const all = await loadMigrations();
    await migrate(db, all.filter((m) => m.version < MAIL_JOBS));
    const outbox = async (columns: string, values: string) =>
      (await db.query<{ id: string }>(`INSERT INTO mail_outbox (to_address, template, locale, params, ${columns}) VALUES ($1, 'password-reset', 'tr', $2::jsonb, ${values}) RETURNING id`, [
        'Ayse@Example.com',
        JSON.stringify(PARAMS),
      ])).rows[0]?.id as string;
    // Deferred twice already, due a minute ago, with the key its action gave it.
    const queued = await outbox('attempts, next_attempt_at, last_error, dedupe_key', `2, now() - interval '1 minute', '451 try later', 'reset:ayse:1'`);
    // Claimed by a worker of the old code that is still sending it.
    const sending = await outbox('status, attempts, claimed_until, claim_token', `'sending', 1, now() + interval '10 minutes', gen_random_uuid()`);
    const sent = await outbox('status, attempts, sent_at, dedupe_key', `'sent', 1, now() - interval '1 hour', 'reset:ayse:0'`);
    const failed = await outbox('status, attempts, last_error', `'failed', 6, '550 no such user'`);

    await migrate(db, all);

    expect((await db.query(`SELECT to_regclass('mail_outbox') AS t`)).rows).toEqual([{ t: null }]);
    const { rows } = await db.query<JobRow>('SELECT id, type, subject, payload, state, attempts, run_after, last_error, finished_at, dedupe_key FROM jobs');
    const job = (id: string) => rows.find((row) => row.id === id);
    expect(rows).toHaveLength(4);
    expect(job(queued)).toMatchObject({
      type: 'mail.send',
      subject: 'ayse@example.com',
      payload: { to: 'Ayse@Example.com', template: 'password-reset', locale: 'tr', params: PARAMS },
      state: 'queued',
      attempts: 2,
      last_error: '451 try later',
      finished_at: null,
      dedupe_key: 'reset:ayse:1',
    });
    expect(job(sending)).toMatchObject({ state: 'queued', attempts: 1 });
    expect(job(sent)).toMatchObject({ state: 'done', attempts: 1, dedupe_key: 'reset:ayse:0' });
    expect(job(sent)?.finished_at).not.toBeNull();
    expect(job(failed)).toMatchObject({ state: 'failed', attempts: 6, last_error: '550 no such user' });
    expect(job(failed)?.finished_at).not.toBeNull();

    // The development outbox still shows the history, in its own words.
    expect((await latestMails(db, 10)).map((mail) => mail.status).sort()).toEqual(['failed', 'queued', 'queued', 'sent']);
    // Dedupe keys keep holding: the action that queued the mail before the upgrade queues nothing again.
    expect(await enqueueMail(db, { to: 'ayse@example.com', template: 'password-reset', locale: 'tr', params: PARAMS, dedupeKey: 'reset:ayse:1' })).toEqual({
      id: queued,
      duplicate: true,
    });

    // The jobs worker sends the queued mail now, with its outbox id as Message-ID, counting on from its attempts.
    const clock = { now: Date.now() + 1000 };
    const worker = createMailWorker({
      db,
      transport: createSmtpTransport({ host: '127.0.0.1', port: smtp.port, secure: false }),
      from: 'Meydan <no-reply@meydan.com.tr>',
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      now: () => clock.now,
    });
    expect(await worker.runOnce()).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });
    // (The SMTP layer lower-cases the domain of the envelope address.)
    expect(smtp.received.map((mail) => [mail.envelopeTo.map((to) => to.toLowerCase()), mail.headers['message-id'], mail.subject])).toEqual([
      [['ayse@example.com'], `<${queued}@meydan.com.tr>`, 'Şifreni sıfırla'],
    ]);
    expect((await db.query<{ attempts: number }>('SELECT attempts FROM jobs WHERE id = $1', [queued])).rows[0]?.attempts).toBe(3);

    // The mail an old worker was sending waits for that claim to end, as after a crash, then goes out once more.
    clock.now += 10 * 60_000;
    expect(await worker.runOnce()).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });
    expect(smtp.received.map((mail) => mail.headers['message-id'])).toEqual([`<${queued}@meydan.com.tr>`, `<${sending}@meydan.com.tr>`]);
    expect((await worker.runOnce()).claimed).toBe(0);

    // An account deletion finds them all by the recipient, whatever its case.
    expect(await eraseMailsTo(db, 'AYSE@example.com ')).toBe(4);
  });
});
