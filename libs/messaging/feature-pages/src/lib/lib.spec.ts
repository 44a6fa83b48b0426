import { act, renderHook } from '@testing-library/react';
import type { Message } from '@meydan/shared/contracts';
import { TYPING_VISIBLE_MS, useTypingIndicator } from '../thread/use-typing-indicator';
import { newClientId } from './client-id';
import { actionErrorText, groupByDay } from './format';
import { excerptOf, mergeConversations } from './inbox-model';
import { isSendable, messageLength } from './message-text';
import { confirmedClientIds, lastMineSeen, mergeMessages } from './thread-model';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NOW = Date.parse('2026-03-10T12:00:00.000Z');

function msg(id: string, minute: number, overrides: Partial<Message> = {}): Message {
  return { _id: id, conversationId: 'c1', sender: 'other', message: id, clientId: null, deleted: false, createdAt: new Date(NOW - (60 - minute) * 60_000).toISOString(), ...overrides };
}

describe('mergeMessages', () => {
  it('gives one chronological list from newest-first pages, live messages and deletions', () => {
    const pages = [{ items: [msg('m4', 4), msg('m3', 3)] }, { items: [msg('m2', 2), msg('m1', 1)] }];
    const live = [msg('m5', 5), msg('m4', 4), msg('m5', 5)];
    const merged = mergeMessages(pages, live, new Set(['m2']));
    expect(merged.map((message) => message._id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(merged[1]).toMatchObject({ deleted: true, message: '' });
  });

  it('keeps a deleted copy over a live one', () => {
    const merged = mergeMessages([{ items: [msg('m1', 1, { deleted: true, message: '' })] }], [msg('m1', 1)], new Set());
    expect(merged).toEqual([expect.objectContaining({ _id: 'm1', deleted: true })]);
  });
});

describe('read receipts and confirmations', () => {
  const thread = [msg('m1', 1, { sender: 'me', clientId: 'k1' }), msg('m2', 2), msg('m3', 3, { sender: 'me', clientId: 'k3' }), msg('m4', 4)];

  it('sees my last message when the read mark is on it or later', () => {
    expect(lastMineSeen(thread, 'me', 'm3')).toBe('m3');
    expect(lastMineSeen(thread, 'me', 'm4')).toBe('m3');
    expect(lastMineSeen(thread, 'me', 'm2')).toBeNull();
    expect(lastMineSeen(thread, 'me', 'older-than-loaded')).toBeNull();
    expect(lastMineSeen(thread, 'me', null)).toBeNull();
  });

  it('collects the client ids of my messages the server holds', () => {
    expect([...confirmedClientIds(thread, 'me')].sort()).toEqual(['k1', 'k3']);
  });
});

describe('message text', () => {
  it('counts characters as the API does (an emoji is one) and refuses blank or too long text', () => {
    expect(messageLength('héllo 👋')).toBe(7);
    expect(isSendable('  \n ')).toBe(false);
    expect(isSendable('👋'.repeat(3000))).toBe(true);
    expect(isSendable('a'.repeat(3001))).toBe(false);
  });
});

describe('client ids', () => {
  it('are uuids, also where crypto.randomUUID is missing', () => {
    expect(newClientId()).toMatch(UUID);
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues: original.getRandomValues.bind(original) }, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID);
      Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
      expect(newClientId()).toMatch(UUID);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });
});

describe('list formatting', () => {
  it('groups consecutive messages by day', () => {
    const groups = groupByDay([msg('a', 1), { createdAt: '2026-03-09T10:00:00.000Z' }, { createdAt: '2026-03-01T10:00:00.000Z' }], 'en', { today: 'Today', yesterday: 'Yesterday' }, NOW);
    expect(groups.map((group) => group.label)).toEqual(['Today', 'Yesterday', 'March 01 2026']);
  });

  it('lists each conversation once, by its latest activity', () => {
    const base = { recipient: { _id: 'x', username: 'x', name: null, avatar: null, premium: false, isActive: true }, unreadCount: 0, recipientLastReadMessageId: null, blocked: false };
    const old = { ...base, _id: 'c1', lastMessage: msg('m1', 1), updatedAt: msg('m1', 1).createdAt };
    const moved = { ...old, lastMessage: msg('m9', 9), updatedAt: msg('m9', 9).createdAt };
    const other = { ...base, _id: 'c2', lastMessage: msg('m5', 5), updatedAt: msg('m5', 5).createdAt };
    expect(mergeConversations([{ items: [moved, other] }, { items: [old] }]).map((c) => [c._id, c.lastMessage?._id])).toEqual([
      ['c1', 'm9'],
      ['c2', 'm5'],
    ]);
    expect(excerptOf('one\n\ntwo   three')).toBe('one two three');
    expect(excerptOf('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('action errors (SPEC §8)', () => {
  const t = ((key: string) => `t:${key}`) as never;
  it('show the API’s words for a refusal and "Operation failed" otherwise', () => {
    expect(actionErrorText(t, { statusCode: 403, message: 'You cannot message this member.' })).toBe('You cannot message this member.');
    expect(actionErrorText(t, { statusCode: 500, message: 'internal' })).toBe('t:errors.actionFailed');
    expect(actionErrorText(t, new Error('Network Error'))).toBe('t:errors.actionFailed');
  });
});

describe('typing indicator', () => {
  afterEach(() => jest.useRealTimers());

  it('stays 5 s after the last typing event, and goes when asked', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useTypingIndicator());
    act(() => result.current.show());
    act(() => jest.advanceTimersByTime(TYPING_VISIBLE_MS - 1000));
    act(() => result.current.show());
    act(() => jest.advanceTimersByTime(TYPING_VISIBLE_MS - 1000));
    expect(result.current.typing).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.typing).toBe(false);
    act(() => result.current.show());
    act(() => result.current.hide());
    expect(result.current.typing).toBe(false);
  });
});
