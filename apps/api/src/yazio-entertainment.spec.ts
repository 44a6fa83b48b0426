import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, seedColumnists, seedEntertainment, type Queryable, type TestDatabase } from '@meydan/api/db';
import type { ActorDetail, ActorsResponse, MovieDetail, YazioAuthorResponse, YazioAuthorsResponse } from '@meydan/shared/contracts';
import { buildApp } from './app';

jest.setTimeout(180_000);

const MEDIA_DIR = path.join(os.tmpdir(), 'meydan-test-media');
const API = '/api/v3.5';
const EN = { 'x-edition': 'en' };
const RU = { 'x-edition': 'ru' };
const HOUR = 3_600_000;

/** The main seed's staff authors (usernames as it derives them): five columnists per edition, then one who is not. */
const AUTHORS = {
  tr: ['ayse.yilmaz', 'zeynep.kaya', 'burak.aydin', 'selin.arslan', 'can.ozturk', 'mehmet.demir'],
  en: ['emily.carter', 'james.whitfield', 'olivia.bennett', 'michael.reed', 'hannah.collins', 'daniel.hughes'],
  ru: ['anna.smirnova', 'dmitriy.ivanov', 'ekaterina.kuznetsova', 'sergey.volkov', 'olga.lebedeva', 'aleksey.popov'],
} as const;
const NAMES: Record<string, string> = { 'ayse.yilmaz': 'Ayşe Yılmaz', 'emily.carter': 'Emily Carter' };
const TAGS = { tr: ['Sinema', 'Dizi', 'Ünlüler'], en: ['Film', 'TV Series', 'Celebrities'], ru: ['Кино', 'Сериалы', 'Звёзды'] } as const;

/**
 * What the people seeds build on, without the whole demo seed: the staff authors, their
 * articles (author i of an edition wrote i + 1, Ayşe twelve, plus some that must not count)
 * and the topic tags actors link to.
 */
