import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { claimDueJobs, countSubjectJobs, enqueueJob } from './job-queue';
import { type JobHandler, JobWorker, type JobWorkerOptions, PermanentJobError } from './job-worker';

// A fresh PGlite database runs every migration (several seconds).
jest.setTimeout(60_000);

interface JobRow {
  state: string;
  attempts: number;
  run_after: Date;
  last_error: string | null;
}

// The same behaviour on a PostgreSQL server (when one is reachable) and on embedded PGlite.
describe.each(['postgres', 'pglite'] as const)('jobs table and worker on %s', (engine) => {
  let testDb: TestDatabase;
  const clock = { now: 0 };
  const workers: JobWorker[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine: engine === 'pglite' ? 'pglite' : undefined });
  });

  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await testDb?.cleanup();
  });

  beforeEach(async () => {
    // Rows get run_after = the database's now(); the worker's clock starts just after it.
    clock.now = Date.now() + 1000;
    await testDb.db.query('DELETE FROM jobs');
  });

  function worker(handlers: JobWorkerOptions['handlers'], options: Partial<JobWorkerOptions> = {}): JobWorker {
    const created = new JobWorker({ db: testDb.db, handlers, now: () => clock.now, retryJitter: 0, retryDelaysMs: [1000, 5000], ...options });
    workers.push(created);
    return created;
  }

  async function row(id: string): Promise<JobRow> {
    const { rows } = await testDb.db.query<JobRow>('SELECT state, attempts, run_after, last_error FROM jobs WHERE id = $1', [id]);
    if (!rows[0]) throw new Error(`no job ${id}`);
    return { ...rows[0], attempts: Number(rows[0].attempts), run_after: new Date(rows[0].run_after) };
  }

  it('runs a job queued in a committed transaction, and none from a rolled-back one', async () => {
    const seen: unknown[] = [];
    const handler: JobHandler<{ n: number }> = { run: async (job) => void seen.push(job.payload.n) };
    const { id } = await testDb.db.transaction((tx) => enqueueJob(tx, { type: 'count', payload: { n: 1 }, subject: 'u1' }));
    await expect(
      testDb.db.transaction(async (tx) => {
        await enqueueJob(tx, { type: 'count', payload: { n: 2 } });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');

    expect(await worker({ count: handler }).runOnce()).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });
    expect(seen).toEqual([1]);
    expect(await row(id)).toMatchObject({ state: 'done', attempts: 1, last_error: null });
    expect(await countSubjectJobs(testDb.db, 'count', 'u1', new Date(clock.now - 60_000))).toBe(1);
  });

  it('queues one job per type and dedupe key, even in two transactions', async () => {
    const first = await testDb.db.transaction((tx) => enqueueJob(tx, { type: 'count', payload: { n: 1 }, dedupeKey: 'once' }));
    expect(first.duplicate).toBe(false);
    expect(await testDb.db.transaction((tx) => enqueueJob(tx, { type: 'count', payload: { n: 2 }, dedupeKey: 'once' }))).toEqual({ id: first.id, duplicate: true });
    // The key is the type's: another type, or no key, always queues.
    expect((await enqueueJob(testDb.db, { type: 'other', payload: {}, dedupeKey: 'once' })).duplicate).toBe(false);
    expect((await enqueueJob(testDb.db, { type: 'count', payload: { n: 3 } })).duplicate).toBe(false);
    expect((await enqueueJob(testDb.db, { type: 'count', payload: { n: 4 } })).duplicate).toBe(false);
    await expect(enqueueJob(testDb.db, { type: 'count', payload: {}, dedupeKey: '' })).rejects.toThrow(/dedupeKey must be 1 to 200 characters/);
    const { rows } = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs');
    expect(rows[0]?.n).toBe(4);
  });

  it('retries a failed run after the backoff, then gives up and calls the failure handler', async () => {
    const failed = jest.fn(async () => undefined);
    const run = jest.fn(async () => {
      throw new Error('disk full');
    });
    const { id } = await enqueueJob(testDb.db, { type: 'flaky', payload: {} });
    const flaky = worker({ flaky: { run, failed } });

    expect(await flaky.runOnce()).toEqual({ claimed: 1, done: 0, retried: 1, failed: 0 });
    const first = await row(id);
    expect(first).toMatchObject({ state: 'queued', attempts: 1, last_error: 'disk full' });
    expect(first.run_after.getTime()).toBe(clock.now + 1000);
    // Not due before its backoff.
    expect((await flaky.runOnce()).claimed).toBe(0);

    clock.now += 1000;
    expect(await flaky.runOnce()).toMatchObject({ retried: 1 });
    expect((await row(id)).run_after.getTime()).toBe(clock.now + 5000);
    clock.now += 5000;
    expect(await flaky.runOnce()).toMatchObject({ failed: 1 });
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 3, last_error: 'disk full' });
    expect(run).toHaveBeenCalledTimes(3);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ id, attempts: 3 }), 'disk full');
  });

  it('fails at once on a permanent error, and a job that recovers is done', async () => {
    const failed = jest.fn(async () => undefined);
    let calls = 0;
    const { id: broken } = await enqueueJob(testDb.db, { type: 'decode', payload: { ok: false } });
    const { id: flaky } = await enqueueJob(testDb.db, { type: 'decode', payload: { ok: true } });
    const decode = worker({
      decode: {
        run: async (job) => {
          if (!(job.payload as { ok: boolean }).ok) throw new PermanentJobError('corrupt file');
          calls += 1;
          if (calls === 1) throw new Error('temporary');
        },
        failed,
      },
    });
    expect(await decode.runOnce()).toEqual({ claimed: 2, done: 0, retried: 1, failed: 1 });
    expect(await row(broken)).toMatchObject({ state: 'failed', attempts: 1, last_error: 'corrupt file' });
    clock.now += 1000;
    expect(await decode.runOnce()).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });
    expect(await row(flaky)).toMatchObject({ state: 'done', attempts: 2 });
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('claims only its own types, never a running job, and takes back a claim that expired (a crashed worker)', async () => {
    const { id } = await enqueueJob(testDb.db, { type: 'mine', payload: {} });
    const { id: other } = await enqueueJob(testDb.db, { type: 'theirs', payload: {} });
    // A worker claims and then "crashes": its claim is left running.
    const crashed = await claimDueJobs(testDb.db, { types: ['mine'], now: new Date(clock.now), until: new Date(clock.now + 60_000), token: randomUUID(), limit: 5 });
    expect(crashed.map((job) => job.id)).toEqual([id]);

    const run = jest.fn(async () => undefined);
    const mine = worker({ mine: { run } }, { claimTimeoutMs: 60_000, runTimeoutMs: 10_000 });
    expect((await mine.runOnce()).claimed).toBe(0);
    clock.now += 60_000;
    expect(await mine.runOnce()).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await row(other)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('runs at once when nudged after a commit, and stops cleanly', async () => {
    let ran: (id: string) => void = () => undefined;
    const finished = new Promise<string>((resolve) => (ran = resolve));
    const started = worker({ now: { run: async (job) => ran(job.id) } }, { pollIntervalMs: 60_000, now: () => Date.now() + 1000 });
    started.start();
    await started.idle();
    const { id } = await enqueueJob(testDb.db, { type: 'now', payload: {} });
    started.nudge();
    expect(await finished).toBe(id);
    await started.idle();
    expect(await row(id)).toMatchObject({ state: 'done' });
    await started.stop();
    expect(started.isRunning).toBe(false);
  });
});
