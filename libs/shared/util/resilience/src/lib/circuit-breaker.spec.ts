import { type BreakerLog, CircuitBreaker } from './circuit-breaker';

function setup(options: { failureThreshold?: number; retryAfterMs?: number; isFailure?: (error: unknown) => boolean } = {}) {
  const clock = { now: 0 };
  const lines: string[] = [];
  const log: BreakerLog = { warn: (_o, message) => lines.push(`warn ${message}`), info: (_o, message) => lines.push(`info ${message}`) };
  const breaker = new CircuitBreaker({ name: 'Redis at 127.0.0.1:1', now: () => clock.now, log, ...options });
  return { breaker, clock, lines };
}

const down = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
const fallback = (error?: unknown) => (error ? 'failed' : 'refused');

describe('circuit breaker', () => {
  it('opens after N failures in a row, then answers every call from the fallback without calling', async () => {
    const { breaker, lines } = setup({ failureThreshold: 3 });
    const command = jest.fn(down);
    expect(await breaker.run(command, fallback)).toBe('failed');
    expect(await breaker.run(command, fallback)).toBe('failed');
    expect(breaker.state).toBe('closed');
    expect(await breaker.run(command, fallback)).toBe('failed');
    expect(breaker.state).toBe('open');
    for (let i = 0; i < 100; i++) expect(await breaker.run(command, fallback)).toBe('refused');
    expect(command).toHaveBeenCalledTimes(3);
    expect(breaker.stats).toEqual({ calls: 3, failures: 3, rejected: 100, opened: 1 });
    expect(lines).toEqual(['warn Redis at 127.0.0.1:1 is unavailable; working without it (this process only) until it answers again']);
  });

  it('needs the failures in a row: a success in between starts the count again', async () => {
    const { breaker } = setup({ failureThreshold: 2 });
    await breaker.run(down, fallback);
    await breaker.run(async () => 'ok', fallback);
    await breaker.run(down, fallback);
    expect(breaker.state).toBe('closed');
    await breaker.run(down, fallback);
    expect(breaker.state).toBe('open');
  });

  it('lets one probe through after the delay: a failed probe keeps it open (no new warning), a good one closes it (one line)', async () => {
    const { breaker, clock, lines } = setup({ failureThreshold: 1, retryAfterMs: 1000 });
    await breaker.run(down, fallback);
    clock.now = 999;
    const command = jest.fn(down);
    expect(await breaker.run(command, fallback)).toBe('refused');
    expect(breaker.available).toBe(false);
    clock.now = 1000;
    expect(breaker.available).toBe(true);
    expect(await breaker.run(command, fallback)).toBe('failed');
    expect(command).toHaveBeenCalledTimes(1);
    expect(breaker.state).toBe('open');

    clock.now = 2000;
    let release: (value: string) => void = () => undefined;
    const probe = breaker.run(() => new Promise<string>((resolve) => (release = resolve)), fallback);
    expect(breaker.state).toBe('half-open');
    // While the probe is out, the others do not wait for it.
    expect(await breaker.run(async () => 'not called', fallback)).toBe('refused');
    release('ok');
    expect(await probe).toBe('ok');
    expect(breaker.state).toBe('closed');
    expect(await breaker.run(async () => 'called', fallback)).toBe('called');
    expect(lines).toEqual([
      'warn Redis at 127.0.0.1:1 is unavailable; working without it (this process only) until it answers again',
      'info Redis at 127.0.0.1:1 answers again; back to normal',
    ]);
    expect(breaker.stats.opened).toBe(1);
  });

  it('counts failures reported from outside (connection events) and does not count errors that are not outages', async () => {
    const { breaker } = setup({ failureThreshold: 2, isFailure: (error) => (error as Error).name !== 'ReplyError' });
    const reply = () => Promise.reject(Object.assign(new Error('WRONGTYPE'), { name: 'ReplyError' }));
    for (let i = 0; i < 5; i++) expect(await breaker.run(reply, fallback)).toBe('failed');
    expect(breaker.state).toBe('closed');
    breaker.recordFailure(new Error('connect ECONNREFUSED'));
    breaker.recordFailure(new Error('connect ECONNREFUSED'));
    expect(breaker.state).toBe('open');
    expect(await breaker.skip(() => 'skipped')).toBe('skipped');
    expect(breaker.stats.rejected).toBe(1);
  });
});
