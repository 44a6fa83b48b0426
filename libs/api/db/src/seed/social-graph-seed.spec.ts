import { createTestDatabase, type TestDatabase } from '../test-database';
import { SEED_BASE_DATE } from './plan';
import { seedSocialGraph } from './social-graph-seed';

jest.setTimeout(120_000);

describe('demo social graph seed', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const { db } = testDb;
    for (const username of ['uye', 'editor', 'admin']) {
      await db.query(`INSERT INTO users (username, email, email_verified, role) VALUES ($1, $2, true, $3)`, [username, `${username}@meydan.local`, username === 'uye' ? 'member' : username]);
    }
    for (const edition of ['tr', 'en', 'ru']) {
      for (const name of ['a', 'b', 'c', 'd']) await db.query(`INSERT INTO users (username, email, edition) VALUES ($1, $2, $3)`, [`${edition}.${name}`, `${edition}.${name}@meydan.local`, edition]);
      for (let day = 1; day <= 5; day += 1) {
        await db.query(`INSERT INTO articles (edition, title, slug, published_at) VALUES ($1, $2, $2, $3)`, [edition, `day-${day}`, new Date(SEED_BASE_DATE.getTime() - 86_400_000 * day)]);
      }
      await db.query(`INSERT INTO articles (edition, title, slug, published_at, is_hidden) VALUES ($1, 'hidden', 'hidden', $2, true)`, [edition, SEED_BASE_DATE]);
    }
  });
  afterAll(async () => testDb.cleanup());

  it('follows and favourites deterministically, and a second run changes nothing', async () => {
    const { db } = testDb;
    // 4 between the demo accounts; per edition 3 + 2 + 1 authors followed and 1 author following uye back.
    expect(await seedSocialGraph(db)).toEqual({ follows: 4 + 3 * 7, favorites: 3 * 7, notifications: 2 });
    expect(await seedSocialGraph(db)).toEqual({ follows: 0, favorites: 0, notifications: 0 });
    const { rows: uyeFollowers } = await db.query<{ username: string }>(
      `SELECT u.username FROM follows f JOIN users u ON u.id = f.follower_id JOIN users t ON t.id = f.followed_id WHERE t.username = 'uye' ORDER BY u.username`,
    );
    expect(uyeFollowers.map((row) => row.username)).toEqual(['admin', 'editor', 'en.a', 'ru.a', 'tr.a']);
    const { rows: favourites } = await db.query<{ title: string }>(
      `SELECT DISTINCT a.title FROM favorites f JOIN articles a ON a.id = f.article_id ORDER BY a.title`,
    );
    // Only listed articles, the newest four.
    expect(favourites.map((row) => row.title)).toEqual(['day-1', 'day-2', 'day-3', 'day-4']);
  });
});
