import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { LocalRealtimeBus } from '@meydan/api/core';
import { LOCAL_REDIS_URL, redisReachable, unreachableRedisUrl } from '@meydan/shared/testing/redis';
import { createRealtimeBus, RedisRealtimeBus } from './redis-realtime-bus';

/*
 * The Redis fan-out. The cases that need a Redis use 127.0.0.1:6379 (or REDIS_URL) with a channel
 * prefix of their own, and are skipped when none answers; the degradation cases need no Redis.
 */

const REDIS_URL = process.env['REDIS_URL'] || LOCAL_REDIS_URL;
const describeWithRedis = redisReachable(REDIS_URL) ? describe : describe.skip;

type Event = { topicId: string; value: unknown };

function recorder(bus: RedisRealtimeBus | LocalRealtimeBus) {
  const events: Event[] = [];
  const waiters: Array<() => void> = [];
  bus.subscribe((topicId, value) => {
    events.push({ topicId, value });
    waiters.splice(0).forEach((wake) => wake());
  });
  /** Resolves once `count` events have arrived. */
  const atLeast = async (count: number) => {
    while (events.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return events;
  };
  return { events, atLeast };
}

describeWithRedis('RedisRealtimeBus (Redis on 127.0.0.1:6379)', () => {
  const buses: RedisRealtimeBus[] = [];
  const bus = (channelPrefix: string) => {
    // A loaded CI machine may take longer than production's 500 ms to answer a PUBLISH; a timed-out
    // publish is (by design) an event only this replica hears, which would hang these cases.
    const created = new RedisRealtimeBus({ url: REDIS_URL, channelPrefix, commandTimeoutMs: 5000 });
    buses.push(created);
    return created;
  };

  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
  });

  it('fans an event out to every replica sharing the prefix, once each (the publisher too)', async () => {
    const prefix = `meydan-test:${randomUUID()}:`;
    const [a, b, c] = [bus(prefix), bus(prefix), bus(prefix)];
    expect(await Promise.all([a.ready(), b.ready(), c.ready()])).toEqual([true, true, true]);
    const [atA, atB, atC] = [recorder(a), recorder(b), recorder(c)];

    a.publish('user:1:notifications', { kind: 'count', count: 1 });
    b.publish('conversation:2', { kind: 'typing', conversationId: '2', userId: 'u' });
    const expected = [
      { topicId: 'user:1:notifications', value: { kind: 'count', count: 1 } },
      { topicId: 'conversation:2', value: { kind: 'typing', conversationId: '2', userId: 'u' } },
    ];
    for (const replica of [atA, atB, atC]) {
      const events = await replica.atLeast(2);
      expect([...events].sort((x, y) => x.topicId.localeCompare(y.topicId))).toEqual([...expected].sort((x, y) => x.topicId.localeCompare(y.topicId)));
    }
    // A round trip through Redis after both events: no duplicate arrived meanwhile.
    c.publish('marker', null);
    for (const replica of [atA, atB, atC]) expect((await replica.atLeast(3)).filter((e) => e.topicId !== 'marker')).toHaveLength(2);
  });

  it('subscribes again when a SUBSCRIBE fails on a live connection (e.g. timed out while the process was busy)', async () => {
    const failOnce = jest.spyOn(Redis.prototype, 'subscribe').mockImplementationOnce(() => Promise.reject(new Error('Command timed out')));
    try {
      const prefix = `meydan-test:${randomUUID()}:`;
      const [deafAtFirst, peer] = [bus(prefix), bus(prefix)];
      expect(await Promise.all([deafAtFirst.ready(5000), peer.ready(5000)])).toEqual([true, true]);
      // The first bus: the failed SUBSCRIBE and its retry; the peer: one.
      expect(failOnce).toHaveBeenCalledTimes(3);
      const heard = recorder(deafAtFirst);
      peer.publish('user:1:inbox', 'after the retry');
      expect(await heard.atLeast(1)).toEqual([{ topicId: 'user:1:inbox', value: 'after the retry' }]);
    } finally {
      failOnce.mockRestore();
    }
  });

  it('keeps deployments with different prefixes apart', async () => {
    const prefix = `meydan-test:${randomUUID()}:`;
    const [here, peer, elsewhere] = [bus(prefix), bus(prefix), bus(`meydan-test:${randomUUID()}:`)];
    expect(await Promise.all([here.ready(), elsewhere.ready(), peer.ready()])).toEqual([true, true, true]);
    const [atElsewhere, atPeer] = [recorder(elsewhere), recorder(peer)];
    here.publish('user:1:inbox', 'first');
    elsewhere.publish('user:1:inbox', 'own');
    await atPeer.atLeast(1);
    expect(atPeer.events).toEqual([{ topicId: 'user:1:inbox', value: 'first' }]);
    expect(atElsewhere.events).toEqual([{ topicId: 'user:1:inbox', value: 'own' }]);
  });
});

describe('RedisRealtimeBus without a reachable Redis', () => {
  it("still delivers the replica's own events at once, never throws, and closes promptly", async () => {
    const warnings: string[] = [];
    const log = { warn: (_e: object, message: string) => warnings.push(message), info: () => undefined };
    const bus = new RedisRealtimeBus({ url: await unreachableRedisUrl(), channelPrefix: `meydan-test:${randomUUID()}:`, log, breakerLog: log });
    const { events } = recorder(bus);
    expect(() => bus.publish('user:1:notifications', { kind: 'notification', type: 'followed' })).not.toThrow();
    expect(events).toEqual([{ topicId: 'user:1:notifications', value: { kind: 'notification', type: 'followed' } }]);
    expect(await bus.ready(300)).toBe(false);
    for (let i = 0; i < 50; i += 1) bus.publish('user:1:inbox', i);
    expect(events).toHaveLength(51);
    await bus.close();
    // Warned about the outage once (the process's Redis breaker), not once per event or connection error.
    expect(warnings).toEqual([expect.stringMatching(/^Redis at 127\.0\.0\.1:\d+ is unavailable/)]);
    bus.publish('user:1:inbox', 'after close');
    expect(events).toHaveLength(51);
  });

  it('is the in-process bus when no Redis URL is configured', async () => {
    const bus = createRealtimeBus({});
    expect(bus).toBeInstanceOf(LocalRealtimeBus);
    await bus.close();
  });
});
