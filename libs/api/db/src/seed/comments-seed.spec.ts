import { createTestDatabase, type TestDatabase } from '../test-database';
import { seedComments } from './comments-seed';
import { SEED_BASE_DATE } from './plan';

jest.setTimeout(120_000);

describe('demo comments seed', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const { db } = testDb;
    for (const username of ['uye', 'editor', 'admin']) {
      await db.query(`INSERT INTO users (username, email, email_verified, role) VALUES ($1, $2, true, $3)`, [username, `${username}@meydan.local`, username === 'uye' ? 'member' : username]);
    }
    for (const edition of ['tr', 'en', 'ru']) {
      await db.query(`INSERT INTO articles (edition, title, slug, published_at) VALUES ($1, 'Eski', 'eski', $2)`, [edition, new Date(SEED_BASE_DATE.getTime() - 86_400_000 * 3)]);
      await db.query(`INSERT INTO articles (edition, title, slug, published_at) VALUES ($1, 'Yeni', 'yeni', $2)`, [edition, new Date(SEED_BASE_DATE.getTime() - 86_400_000)]);
    }
  });
  afterAll(async () => testDb.cleanup());

  it('threads comments between the demo accounts on the newest article of each edition, with true counters and notifications', async () => {
    const { db } = testDb;
    expect(await seedComments(db)).toEqual({ comments: 8, notifications: 8 });
    const { rows: articles } = await db.query<{ edition: string; title: string; comment_count: number }>(
      `SELECT edition, title, comment_count::int FROM articles WHERE comment_count > 0 ORDER BY edition`,
    );
    expect(articles).toEqual([
      { edition: 'en', title: 'Yeni', comment_count: 2 },
      { edition: 'ru', title: 'Yeni', comment_count: 2 },
      { edition: 'tr', title: 'Yeni', comment_count: 4 },
    ]);
    const { rows: threads } = await db.query<{ body: string; like_count: number; reply_count: number }>(
      `SELECT body, like_count, reply_count FROM comments WHERE parent_id IS NULL AND body LIKE 'Çok%'`,
    );
    expect(threads).toEqual([{ body: 'Çok bilgilendirici bir yazı olmuş, emeğinize sağlık.', like_count: 2, reply_count: 2 }]);
    const { rows: inbox } = await db.query<{ type: string; n: number }>(
      `SELECT n.type, count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.username = 'uye' GROUP BY n.type ORDER BY n.type`,
    );
    expect(inbox).toEqual([{ type: 'comment_liked', n: 3 }, { type: 'comment_reply', n: 3 }]);
  });
});