async function insertFixture(db: Queryable): Promise<void> {
  const now = Date.now();
  const userIds: Record<string, string> = {};
  for (const [edition, usernames] of Object.entries(AUTHORS)) {
    for (const username of usernames) {
      const { rows } = await db.query<{ id: string }>(
        "INSERT INTO users (username, email, name, edition, role) VALUES ($1, $2, $3, $4, 'editor') RETURNING id",
        [username, `${username}@meydan.local`, NAMES[username] ?? username, edition],
      );
      userIds[username] = rows[0]?.id as string;
    }
    for (const name of TAGS[edition as keyof typeof TAGS]) {
      await db.query('INSERT INTO tags (edition, name, slug, route) VALUES ($1, $2, $3, $4) RETURNING id', [edition, name, `t${name.length}`, `/tag/${encodeURIComponent(name)}`]);
    }
  }
  const article = async (edition: string, authors: string[], hoursAgo: number, flags = '') => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO articles (edition, title, slug, published_at${flags ? `, ${flags}` : ''})
       VALUES ($1, $2, $3, $4${flags ? ', true' : ''}) RETURNING id`,
      [edition, `${authors[0]} ${hoursAgo}`, `story-${hoursAgo}`, new Date(now - hoursAgo * HOUR).toISOString()],
    );
    for (const [position, username] of authors.entries()) {
      await db.query('INSERT INTO article_authors (article_id, user_id, position) VALUES ($1, $2, $3)', [rows[0]?.id, userIds[username], position]);
    }
  };
  let hours = 1;
  for (const [edition, usernames] of Object.entries(AUTHORS)) {
    for (const [index, username] of usernames.entries()) {
      const count = username === 'ayse.yilmaz' ? 12 : index + 1;
      for (let i = 0; i < count; i += 1) await article(edition, [username], (hours += 1));
    }
  }
  await article('tr', ['mehmet.demir', 'ayse.yilmaz'], 0.5);
  await article('tr', ['ayse.yilmaz'], 0.2, 'is_draft');
  await article('tr', ['ayse.yilmaz'], 0.3, 'is_hidden');
  await article('en', ['ayse.yilmaz'], 0.4);
}

describe('columnists (yazio) and actors/movies API', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await insertFixture(testDb.db);
    await seedColumnists(testDb.db, { mediaDir: MEDIA_DIR });
    await seedEntertainment(testDb.db, { mediaDir: MEDIA_DIR });
    app = await buildApp({ db: testDb.db, mediaDir: MEDIA_DIR, cache: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  describe('seed', () => {
    it('marks five columnists per edition and loads 15 actors and 25 movies; running again changes nothing', async () => {
      const again = await seedColumnists(testDb.db, { mediaDir: MEDIA_DIR });
      expect(again).toEqual({ columnists: { tr: 5, en: 5, ru: 5 }, avatarsRendered: 0 });
      const entertainment = await seedEntertainment(testDb.db, { mediaDir: MEDIA_DIR });
      expect(entertainment).toMatchObject({ actors: 15, movies: 25, imagesRendered: 0 });
      expect(entertainment.credits).toBeGreaterThanOrEqual(60);
      expect(entertainment.actorTags).toBeGreaterThan(15 * 3);
    });
  });

  describe('GET /yazio/authors', () => {
    it("lists the edition's columnists with bio, square avatar, column count and newest column, most recent first", async () => {
      const response = await get(`${API}/yazio/authors`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/public/);
      const body = response.json<YazioAuthorsResponse>();
      expect(body.items).toHaveLength(5);
      expect(body.pagination).toMatchObject({ page: 1, limit: 150, total: 5, totalPages: 1, hasNextPage: false });
      const ayse = body.items[0];
      // Her co-written story is the newest column; drafts, hidden stories and other editions do not count.
      expect(ayse).toMatchObject({ slug: 'ayse-yilmaz', name: 'Ayşe Yılmaz', username: 'ayse.yilmaz', route: '/yazio/ayse-yilmaz', columnCount: 13 });
      expect(ayse?.latestColumn?.title).toBe('mehmet.demir 0.5');
      expect(ayse?.bio).toMatch(/^Ekonomi muhabirliğiyle/);
      expect(ayse?.avatar?.resolutions.standard).toMatchObject({ width: 160, height: 160, format: 'jpg' });
      for (const columnist of body.items) {
        expect(columnist.columnCount).toBeGreaterThan(0);
        expect(columnist.latestColumn?.route).toMatch(/^\/haber\/[a-z0-9-]+-\d+$/);
      }
      const latest = body.items.map((c) => Date.parse(c.latestColumn?.published ?? ''));
      expect(latest).toEqual([...latest].sort((a, b) => b - a));
    });

    it('answers per edition and pages with limit', async () => {
      const en = (await get(`${API}/yazio/authors`, EN)).json<YazioAuthorsResponse>();
      expect(en.items.map((c) => c.slug).sort()).toEqual(['emily-carter', 'hannah-collins', 'james-whitfield', 'michael-reed', 'olivia-bennett']);
      expect(en.items.every((c) => c.latestColumn?.route.startsWith('/content/'))).toBe(true);
      const ru = (await get(`${API}/yazio/authors?limit=2&page=3`, RU)).json<YazioAuthorsResponse>();
      expect(ru.items).toHaveLength(1);
      expect(ru.pagination).toMatchObject({ page: 3, limit: 2, total: 5, totalPages: 3, hasNextPage: false });
    });

    it('rejects a limit above 150 with a localized 400', async () => {
      const response = await get(`${API}/yazio/authors?limit=151`, EN);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    });
  });

  describe('GET /yazio/{slug}', () => {
    it('returns the columnist and their columns, newest first, 49 a page', async () => {
      const body = (await get(`${API}/yazio/emily-carter`, EN)).json<YazioAuthorResponse>();
      expect(body.author).toMatchObject({ slug: 'emily-carter', name: 'Emily Carter' });
      expect(body.pagination).toMatchObject({ page: 1, limit: 49, total: body.author.columnCount });
      expect(body.items.length).toBe(Math.min(49, body.author.columnCount));
      for (const article of body.items) expect(article.authors.map((a) => a.username)).toContain('emily.carter');
      const dates = body.items.map((a) => Date.parse(a.published));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(body.items[0]?.route).toBe(body.author.latestColumn?.route);
    });

    it('pages through the columns without overlap', async () => {
      const first = (await get(`${API}/yazio/ayse-yilmaz?limit=5`)).json<YazioAuthorResponse>();
      const second = (await get(`${API}/yazio/ayse-yilmaz?limit=5&page=2`)).json<YazioAuthorResponse>();
      expect(second.pagination).toMatchObject({ page: 2, limit: 5, totalPages: Math.ceil(first.author.columnCount / 5) });
      const ids = new Set(first.items.map((a) => a._id));
      expect(second.items.length).toBeGreaterThan(0);
      expect(second.items.some((a) => ids.has(a._id))).toBe(false);
    });

    it('answers 404 for an unknown slug and for a columnist of another edition, 400 for a malformed slug', async () => {
      const unknown = await get(`${API}/yazio/boyle-biri-yok`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ statusCode: 404, message: 'Yazar bulunamadı.' });
      const otherEdition = await get(`${API}/yazio/ayse-yilmaz`, EN);
      expect(otherEdition.statusCode).toBe(404);
      expect(otherEdition.json().message).toBe('The columnist could not be found.');
      expect((await get(`${API}/yazio/Ayse_Yilmaz`)).statusCode).toBe(400);
      expect((await get(`${API}/yazio/ayse-yilmaz?limit=50`)).statusCode).toBe(400);
    });
  });

  describe('GET /entertainment/actors', () => {
    it('lists every actor with texts in the edition, by name', async () => {
      const tr = (await get(`${API}/entertainment/actors`)).json<ActorsResponse>();
      expect(tr.pagination).toMatchObject({ total: 15, limit: 48 });
      expect(tr.items[0]).toMatchObject({ slug: 'arda-yelkenci', route: '/oyuncular/arda-yelkenci', birthDate: '1992-03-09', movieCount: 5 });
      expect(tr.items[0]?.portrait?.resolutions.standard).toMatchObject({ width: 300, height: 400 });
      const ru = (await get(`${API}/entertainment/actors?limit=3`, RU)).json<ActorsResponse>();
      expect(ru.items.map((a) => a.name)).toEqual(['Арда Елкенджи', 'Глеб Заречный', 'Дефне Аксойлу']);
      expect(ru.pagination).toMatchObject({ totalPages: 5, hasNextPage: true });
    });
  });

  describe('GET /entertainment/actors/detail', () => {
    it('finds an actor by slug or page path, with filmography newest first and the edition’s tags', async () => {
      const bySlug = (await get(`${API}/entertainment/actors/detail?rawRoute=kerem-ulusoy`)).json<ActorDetail>();
      expect(bySlug).toMatchObject({ name: 'Kerem Ulusoy', birthPlace: 'Trabzon', movieCount: 6 });
      expect(bySlug.bio).toMatch(/^Trabzon’da doğdu/);
      expect(bySlug.filmography.map((f) => f.movie.year)).toEqual([2022, 2021, 2019, 2017, 2011, 2008]);
      expect(bySlug.filmography[2]).toMatchObject({
        character: 'Komiser Sinan',
        movie: { title: 'Gece Vardiyası', route: '/oyuncular/film-gece-vardiyasi', genres: [{ key: 'crime', name: 'Suç' }, { key: 'thriller', name: 'Gerilim' }] },
      });
      expect(bySlug.tags.map((t) => t.name)).toEqual(['Sinema', 'Dizi', 'Ünlüler']);

      const ru = (await get(`${API}/entertainment/actors/detail?rawRoute=${encodeURIComponent('/oyuncular/kerem-ulusoy')}`, RU)).json<ActorDetail>();
      expect(ru).toMatchObject({ name: 'Керем Улусой', birthPlace: 'Трабзон, Турция' });
      expect(ru.filmography[2]).toMatchObject({ character: 'Комиссар Синан', movie: { title: 'Ночная смена', originalTitle: 'Gece Vardiyası' } });
      expect(ru.tags.map((t) => t.name)).toEqual(['Кино', 'Сериалы', 'Звёзды']);
    });

    it('answers 404 for an unknown actor or a movie path, 400 for a malformed rawRoute', async () => {
      const unknown = await get(`${API}/entertainment/actors/detail?rawRoute=kimse`, EN);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ statusCode: 404, message: 'The actor could not be found.' });
      expect((await get(`${API}/entertainment/actors/detail?rawRoute=film-kervan`)).statusCode).toBe(404);
      expect((await get(`${API}/entertainment/actors/detail?rawRoute=${encodeURIComponent('../Kerem Ulusoy')}`)).statusCode).toBe(400);
      expect((await get(`${API}/entertainment/actors/detail`)).statusCode).toBe(400);
    });
  });

  describe('GET /entertainment/movies/detail', () => {
    it('finds a movie by its page path, page slug or bare slug, with the cast in billing order', async () => {
      for (const rawRoute of ['/oyuncular/film-the-long-quiet', 'film-the-long-quiet', 'the-long-quiet']) {
        const response = await get(`${API}/entertainment/movies/detail?rawRoute=${encodeURIComponent(rawRoute)}`);
        expect(response.statusCode).toBe(200);
        const movie = response.json<MovieDetail>();
        expect(movie).toMatchObject({ title: 'Uzun Sessizlik', originalTitle: 'The Long Quiet', year: 2015, runtimeMinutes: 134 });
        expect(movie.cast.map((c) => [c.actor.slug, c.character])).toEqual([
          ['dorian-kettle', 'Çavuş Walter Briggs'],
          ['callum-reyes', 'Er Eddie Lane'],
          ['gleb-zarechny', 'Yüzbaşı Yuri Sedov'],
        ]);
        expect(movie.cast[0]?.actor.route).toBe('/oyuncular/dorian-kettle');
      }
      const en = (await get(`${API}/entertainment/movies/detail?rawRoute=film-posledniy-parom`, EN)).json<MovieDetail>();
      expect(en).toMatchObject({ title: 'The Last Ferry', originalTitle: 'Последний паром', genres: [{ key: 'drama', name: 'Drama' }] });
      expect(en.synopsis).toMatch(/^The last summer of Volga ferryman/);
      expect(en.poster?.resolutions.standard).toMatchObject({ width: 320, height: 480 });
    });

    it('answers 404 for an unknown movie or an actor slug', async () => {
      const response = await get(`${API}/entertainment/movies/detail?rawRoute=film-yok-boyle-film`, RU);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'Фильм не найден.' });
      expect((await get(`${API}/entertainment/movies/detail?rawRoute=kerem-ulusoy`)).statusCode).toBe(404);
    });

    it('shows a movie only in the editions it has texts for', async () => {
      const { rows } = await testDb.db.query<{ id: string }>(
        "INSERT INTO movies (slug, original_title, year, genres) VALUES ('yalniz-turkce', 'Yalnız Türkçe', 2026, '{comedy}') RETURNING id",
      );
      const movieId = rows[0]?.id;
      await testDb.db.query("INSERT INTO movie_translations (movie_id, edition, title, synopsis) VALUES ($1, 'tr', 'Yalnız Türkçe', 'Deneme.')", [movieId]);
      await testDb.db.query(
        `INSERT INTO movie_credits (movie_id, actor_id, position, character_name)
         SELECT $1, id, 0, '{"tr": "Kendisi", "en": "Himself", "ru": "Камео"}'::jsonb FROM actors WHERE slug = 'kerem-ulusoy'`,
        [movieId],
      );
      expect((await get(`${API}/entertainment/movies/detail?rawRoute=film-yalniz-turkce`)).statusCode).toBe(200);
      expect((await get(`${API}/entertainment/movies/detail?rawRoute=film-yalniz-turkce`, EN)).statusCode).toBe(404);
      const tr = (await get(`${API}/entertainment/actors/detail?rawRoute=kerem-ulusoy`)).json<ActorDetail>();
      const en = (await get(`${API}/entertainment/actors/detail?rawRoute=kerem-ulusoy`, EN)).json<ActorDetail>();
      expect([tr.movieCount, tr.filmography.length, en.movieCount, en.filmography.length]).toEqual([7, 7, 6, 6]);
      await testDb.db.query('DELETE FROM movies WHERE id = $1', [movieId]);
    });
  });
});
