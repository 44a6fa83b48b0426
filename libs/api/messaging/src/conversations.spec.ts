import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import type { Conversation, Message } from '@meydan/shared/contracts';
import { isConversationMember } from './membership';
import { buildMessagingApp, caller, countRows, MessagingFixtures, type TestMember } from './testing/messaging-test-app';

jest.setTimeout(240_000);

describe.each(['postgres', 'pglite'] as const)('conversations API on %s', (engine) => {
  let testDb: TestDatabase;
  let fx: MessagingFixtures;
  let app: FastifyInstance;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
    fx = new MessagingFixtures(testDb.db);
    app = await buildMessagingApp(testDb.db, fx);
    call = caller(app);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  const start = (who: TestMember | null, recipient: string) => call('POST', '/conversations/', who, { recipient });
  const create = (who: TestMember | null, recipient: string, message: string, clientId?: string) =>
    call('POST', '/conversations/create', who, { recipient, message, ...(clientId ? { clientId } : {}) });
  const send = (who: TestMember | null, id: string, message: string, clientId?: string, headers: Record<string, string> = {}) =>
    call('POST', `/conversations/${id}`, who, { message, ...(clientId ? { clientId } : {}) }, headers);
  const thread = (who: TestMember | null, id: string, query = '') => call('GET', `/conversations/${id}/messages${query}`, who);
  const conversation = async (who: TestMember, id: string): Promise<Conversation> => (await call('GET', `/conversations/${id}`, who)).json();
  const list = async (who: TestMember, query = ''): Promise<Conversation[]> => (await call('GET', `/conversations${query}`, who)).json().items;
  const count = async (who: TestMember) => (await call('GET', '/conversations/count', who)).json();
  const texts = (items: Message[]) => items.map((m) => m.message);
  const messageRows = (id: string) => countRows(testDb.db, 'messages WHERE conversation_id = $1', [id]);

  /** A conversation between two new members with `messages` sent alternately, a first. */
  async function pairWith(messages: string[] = []): Promise<{ a: TestMember; b: TestMember; id: string; sent: Message[] }> {
    const [a, b] = [await fx.member(), await fx.member()];
    const id = (await start(a, b.username)).json()._id as string;
    const sent: Message[] = [];
    for (const [index, text] of messages.entries()) {
      const response = await send(index % 2 === 0 ? a : b, id, text);
      expect(response.statusCode).toBe(201);
      sent.push(response.json().message);
    }
    return { a, b, id, sent };
  }

  describe('starting and finding a conversation', () => {
    it('opens one conversation per pair, whoever starts it, and finds it by uuid or username', async () => {
      const [a, b] = [await fx.member(), await fx.member()];
      expect((await call('GET', `/conversations/find?recipient=${b.username}`, a)).statusCode).toBe(404);
      const opened = await start(a, b.username.toUpperCase());
      expect(opened.statusCode).toBe(201);
      expect(opened.headers['cache-control']).toBe('private, no-store');
      const body: Conversation = opened.json();
      expect(body).toEqual({
        _id: expect.any(String),
        recipient: { _id: b.id, username: b.username, name: `Name ${b.username}`, avatar: null, premium: false, isActive: true },
        lastMessage: null,
        unreadCount: 0,
        recipientLastReadMessageId: null,
        blocked: false,
        updatedAt: expect.any(String),
      });
      const again = await start(a, b.id);
      expect([again.statusCode, again.json()._id]).toEqual([200, body._id]);
      const fromOtherSide = await start(b, a.id);
      expect([fromOtherSide.statusCode, fromOtherSide.json()._id, fromOtherSide.json().recipient._id]).toEqual([200, body._id, a.id]);
      expect(await countRows(testDb.db, 'conversations WHERE id = $1', [body._id])).toBe(1);
      for (const ref of [b.id, b.username]) {
        const found = await call('GET', `/conversations/find?recipient=${ref}`, a);
        expect([found.statusCode, found.json()._id]).toEqual([200, body._id]);
      }
      // Without a message yet it stays out of both lists.
      expect(await list(a)).toEqual([]);
      expect(await list(b)).toEqual([]);
      // The path without the trailing slash works the same.
      expect((await call('POST', '/conversations', a, { recipient: b.id })).json()._id).toBe(body._id);
    });

    it('answers a missing conversation with the same localized 404 whatever the member', async () => {
      const me = await fx.member();
      const other = await fx.member();
      for (const ref of [other.username, 'nobody-here', me.username, '00000000-0000-4000-8000-0000000000ff']) {
        const response = await call('GET', `/conversations/find?recipient=${ref}`, me, undefined, { 'x-edition': 'en' });
        expect([ref, response.statusCode, response.json()]).toEqual([ref, 404, { message: 'This conversation could not be found.', statusCode: 404 }]);
      }
      expect((await call('GET', '/conversations/find', me)).statusCode).toBe(400);
    });

    it('refuses oneself (400), an unknown, deactivated or deleted member (404) and a visitor (401)', async () => {
      const me = await fx.member();
      expect((await start(me, me.username)).json()).toEqual({ message: 'Kendine mesaj gönderemezsin.', statusCode: 400 });
      const frozen = await fx.member();
      await fx.deactivate(frozen);
      const gone = await fx.member({ deleted: true, active: false });
      for (const ref of ['nobody-here', frozen.id, gone.username]) {
        const response = await start(me, ref);
        expect([ref, response.statusCode, response.json().message]).toEqual([ref, 404, 'Bu üye bulunamadı.']);
      }
      expect((await start(null, frozen.id)).statusCode).toBe(401);
      expect(await countRows(testDb.db, 'conversation_members WHERE user_id = $1', [me.id])).toBe(0);
    });

    it('opens no conversation across a block, but still finds one that exists (read-only)', async () => {
      const [me, blocker, other] = [await fx.member(), await fx.member(), await fx.member()];
      await fx.block(blocker, me);
      const refused = await start(me, blocker.id);
      expect(refused.json()).toEqual({ message: 'Bu üyeyle mesajlaşamazsın: aranızda bir engelleme var.', statusCode: 403 });
      expect((await start(blocker, me.id)).statusCode).toBe(403);
      expect(await countRows(testDb.db, 'conversation_members WHERE user_id = $1', [me.id])).toBe(0);

      const id = (await start(me, other.id)).json()._id;
      await fx.block(me, other);
      const existing = await start(other, me.id);
      expect([existing.statusCode, existing.json()._id, existing.json().blocked]).toEqual([200, id, true]);
    });
  });

  describe('sending', () => {
    it('creates the conversation with its first message in one step, and reuses it afterwards', async () => {
      const [a, b] = [await fx.member(), await fx.member()];
      const first = await create(a, b.username, '  Merhaba!  ');
      expect(first.statusCode).toBe(201);
      const { message, conversation: conv } = first.json();
      expect(message).toEqual({ _id: expect.any(String), conversationId: conv._id, sender: a.id, message: 'Merhaba!', clientId: null, deleted: false, createdAt: expect.any(String) });
      expect(conv.lastMessage).toEqual(message);
      expect(conv.unreadCount).toBe(0);
      const second = await create(a, b.id, 'Nasılsın?');
      expect([second.statusCode, second.json().conversation._id]).toEqual([201, conv._id]);
      expect(await messageRows(conv._id)).toBe(2);
      const [listed] = await list(b);
      expect(listed).toMatchObject({ _id: conv._id, unreadCount: 2, recipient: { _id: a.id }, lastMessage: { message: 'Nasılsın?' } });
      expect(await count(b)).toEqual({ count: 1, messages: 2 });
      expect(await count(a)).toEqual({ count: 0, messages: 0 });
    });

    it('sends into an existing conversation: 201, text trimmed and stored as plain text', async () => {
      const { a, b, id } = await pairWith();
      const response = await send(b, id, '\u200b  <b>selam</b>\r\n\r\n\r\n\r\nnasılsın?\t ');
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toMatchObject({ sender: b.id, message: '<b>selam</b>\n\nnasılsın?' });
      expect(response.json().conversation).toMatchObject({ _id: id, recipient: { _id: a.id }, lastMessage: { _id: response.json().message._id } });
    });

    it('takes 3000 characters (counted as a reader counts them) and refuses 3001 or a blank message, in the request language', async () => {
      const { a, id } = await pairWith();
      expect((await send(a, id, 'a'.repeat(3000))).statusCode).toBe(201);
      expect((await send(a, id, '😀'.repeat(3000))).statusCode).toBe(201);
      expect((await send(a, id, 'a'.repeat(3001))).json()).toEqual({ message: 'Mesaj en fazla 3000 karakter olabilir.', statusCode: 400 });
      expect((await send(a, id, 'a'.repeat(3001), undefined, { 'x-edition': 'en' })).json().message).toBe('Messages can be at most 3000 characters long.');
      // 3000 characters that normalizing (NFC) lengthens are refused too, not stored past the limit.
      expect((await send(a, id, '\ufb1d'.repeat(3000))).statusCode).toBe(400);
      for (const blank of ['', '   ', '\n\t', '\u200b\u200b']) {
        const response = await send(a, id, blank, undefined, { 'x-edition': 'ru' });
        expect([JSON.stringify(blank), response.json()]).toEqual([JSON.stringify(blank), { message: 'Напишите сообщение.', statusCode: 400 }]);
      }
      expect((await call('POST', `/conversations/${id}`, a, {})).json().message).toBe('Lütfen bir mesaj yaz.');
      expect(await messageRows(id)).toBe(2);
      const { rows } = await testDb.db.query<{ n: number }>(`SELECT max(char_length(body))::int AS n FROM messages WHERE conversation_id = $1`, [id]);
      expect(rows[0]?.n).toBe(3000);
    });

    it('de-duplicates retries by the client id: the stored message again with 200, one row, nothing changed', async () => {
      const { a, b, id } = await pairWith();
      const first = await send(a, id, 'Bir kez gitmeli', 'c-1');
      expect(first.statusCode).toBe(201);
      expect(first.json().message.clientId).toBe('c-1');
      const retry = await send(a, id, 'Bir kez gitmeli (tekrar)', 'c-1');
      expect(retry.statusCode).toBe(200);
      expect(retry.json().message).toEqual(first.json().message);
      expect(await messageRows(id)).toBe(1);
      expect(await count(b)).toEqual({ count: 1, messages: 1 });
      // The same client id from the other member is their own message.
      expect((await send(b, id, 'Benden de', 'c-1')).statusCode).toBe(201);
      // A retried first message neither opens another conversation nor sends twice.
      const c = await fx.member();
      const created = await create(a, c.username, 'İlk mesaj', 'first-1');
      const createdAgain = await create(a, c.id, 'İlk mesaj', 'first-1');
      expect([created.statusCode, createdAgain.statusCode]).toEqual([201, 200]);
      expect(createdAgain.json()).toEqual({ ...created.json(), conversation: expect.objectContaining({ _id: created.json().conversation._id }) });
      expect(await messageRows(created.json().conversation._id)).toBe(1);
      // Concurrent retries of the same send store one message.
      const racing = await Promise.all([send(a, id, 'aynı anda', 'race-1'), send(a, id, 'aynı anda', 'race-1'), send(a, id, 'aynı anda', 'race-1')]);
      expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(racing.map((r) => r.json().message._id)).size).toBe(1);
      expect(await countRows(testDb.db, 'messages WHERE sender_id = $1 AND client_id = $2', [a.id, 'race-1'])).toBe(1);
    });

    it('refuses a client id the sender used in another conversation (409) and stores nothing', async () => {
      const { a, id } = await pairWith();
      const other = await pairWith();
      const c = await fx.member();
      await create(a, c.id, 'İlk', 'shared-id');
      const response = await send(a, id, 'Başka bir yere', 'shared-id', { 'x-edition': 'en' });
      expect(response.json()).toEqual({ message: 'This message was already sent in another conversation.', statusCode: 409 });
      expect((await create(a, other.b.id, 'Yine', 'shared-id')).statusCode).toBe(409);
      expect(await messageRows(id)).toBe(0);
      expect(await countRows(testDb.db, 'conversation_members WHERE user_id = $1', [other.b.id])).toBe(1);
    });

    it('refuses a message to oneself (400)', async () => {
      const me = await fx.member();
      const response = await create(me, me.id, 'Not to self');
      expect(response.json()).toEqual({ message: 'Kendine mesaj gönderemezsin.', statusCode: 400 });
      expect(await countRows(testDb.db, 'messages WHERE sender_id = $1', [me.id])).toBe(0);
    });

    it('stops messages both ways while a block stands, and lets them through again after unblocking', async () => {
      const { a, b, id } = await pairWith(['önce']);
      await fx.block(a, b);
      for (const [who, other] of [
        [a, b],
        [b, a],
      ] as const) {
        const sent = await send(who, id, 'engelli');
        expect(sent.json()).toEqual({ message: 'Bu üyeyle mesajlaşamazsın: aranızda bir engelleme var.', statusCode: 403 });
        const created = await create(who, other.id, 'engelli', `blocked-${who.id}`);
        expect(created.statusCode).toBe(403);
        expect((await conversation(who, id)).blocked).toBe(true);
      }
      expect(await messageRows(id)).toBe(1);
      // Reading the history still works.
      expect(texts((await thread(b, id)).json().items)).toEqual(['önce']);
      await fx.unblock(a, b);
      expect((await send(b, id, 'yeniden')).statusCode).toBe(201);
      expect((await create(a, b.id, 'tekrar')).statusCode).toBe(201);
      expect((await conversation(a, id)).blocked).toBe(false);
    });

    it('refuses a recipient who deactivated (403) or deleted the account, and hides the conversation until they return', async () => {
      const { a, b, id } = await pairWith(['selam']);
      await fx.deactivate(b);
      const response = await send(a, id, 'orada mısın?', undefined, { 'x-edition': 'en' });
      expect(response.json()).toEqual({ message: 'This member’s account is not active, so you cannot send them messages.', statusCode: 403 });
      expect((await create(a, b.id, 'orada mısın?')).statusCode).toBe(404);
      expect(await list(a)).toEqual([]);
      expect((await conversation(a, id)).recipient.isActive).toBe(false);
      await fx.reactivate(b);
      expect((await list(a)).map((c) => c._id)).toEqual([id]);
      expect((await send(a, id, 'hoş geldin')).statusCode).toBe(201);
      // A deleted account: the same refusal, and nothing stored.
      await testDb.db.query(`UPDATE users SET is_active = false, deleted_at = now() WHERE id = $1`, [b.id]);
      expect((await send(a, id, 'hâlâ orada mısın?')).json().message).toBe('Bu üyenin hesabı şu anda etkin değil, bu yüzden ona mesaj gönderemezsin.');
      expect(await messageRows(id)).toBe(2);
    });
  });

  describe('reading', () => {
    it('pages newest first, 15 by default, and pages back by a stable cursor', async () => {
      const numbered = Array.from({ length: 20 }, (_, i) => `m${i + 1}`);
      const { a, id } = await pairWith(numbered);
      const first = await thread(a, id);
      expect(first.statusCode).toBe(200);
      expect(texts(first.json().items)).toEqual(numbered.slice(5).reverse());
      expect(first.json().pagination).toEqual({ page: 1, limit: 15, total: 20, totalPages: 2, hasNextPage: true });
      expect(first.json().conversation._id).toBe(id);
      const second = await thread(a, id, '?page=2');
      expect(texts(second.json().items)).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
      expect(second.json().pagination.hasNextPage).toBe(false);
      // The cursor is unaffected by a message arriving meanwhile (a page number would shift).
      const oldest = first.json().items.at(-1)._id;
      await send(a, id, 'm21');
      const before = await thread(a, id, `?before=${oldest}&limit=3`);
      expect(texts(before.json().items)).toEqual(['m5', 'm4', 'm3']);
      expect(before.json().pagination).toEqual({ page: 1, limit: 3, hasNextPage: true });
      const rest = await thread(a, id, `?before=${before.json().items.at(-1)._id}&limit=3`);
      expect(texts(rest.json().items)).toEqual(['m2', 'm1']);
      expect(rest.json().pagination.hasNextPage).toBe(false);
      expect((await thread(a, id, '?limit=51')).statusCode).toBe(400);
    });

    it('404s a cursor from another conversation', async () => {
      const { a, id } = await pairWith(['x']);
      const other = await pairWith(['y']);
      const response = await thread(a, id, `?before=${other.sent[0]?._id}`);
      expect([response.statusCode, response.json().message]).toEqual([404, 'Bu mesaj bulunamadı. Silinmiş olabilir.']);
    });

    it('keeps read state per member: unread counts, a mark that only moves forward, and the other member’s read receipt', async () => {
      const { a, b, id, sent } = await pairWith(['a1']);
      await send(a, id, 'a2');
      await send(a, id, 'a3');
      const c = await fx.member();
      await create(c, b.id, 'c1');
      expect(await count(b)).toEqual({ count: 2, messages: 4 });
      expect((await conversation(b, id)).unreadCount).toBe(3);
      expect((await conversation(a, id)).recipientLastReadMessageId).toBeNull();

      // Reading without marking leaves the counts.
      const peek = await thread(b, id, '?markRead=false');
      expect(peek.json().conversation.unreadCount).toBe(3);
      expect(await count(b)).toEqual({ count: 2, messages: 4 });

      // A read mark up to a1: a2 and a3 are still unread.
      const marked = await call('POST', `/conversations/${id}/read`, b, { messageId: sent[0]?._id });
      expect(marked.json()).toEqual({ count: 2, messages: 3 });
      expect((await conversation(a, id)).recipientLastReadMessageId).toBe(sent[0]?._id);

      // Opening the thread marks it read up to the newest message.
      const opened = await thread(b, id);
      expect(opened.json().conversation.unreadCount).toBe(0);
      expect(await count(b)).toEqual({ count: 1, messages: 1 });
      const newest = opened.json().items[0]._id;
      expect((await conversation(a, id)).recipientLastReadMessageId).toBe(newest);

      // Never back: an older message id changes nothing.
      expect((await call('POST', `/conversations/${id}/read`, b, { messageId: sent[0]?._id })).json()).toEqual({ count: 1, messages: 1 });
      expect((await conversation(a, id)).recipientLastReadMessageId).toBe(newest);
      // No body: the newest. A message of another conversation: 404.
      expect((await call('POST', `/conversations/${(await list(b)).find((x) => x.recipient._id === c.id)?._id}/read`, b, {})).json()).toEqual({ count: 0, messages: 0 });
      expect((await call('POST', `/conversations/${id}/read`, b, { messageId: (await pairWith(['z'])).sent[0]?._id })).statusCode).toBe(404);
      // The sender's own messages never count as unread for them.
      expect(await count(a)).toEqual({ count: 0, messages: 0 });
    });

    it('marks the thread read for the sender when they reply', async () => {
      const { a, b, id } = await pairWith(['a1']);
      await send(a, id, 'a2');
      expect(await count(b)).toEqual({ count: 1, messages: 2 });
      const reply = await send(b, id, 'b1');
      expect(reply.json().conversation.unreadCount).toBe(0);
      expect(await count(b)).toEqual({ count: 0, messages: 0 });
      expect((await conversation(a, id)).recipientLastReadMessageId).toBe(reply.json().message._id);
    });

    it('lists conversations newest activity first, with pages and hasNextPage', async () => {
      const me = await fx.member();
      const others = [await fx.member(), await fx.member(), await fx.member()];
      const ids: string[] = [];
      for (const other of others) ids.push((await create(other, me.id, `from ${other.username}`)).json().conversation._id);
      await send(me, ids[0] as string, 'yanıt');
      const all = await call('GET', '/conversations', me);
      expect(all.json().items.map((c: Conversation) => c._id)).toEqual([ids[0], ids[2], ids[1]]);
      expect(all.json().pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1, hasNextPage: false });
      expect(all.json().items[0]).toMatchObject({ lastMessage: { message: 'yanıt', sender: me.id }, unreadCount: 0 });
      expect(all.json().items[1]).toMatchObject({ recipient: { _id: others[2]?.id }, unreadCount: 1 });
      const paged = await call('GET', '/conversations?limit=2&page=2&useHasNextPage=true', me);
      expect(paged.json().items.map((c: Conversation) => c._id)).toEqual([ids[1]]);
      expect(paged.json().pagination).toEqual({ page: 2, limit: 2, hasNextPage: false });
      expect((await call('GET', '/conversations?limit=1&useHasNextPage=true', me)).json().pagination).toEqual({ page: 1, limit: 1, hasNextPage: true });
    });
  });

  describe('deleting', () => {
    it('lets the sender delete their own message: both see a deleted line, it no longer counts as unread', async () => {
      const { a, b, id, sent } = await pairWith(['a1', 'b1']);
      const mine = await send(a, id, 'yanlışlıkla');
      expect(await count(b)).toEqual({ count: 1, messages: 1 });
      const messageId = mine.json().message._id;
      const response = await call('DELETE', `/conversations/${id}/${messageId}`, a);
      expect(response.statusCode).toBe(204);
      for (const who of [a, b]) {
        const [newest] = (await thread(who, id, '?markRead=false')).json().items;
        expect(newest).toEqual({ ...mine.json().message, message: '', deleted: true });
        expect((await conversation(who, id)).lastMessage).toMatchObject({ _id: messageId, deleted: true, message: '' });
      }
      expect(await count(b)).toEqual({ count: 0, messages: 0 });
      const { rows } = await testDb.db.query<{ body: string }>(`SELECT body FROM messages WHERE id = $1`, [messageId]);
      expect(rows[0]?.body).toBe('');
      // Again: nothing changes.
      expect((await call('DELETE', `/conversations/${id}/${messageId}`, a)).statusCode).toBe(204);
      // Someone else's message: 403 for the other member, and the message stays.
      const refused = await call('DELETE', `/conversations/${id}/${sent[1]?._id}`, a);
      expect(refused.json()).toEqual({ message: 'Yalnızca kendi mesajlarını silebilirsin.', statusCode: 403 });
      expect((await thread(a, id)).json().items.find((m: Message) => m._id === sent[1]?._id)?.deleted).toBe(false);
      // A message of another conversation, or none at all: 404.
      const other = await pairWith(['z']);
      expect((await call('DELETE', `/conversations/${id}/${other.sent[0]?._id}`, other.a)).statusCode).toBe(404);
      expect((await call('DELETE', `/conversations/${id}/00000000-0000-4000-8000-0000000000ff`, a)).statusCode).toBe(404);
    });

    it('hides a deleted conversation for the asker only, until a newer message arrives (the old ones stay hidden)', async () => {
      const { a, b, id } = await pairWith(['a1', 'b1', 'a2']);
      expect(await count(b)).toEqual({ count: 1, messages: 1 });
      expect((await call('DELETE', `/conversations/${id}`, b)).statusCode).toBe(204);
      expect(await list(b)).toEqual([]);
      expect(await count(b)).toEqual({ count: 0, messages: 0 });
      const cleared = await conversation(b, id);
      expect([cleared.lastMessage, cleared.unreadCount]).toEqual([null, 0]);
      expect((await thread(b, id)).json().items).toEqual([]);
      // The other member keeps everything.
      expect(texts((await thread(a, id)).json().items)).toEqual(['a2', 'b1', 'a1']);
      expect((await list(a)).map((c) => c._id)).toEqual([id]);
      // A new message brings it back, without the old messages.
      await send(a, id, 'a3');
      expect((await list(b)).map((c) => [c._id, c.unreadCount, c.lastMessage?.message])).toEqual([[id, 1, 'a3']]);
      expect(texts((await thread(b, id)).json().items)).toEqual(['a3']);
      // The old messages cannot be reached by cursor or deleted by the member who hid them either.
      const page = (await thread(b, id, `?before=${(await thread(a, id)).json().items[1]._id}`)).json();
      expect(page.items).toEqual([]);
      expect(await messageRows(id)).toBe(4);
    });

    it('deleting a conversation with no messages changes nothing', async () => {
      const [a, b] = [await fx.member(), await fx.member()];
      const id = (await start(a, b.id)).json()._id;
      expect((await call('DELETE', `/conversations/${id}`, a)).statusCode).toBe(204);
      await send(b, id, 'ilk');
      expect((await list(a)).map((c) => c.lastMessage?.message)).toEqual(['ilk']);
    });
  });

  describe('authorization', () => {
    it('asks a visitor to sign in on every route and changes nothing', async () => {
      const { id, sent } = await pairWith(['a1']);
      const routes: Array<[string, string, unknown?]> = [
        ['GET', '/conversations'],
        ['GET', '/conversations/count'],
        ['GET', '/conversations/find?recipient=uye'],
        ['GET', `/conversations/${id}`],
        ['GET', `/conversations/${id}/messages`],
        ['POST', `/conversations/${id}`, { message: 'x' }],
        ['POST', '/conversations/', { recipient: 'uye' }],
        ['POST', '/conversations/create', { recipient: 'uye', message: 'x' }],
        ['POST', `/conversations/${id}/read`, {}],
        ['DELETE', `/conversations/${id}/${sent[0]?._id}`],
        ['DELETE', `/conversations/${id}`],
      ];
      for (const [method, url, payload] of routes) {
        const response = await call(method as 'GET', url, null, payload);
        expect([method, url, response.statusCode, response.json().message]).toEqual([method, url, 401, 'Bu işlem için giriş yapmalısın.']);
      }
      expect(await messageRows(id)).toBe(1);
    });

    it('shows another member’s conversation to nobody else: 404 everywhere, nothing changed (no IDOR)', async () => {
      const { a, b, id, sent } = await pairWith(['a1', 'b1']);
      const stranger = await fx.member({ role: 'admin' });
      const attempts: Array<[string, string, unknown?]> = [
        ['GET', `/conversations/${id}`],
        ['GET', `/conversations/${id}/messages`],
        ['GET', `/conversations/${id}/messages?before=${sent[1]?._id}`],
        ['POST', `/conversations/${id}`, { message: 'içeri sızma' }],
        ['POST', `/conversations/${id}/read`, {}],
        ['DELETE', `/conversations/${id}/${sent[0]?._id}`],
        ['DELETE', `/conversations/${id}`],
      ];
      for (const [method, url, payload] of attempts) {
        const response = await call(method as 'GET', url, stranger, payload);
        expect([method, url, response.statusCode, response.json().message]).toEqual([method, url, 404, 'Bu konuşma bulunamadı.']);
      }
      // The same answer as for a conversation that does not exist.
      expect((await call('GET', '/conversations/00000000-0000-4000-8000-0000000000ff', stranger)).statusCode).toBe(404);
      expect(await messageRows(id)).toBe(2);
      expect((await thread(a, id, '?markRead=false')).json().items.every((m: Message) => !m.deleted)).toBe(true);
      expect(await count(a)).toEqual({ count: 1, messages: 1 });
      expect(await list(stranger)).toEqual([]);
      expect(await isConversationMember(testDb.db, id, a.id)).toBe(true);
      expect(await isConversationMember(testDb.db, id, b.id)).toBe(true);
      expect(await isConversationMember(testDb.db, id, stranger.id)).toBe(false);
      expect(await isConversationMember(testDb.db, 'not-a-uuid', a.id)).toBe(false);
    });

    it('acts for the asker only: a body naming another sender is ignored', async () => {
      const { a, b, id } = await pairWith();
      const response = await call('POST', `/conversations/${id}`, a, { message: 'benden', sender: b.id });
      expect([response.statusCode, response.json().message.sender]).toEqual([201, a.id]);
    });

    it('refuses a write from another site’s page', async () => {
      const { a, id } = await pairWith();
      const response = await send(a, id, 'csrf', undefined, { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(await messageRows(id)).toBe(0);
    });

    it('validates ids in the path', async () => {
      const me = await fx.member();
      expect((await call('GET', '/conversations/not-a-uuid', me)).statusCode).toBe(400);
    });
  });
});

describe('conversations rate limit', () => {
  let testDb: TestDatabase;
  let fx: MessagingFixtures;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fx = new MessagingFixtures(testDb.db);
    app = await buildMessagingApp(testDb.db, fx, { messageLimits: { send: { max: 2, windowMs: 60_000 }, write: { max: 100, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  it('stops a member past the send limit with 429 and Retry-After, and only that member', async () => {
    const call = caller(app);
    const [a, b] = [await fx.member(), await fx.member()];
    const id = (await call('POST', '/conversations/', a, { recipient: b.id })).json()._id;
    expect((await call('POST', `/conversations/${id}`, a, { message: '1' })).statusCode).toBe(201);
    expect((await call('POST', '/conversations/create', a, { recipient: b.id, message: '2' })).statusCode).toBe(201);
    const limited = await call('POST', `/conversations/${id}`, a, { message: '3' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toBe('Çok fazla istek gönderdin. Lütfen biraz sonra tekrar dene.');
    expect((await call('POST', `/conversations/${id}`, b, { message: 'benim sıram' })).statusCode).toBe(201);
    expect(await countRows(testDb.db, 'messages WHERE conversation_id = $1', [id])).toBe(3);
  });
});
