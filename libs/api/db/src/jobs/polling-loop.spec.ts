import { DatabaseUnavailableError } from '../unavailable';
import { PollingLoop } from './polling-loop';

describe('polling loop during a database outage', () => {
  it('logs an outage once, not once per round, and again after a recovery', async () => {
    const outcomes: Array<'down' | 'ok' | 'bug'> = ['down', 'down', 'down', 'ok', 'down', 'bug', 'bug'];
    const logged: string[] = [];
    const loop = new PollingLoop({
      name: 'test worker',
      pollIntervalMs: 60_000,
      batchSize: 10,
      stopTimeoutMs: 100,
      sweepEveryMs: Number.POSITIVE_INFINITY,
      now: () => 0,
      sweep: async () => undefined,
      runOnce: async () => {
        const outcome = outcomes.shift();
        if (outcome === 'down') throw new DatabaseUnavailableError(new Error('connect ECONNREFUSED'));
        if (outcome === 'bug') throw new Error('a real bug');
        return { claimed: 0 };
      },
      logger: { error: (_object, message) => logged.push(message) },
    });
    loop.start();
    for (let round = 0; round < 7; round++) {
      await loop.idle();
      if (round < 6) loop.nudge();
    }
    await loop.stop();
    expect(logged).toEqual([
      'test worker: the database is unavailable; polling on until it is back',
      'test worker: the database is unavailable; polling on until it is back',
      'test worker round failed',
      'test worker round failed',
    ]);
  });
});
