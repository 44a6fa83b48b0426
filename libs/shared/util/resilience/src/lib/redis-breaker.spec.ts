import { isRedisOutage, redisBreaker } from './redis-breaker';

describe('redis breaker registry', () => {
  it('hands every user of one Redis in the process the same breaker, named without credentials', () => {
    const first = redisBreaker('redis://:secret@127.0.0.1:6390/0');
    expect(redisBreaker('redis://:secret@127.0.0.1:6390/0')).toBe(first);
    expect(redisBreaker('redis://127.0.0.1:6391')).not.toBe(first);
    expect(first.name).toBe('Redis at 127.0.0.1:6390');
  });

  it('tells outages from replies about the command', () => {
    expect(isRedisOutage(new Error('Command timed out'))).toBe(true);
    expect(isRedisOutage(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isRedisOutage(Object.assign(new Error('LOADING Redis is loading the dataset in memory'), { name: 'ReplyError' }))).toBe(true);
    expect(isRedisOutage(Object.assign(new Error('WRONGTYPE Operation against a key holding the wrong kind of value'), { name: 'ReplyError' }))).toBe(false);
  });
});
