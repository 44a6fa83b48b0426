import { createTestDatabase, type TestDatabase } from '../test-database';
import { seedConversations } from './conversations-seed';

jest.setTimeout(120_000);

describe('demo conversations seed', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const { db } = testDb;
    for (const username of ['uye', 'editor', 'admin']) {
      await db.query(`INSERT INTO users (username, email, email_verified, role) VALUES ($1, $2, true, $3)`, [username, `${username}@meydan.local`, username === 'uye' ? 'member' : username]);
    }
    for (const edition of ['tr', 'en', 'ru']) {
      for (const name of ['a', 'b', 'c']) await db.query(`INSERT INTO users (username, email, edition) VALUES ($1, $2, $3)`, [`${edition}.${name}`, `${edition}.${name}@meydan.local`, edition]);
    }
  });
  afterAll(async () => testDb.cleanup());

  /** Per conversation of a member: the other member's username and the member's unread messages. */
  async function inboxOf(username: string): Promise<Array<[string, number]>> {
    const { rows } = await testDb.db.query<{ other: string; unread: number }>(
      `SELECT ou.username AS other,
              (SELECT count(*)::int FROM messages m WHERE m.conversation_id = me.conversation_id AND m.sender_id <> me.user_id AND m.seq > me.last_read_seq) AS unread
         FROM conversation_members me
         JOIN users mu ON mu.id = me.user_id
         JOIN conversation_members other ON other.conversation_id = me.conversation_id AND other.user_id <> me.user_id
         JOIN users ou ON ou.id = other.user_id
         JOIN conversations c ON c.id = me.conversation_id
        WHERE mu.username = $1
        ORDER BY c.last_message_at DESC`,
      [username],
    );
    return rows.map((row) => [row.other, row.unread]);
  }

  it('writes the same conversations every time, with unread messages for uye, and a second run changes nothing', async () => {
    const first = await seedConversations(testDb.db);
    expect(first).toEqual({ conversations: 6, messages: 18 });
    expect(await seedConversations(testDb.db)).toEqual({ conversations: 0, messages: 0 });
    const uye = await inboxOf('uye');
    expect(uye.map(([, unread]) => unread)).toEqual([2, 0, 2, 0, 0]);
    expect(uye[0]?.[0]).toBe('editor');
    expect(uye[1]?.[0]).toBe('admin');
    // The authors come from the seeded staff of each edition.
    expect(uye.slice(2).map(([other]) => other.split('.')[0])).toEqual(['tr', 'ru', 'en']);
    expect(await inboxOf('admin')).toEqual([
      ['editor', 1],
      ['uye', 1],
    ]);
    // Seq follows time in every thread.
    const { rows } = await testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages a JOIN messages b ON a.conversation_id = b.conversation_id AND a.seq < b.seq AND a.created_at > b.created_at`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
