import { EDITIONS, type Edition } from '@meydan/shared/util/routing';
import type { Db, Queryable } from '../db.types';
import { SEED_BASE_DATE } from './plan';
import { Prng } from './prng';

/**
 * Demo conversations (issue 6) between the demo accounts (uye, editor, admin) and a few seeded
 * staff authors, so /message has threads, read receipts and unread messages after `npm run seed`:
 * uye has unread messages from editor and from a Turkish author; admin has not yet read uye's last
 * message. Deterministic: fixed texts, authors drawn by a seeded PRNG from a fixed order, times
 * relative to the seed's base date. Runs after `seed` (it needs the accounts and the authors); a
 * second run changes nothing (a pair that already has a conversation is left alone).
 */

type Demo = 'uye' | 'editor' | 'admin';
/** A demo account, or the seeded staff author drawn for an edition. */
type Party = Demo | Edition;

interface SeedThread {
  between: readonly [Party, Party];
  messages: ReadonlyArray<{ from: 0 | 1; text: string; minutesAgo: number }>;
  /** How many of the newest messages each side has not read yet (they must be the other side's). */
  unread: readonly [number, number];
}

const THREADS: readonly SeedThread[] = [
  {
    between: ['uye', 'editor'],
    messages: [
      { from: 0, text: 'Merhaba! Dünkü deprem haberinde bir yazım hatası gördüm, üçüncü paragrafta.', minutesAgo: 720 },
      { from: 1, text: 'Selam, haber verdiğin için çok teşekkürler. Hemen düzelttim.', minutesAgo: 700 },
      { from: 0, text: 'Rica ederim, kolay gelsin!', minutesAgo: 695 },
      { from: 1, text: 'Bu arada, yazdığın gezi yazısını editör ekibiyle paylaştım.', minutesAgo: 45 },
      { from: 1, text: 'Fotoğrafları da eklersen vitrine almayı düşünüyoruz. 📸', minutesAgo: 44 },
    ],
    unread: [2, 0],
  },
  {
    between: ['uye', 'admin'],
    messages: [
      { from: 1, text: 'Hoş geldin! Topluluk kurallarına göz atmayı unutma.', minutesAgo: 2880 },
      { from: 0, text: 'Teşekkürler, okudum. Profil kapağımı nasıl değiştirebilirim?', minutesAgo: 2860 },
      { from: 1, text: 'Profil sayfandaki kapak görselinin üzerindeki düzenle düğmesiyle.', minutesAgo: 2850 },
      { from: 0, text: 'Buldum, oldu! 🙏', minutesAgo: 120 },
    ],
    unread: [0, 1],
  },
  {
    between: ['tr', 'uye'],
    messages: [
      { from: 0, text: 'Merhaba, ekonomi yazıma yaptığın yorum için teşekkür ederim.', minutesAgo: 300 },
      { from: 0, text: 'Kaynak önerin varsa bir sonraki yazıda değinmek isterim.', minutesAgo: 298 },
    ],
    unread: [0, 2],
  },
  {
    between: ['uye', 'en'],
    messages: [
      { from: 0, text: 'Hi! Loved your piece on city gardens.', minutesAgo: 10_080 },
      { from: 1, text: 'Thank you! A follow-up is coming next week.', minutesAgo: 10_000 },
    ],
    unread: [0, 0],
  },
  {
    between: ['ru', 'uye'],
    messages: [
      { from: 0, text: 'Здравствуйте! Спасибо, что подписались.', minutesAgo: 4_320 },
      { from: 1, text: 'Спасибо вам за интересные статьи!', minutesAgo: 4_300 },
    ],
    unread: [0, 0],
  },
  {
    between: ['editor', 'admin'],
    messages: [
      { from: 0, text: 'Bugünkü manşet için son onayı verebilir misin?', minutesAgo: 90 },
      { from: 1, text: 'Onayladım, yayına alabilirsin.', minutesAgo: 80 },
      { from: 0, text: 'Tamamdır, teşekkürler.', minutesAgo: 78 },
    ],
    unread: [0, 1],
  },
];

/** Fixed: the same authors every run. */
const PRNG_SEED = 0x6d657373;
const MINUTE_MS = 60_000;

export interface ConversationSeedSummary {
  conversations: number;
  messages: number;
}

async function partyIds(tx: Queryable): Promise<Map<Party, string> | null> {
  const ids = new Map<Party, string>();
  const { rows: accounts } = await tx.query<{ id: string; username: Demo }>(`SELECT id, username FROM users WHERE username = ANY($1::text[])`, [['uye', 'editor', 'admin']]);
  for (const row of accounts) ids.set(row.username, row.id);
  if (ids.size < 3) return null;
  const prng = new Prng(PRNG_SEED);
  for (const edition of EDITIONS) {
    const { rows: authors } = await tx.query<{ id: string }>(`SELECT id FROM users WHERE edition = $1 AND is_active AND deleted_at IS NULL ORDER BY username LIMIT 10`, [edition]);
    if (authors.length > 0) ids.set(edition, prng.pick(authors).id);
  }
  return ids;
}

export async function seedConversations(db: Db, baseDate: Date = SEED_BASE_DATE): Promise<ConversationSeedSummary> {
  return db.transaction(async (tx) => {
    const summary: ConversationSeedSummary = { conversations: 0, messages: 0 };
    const ids = await partyIds(tx);
    if (!ids) return summary;
    const at = (minutesAgo: number) => new Date(baseDate.getTime() - minutesAgo * MINUTE_MS);
    for (const thread of THREADS) {
      const members = thread.between.map((party) => ids.get(party));
      if (members[0] === undefined || members[1] === undefined || members[0] === members[1]) continue;
      const [low, high] = members[0] < members[1] ? [members[0], members[1]] : [members[1], members[0]];
      const newest = thread.messages.at(-1) as SeedThread['messages'][number];
      const { rows: created } = await tx.query<{ id: string }>(
        `INSERT INTO conversations (member_a, member_b, created_at, last_message_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_a, member_b) DO NOTHING RETURNING id`,
        [low, high, at((thread.messages[0] as { minutesAgo: number }).minutesAgo), at(newest.minutesAgo)],
      );
      const conversationId = created[0]?.id;
      if (!conversationId) continue;
      summary.conversations += 1;
      // Oldest first, so seq follows time.
      const seqs: string[] = [];
      for (const message of thread.messages) {
        const { rows } = await tx.query<{ seq: string }>(
          `INSERT INTO messages (conversation_id, sender_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING seq::text AS seq`,
          [conversationId, members[message.from], message.text, at(message.minutesAgo)],
        );
        seqs.push((rows[0] as { seq: string }).seq);
        summary.messages += 1;
      }
      for (const side of [0, 1] as const) {
        const lastRead = thread.messages.length - 1 - thread.unread[side];
        const readMessage = thread.messages[lastRead];
        await tx.query(`INSERT INTO conversation_members (conversation_id, user_id, last_read_seq, last_read_at) VALUES ($1, $2, $3::bigint, $4)`, [
          conversationId,
          members[side],
          lastRead >= 0 ? seqs[lastRead] : '0',
          readMessage ? at(readMessage.minutesAgo) : null,
        ]);
      }
    }
    return summary;
  });
}
