import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { queuedMails } from '@meydan/api/mail/testing';
import { emailConfirmationMailer } from './email-confirmation';

jest.setTimeout(60_000);

describe('emailConfirmationMailer', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => testDb.cleanup());

  it('queues the registration confirmation link for the new address in the caller’s transaction, on the edition’s origin', async () => {
    const { db } = testDb;
    const { rows } = await db.query<{ id: string }>(`INSERT INTO users (username, email, email_verified) VALUES ('ece', 'new@example.org', false) RETURNING id`);
    const id = (rows[0] as { id: string }).id;
    const nudge = jest.fn();
    const mailer = emailConfirmationMailer(db, { editionOrigins: { tr: 'https://tr.test', en: 'https://en.test', ru: 'https://ru.test' }, mailer: { nudge } });

    // A rolled-back edit leaves neither a link nor a mail.
    await expect(
      db.transaction(async (tx) => {
        await mailer.queue(tx, { id, email: 'new@example.org', username: 'ece' }, 'en');
        throw new Error('edit refused');
      }),
    ).rejects.toThrow('edit refused');
    expect(await queuedMails(db)).toHaveLength(0);

    await db.transaction((tx) => mailer.queue(tx, { id, email: 'new@example.org', username: 'ece' }, 'en'));
    mailer.nudge();
    expect(await queuedMails(db)).toEqual([
      expect.objectContaining({
        to: 'new@example.org',
        template: 'verification',
        locale: 'en',
        params: { origin: 'https://en.test', path: expect.stringMatching(/^\/auth\/verify-email\/[\w-]{40,}$/), username: 'ece' },
      }),
    ]);
    const tokens = await db.query(`SELECT 1 FROM account_tokens WHERE user_id = $1 AND purpose = 'verify_email' AND email = 'new@example.org'`, [id]);
    expect(tokens.rows).toHaveLength(1);
    expect(nudge).toHaveBeenCalledTimes(1);
  });
});
