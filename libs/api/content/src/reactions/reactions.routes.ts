import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, HttpError, type LocalizedText, MESSAGES, requestEdition } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import {
  MAX_REACTIONS_PER_READER,
  REACTION_EMOJIS,
  ReactionChangeQuerySchema,
  ReactionStateQuerySchema,
  ReactionStateSchema,
  type ReactionState,
} from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { ensureReaderId, readerIdOf } from '@meydan/api/core';

const TEXT = {
  limit: {
    tr: 'Bir içeriğe en fazla 3 farklı tepki verebilirsin.',
    en: 'You can give at most 3 different reactions to one item.',
    ru: 'К одному материалу можно оставить не больше 3 разных реакций.',
  },
  notFound: { tr: 'Bu içerik bulunamadı.', en: 'This item could not be found.', ru: 'Материал не найден.' },
} satisfies Record<string, LocalizedText>;

const ERRORS = errorResponses(400, 403, 404, 409, 500);

export interface ReactionRoutesOptions {
  db: Db;
  /** Secure cookies (production, HTTPS). */
  secureCookies?: boolean;
  /**
   * Whether `game:{slug}` names a game the games catalogue lists in this edition. Passed in by
   * the app, which registers both APIs: one feature lib may not import another.
   */
  isGame: (slug: string, edition: Edition) => boolean;
}

function parseKey(key: string): { type: 'article' | 'game'; id: string } {
  const [type, id] = key.split(':') as ['article' | 'game', string];
  return { type, id };
}

/**
 * SPEC §4/§7 counter service: `GET /counter/hit` and `/counter/pop` add or remove one reader's
 * emoji on an article or game; `/counter/state` reads the counts and the reader's own emojis.
 * The reader is the anonymous `m-rid` cookie (a member id once accounts land). Counts come from
 * the rows themselves, so they can never go negative and every replica agrees. Writes are GETs
 * by contract, so they need our client's X-Requested-With header (no cross-site triggering) and
 * are never cached.
 */
export const reactionRoutes: FastifyPluginAsync<ReactionRoutesOptions> = async (instance, { db, secureCookies = false, isGame }) => {
  await instance.register(fastifyCookie);
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();

  async function assertItemExists(edition: Edition, key: string): Promise<void> {
    const { type, id } = parseKey(key);
    if (type === 'game') {
      if (!isGame(id, edition)) throw new HttpError(404, TEXT.notFound);
      return;
    }
    const { rows } = await db.query(
      `SELECT 1 FROM articles WHERE legacy_id = $1 AND edition = $2 AND NOT is_draft AND NOT is_deleted AND published_at IS NOT NULL AND published_at <= now()`,
      [Number(id), edition],
    );
    if (rows.length === 0) throw new HttpError(404, TEXT.notFound);
  }

  async function state(key: string, reader: string | null): Promise<ReactionState> {
    const { type, id } = parseKey(key);
    const [counts, mine] = await Promise.all([
      db.query<{ emoji: string; n: number }>('SELECT emoji, count(*)::int AS n FROM reactions WHERE item_type = $1 AND item_id = $2 GROUP BY emoji', [type, id]),
      reader ? db.query<{ emoji: string }>('SELECT emoji FROM reactions WHERE item_type = $1 AND item_id = $2 AND reader_id = $3', [type, id, reader]) : Promise.resolve({ rows: [] }),
    ]);
    const byEmoji = Object.fromEntries(REACTION_EMOJIS.map((emoji) => [emoji, 0]));
    for (const row of counts.rows) byEmoji[row.emoji] = Number(row.n);
    const order = (emoji: string) => REACTION_EMOJIS.indexOf(emoji as (typeof REACTION_EMOJIS)[number]);
    return { key, counts: byEmoji, mine: mine.rows.map((row) => row.emoji).sort((a, b) => order(a) - order(b)) };
  }

  function requireOurClient(request: FastifyRequest): void {
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw new HttpError(403, MESSAGES.foreignOrigin);
  }

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');
  // Visitor policy: reactions belong to the anonymous m-rid reader, not to a member account (yet).
  const config = { access: 'visitor' } as const;

  fastify.get(
    '/counter/state',
    { config, schema: { tags: ['reactions'], summary: 'Reaction counts of an item and the emojis this reader gave', querystring: ReactionStateQuerySchema, response: { 200: ReactionStateSchema, ...ERRORS } } },
    async (request, reply) => {
      noStore(reply);
      await assertItemExists(requestEdition(request), request.query.key);
      return state(request.query.key, readerIdOf(request.cookies));
    },
  );

  fastify.get(
    '/counter/hit',
    { config, schema: { tags: ['reactions'], summary: 'Add this reader’s emoji (at most 3 different per item)', querystring: ReactionChangeQuerySchema, response: { 200: ReactionStateSchema, ...ERRORS } } },
    async (request, reply) => {
      noStore(reply);
      requireOurClient(request);
      const { key, reaction } = request.query;
      await assertItemExists(requestEdition(request), key);
      const reader = ensureReaderId(request, reply, secureCookies);
      const { type, id } = parseKey(key);
      await db.transaction(async (tx) => {
        // One reader's parallel hits on one item queue here, so the limit cannot be raced past.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${key}|${reader}`]);
        const { rows } = await tx.query<{ emoji: string }>('SELECT emoji FROM reactions WHERE item_type = $1 AND item_id = $2 AND reader_id = $3', [type, id, reader]);
        if (rows.some((row) => row.emoji === reaction)) return; // already given: a repeat changes nothing
        if (rows.length >= MAX_REACTIONS_PER_READER) throw new HttpError(409, TEXT.limit);
        await tx.query('INSERT INTO reactions (item_type, item_id, reader_id, emoji) VALUES ($1, $2, $3, $4)', [type, id, reader, reaction]);
        if (type === 'article') await tx.query('UPDATE articles SET reaction_count = reaction_count + 1 WHERE legacy_id = $1', [Number(id)]);
      });
      return state(key, reader);
    },
  );

  fastify.get(
    '/counter/pop',
    { config, schema: { tags: ['reactions'], summary: 'Remove this reader’s emoji (nothing happens if not given)', querystring: ReactionChangeQuerySchema, response: { 200: ReactionStateSchema, ...ERRORS } } },
    async (request, reply) => {
      noStore(reply);
      requireOurClient(request);
      const { key, reaction } = request.query;
      await assertItemExists(requestEdition(request), key);
      const reader = readerIdOf(request.cookies);
      const { type, id } = parseKey(key);
      if (reader) {
        await db.transaction(async (tx) => {
          const { rows } = await tx.query('DELETE FROM reactions WHERE item_type = $1 AND item_id = $2 AND reader_id = $3 AND emoji = $4 RETURNING 1', [type, id, reader, reaction]);
          if (rows.length && type === 'article') {
            await tx.query('UPDATE articles SET reaction_count = greatest(reaction_count - 1, 0) WHERE legacy_id = $1', [Number(id)]);
          }
        });
      }
      return state(key, reader);
    },
  );
};
