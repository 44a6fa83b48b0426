/**
 * `npm run bench -- ws`: the realtime socket under load (issue 6). The API runs in this process
 * (apps/api from source, on a throwaway PostgreSQL database, PGlite when no server answers) and
 * listens on a local port; members sign in through it; 2 000 real `ws` sockets (a worker thread,
 * so the clients do not share the server's thread) each sign in and subscribe to their member's
 * notification and inbox topics. Then:
 * - steady: events published on the bus at a fixed rate, each to one member's sockets;
 * - burst: one event to every member at the same instant (every socket gets a frame at once);
 * - API: follows made over HTTP, timed from the request to the followed member's sockets (the
 *   whole path: write, commit, notification, fan-out).
 * Latency is publish (or request) → frame received by the client, per delivered frame.
 * `--redis`: two API instances share a Redis (REDIS_URL, default 127.0.0.1:6379); the sockets
 * are on one, the events are published on the other, so every frame crosses Redis.
 */
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { LocalRealtimeBus, type RealtimeBus } from '@meydan/api/core';
import { PASSWORD_HASH_OPTIONS } from '@meydan/api/db';
import { REALTIME_CLIENT_VERSION, realtimeTopics } from '@meydan/shared/contracts';
import { workspaceRoot } from '../../platform/temp-platform';
import { THROWAWAY_PRODUCTION_ENV } from '../../platform/throwaway-settings';
import { openBenchDatabase } from '../search/bench-database';
import { summarize, type LatencySummary } from '../stats';
import { clock, type ClientAccount, type ClientsSetup, type FromClients } from './ws-clients';

export interface WsBenchOptions {
  sockets: number;
  /** Members the sockets are spread over (sockets / members tabs each). */
  members: number;
  /** Seconds of the steady phase. */
  seconds: number;
  /** Events per second in the steady phase (each to one member's tabs). */
  rate: number;
  redis: boolean;
}

const API = '/api/v3.5';
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'bench-parola-123';
const MEDIA_DIR = join(tmpdir(), 'meydan-test-media');
const BURST_ROUNDS = 10;
/** How long the phases wait for the last frames before counting the missing ones as lost. */
const DRAIN_TIMEOUT_MS = 15_000;

/*
 * The API and the realtime lib are loaded from source at run time (this script runs under tsx):
 * the bench measures the current code without a build, and tools may not import apps or feature libs.
 */
interface ApiModule {
  buildApp(options: Record<string, unknown>): Promise<FastifyInstance>;
  apiOptionsFromEnv(env: NodeJS.ProcessEnv): Record<string, unknown>;
}
interface RealtimeModule {
  RedisRealtimeBus: new (options: { url: string; channelPrefix: string }) => RealtimeBus & { ready(timeoutMs?: number): Promise<boolean> };
}
const load = <T>(path: string) => createRequire(__filename)(join(workspaceRoot, path)) as T;

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** The client worker, with request/answer helpers over its message port. */
function startClients(setup: ClientsSetup) {
  const file = join(__dirname, 'ws-clients.ts');
  // Worker threads do not inherit tsx's loader: the worker registers it before loading the file.
  const worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(file)});`, { eval: true, workerData: setup });
  const next = <K extends FromClients['type']>(type: K) =>
    new Promise<Extract<FromClients, { type: K }>>((resolve, reject) => {
      const onError = (error: Error) => {
        worker.off('message', onMessage);
        reject(error);
      };
      const onMessage = (message: FromClients) => {
        if (message.type !== type) return;
        worker.off('message', onMessage);
        worker.off('error', onError);
        resolve(message as Extract<FromClients, { type: K }>);
      };
      worker.on('message', onMessage);
      worker.once('error', onError);
    });
  return {
    next,
    collect: () => {
      worker.postMessage({ type: 'collect' });
      return next('samples');
    },
    close: async () => {
      worker.postMessage({ type: 'close' });
      await next('closed');
      await worker.terminate();
    },
  };
}

type Clients = ReturnType<typeof startClients>;

/** Collects until `expected` frames arrived (or the drain timeout), merging the worker's batches. */
async function drain(clients: Clients, expected: number) {
  const merged = { received: 0, counts: [] as number[], notifications: [] as number[], errorFrames: 0, open: 0 };
  const deadline = clock() + DRAIN_TIMEOUT_MS;
  for (;;) {
    const batch = await clients.collect();
    merged.received += batch.received;
    merged.counts.push(...batch.counts);
    merged.notifications.push(...batch.notifications);
    merged.errorFrames += batch.errorFrames;
    merged.open = batch.open;
    if (merged.received >= expected || clock() > deadline) return merged;
    await sleep(100);
  }
}

function countLatencies(pairs: readonly number[], sentAt: ReadonlyMap<number, number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < pairs.length; i += 2) out.push((pairs[i + 1] as number) - (sentAt.get(pairs[i] as number) as number));
  return out;
}

function printRow(label: string, s: LatencySummary, expected: number, extra = ''): void {
  const lost = expected - s.count;
  console.log(`${label.padEnd(10)} ${String(s.count).padStart(7)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${ms(s.max)}${lost > 0 ? `  LOST ${lost}` : ''}${extra}`);
}

export async function runWsBench(options: WsBenchOptions): Promise<void> {
  const tabs = Math.max(1, Math.round(options.sockets / options.members));
  const database = await openBenchDatabase();
  const apps: FastifyInstance[] = [];
  const buses: RealtimeBus[] = [];
  let clients: Clients | undefined;
  try {
    const { db } = database;
    console.log(`database: ${database.kind === 'pg' ? 'PostgreSQL (temporary database, dropped at the end)' : 'PGlite (no PostgreSQL answered)'}`);
    const api = load<ApiModule>('apps/api/src/app.ts');
    // The throwaway platforms' secrets (whatever NODE_ENV the shell has); every member signs in
    // from this one address, so the login limits are scaled out of the way.
    const settings = api.apiOptionsFromEnv({ ...THROWAWAY_PRODUCTION_ENV, AUTH_RATE_LIMIT_SCALE: '1000' });
    const instances = options.redis ? 2 : 1;
    const prefix = `meydan-bench:${process.pid}:${Date.now()}:`;
    for (let i = 0; i < instances; i += 1) {
      let bus: RealtimeBus;
      if (options.redis) {
        const { RedisRealtimeBus } = load<RealtimeModule>('libs/api/realtime/src/index.ts');
        const redisBus = new RedisRealtimeBus({ url: process.env['REDIS_URL'] || 'redis://127.0.0.1:6379', channelPrefix: prefix });
        if (!(await redisBus.ready(3000))) throw new Error('--redis: no Redis answered (REDIS_URL, default 127.0.0.1:6379)');
        bus = redisBus;
      } else {
        bus = new LocalRealtimeBus();
      }
      buses.push(bus);
      const app = await api.buildApp({ ...settings, db, cache: false, mailWorker: false, mediaWorker: false, mediaDir: MEDIA_DIR, realtime: bus });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
    const [publisherApp, socketApp] = [apps[0] as FastifyInstance, apps[instances - 1] as FastifyInstance];
    const [publisherBus] = buses as [RealtimeBus];
    const portOf = (app: FastifyInstance) => (app.server.address() as { port: number }).port;
    console.log(
      options.redis
        ? `api: two instances sharing Redis (ports ${portOf(publisherApp)} → ${portOf(socketApp)}): every frame crosses Redis`
        : `api: one instance on port ${portOf(socketApp)}, in-process bus`,
    );

    // Members, signed in through the API (one password hash for all: hashing is not what is measured).
    let started = clock();
    const passwordHash = await hash(PASSWORD, PASSWORD_HASH_OPTIONS);
    const members: Array<{ id: string; token: string }> = [];
    for (let i = 0; i < options.members; i += 1) {
      const username = `bench-ws-${i}`;
      const { rows } = await db.query<{ id: string }>(`INSERT INTO users (username, email, password_hash, email_verified) VALUES ($1, $2, $3, true) RETURNING id`, [
        username,
        `${username}@example.com`,
        passwordHash,
      ]);
      const login = await publisherApp.inject({ method: 'POST', url: `${API}/auth/login?authVersion=v2`, headers: { origin: ORIGIN }, payload: { grant_type: 'password', id: username, password: PASSWORD } });
      if (login.statusCode !== 200) throw new Error(`login of ${username}: HTTP ${login.statusCode} ${login.body}`);
      members.push({ id: rows[0]?.id as string, token: login.json<{ authToken: string }>().authToken });
    }
    console.log(`members: ${members.length} signed in through the API in ${((clock() - started) / 1000).toFixed(1)} s`);

    const memoryBefore = process.memoryUsage();
    const accounts: ClientAccount[] = members.map((m) => ({ token: m.token, topics: [realtimeTopics.notifications(m.id), realtimeTopics.inbox(m.id)] }));
    clients = startClients({ url: `ws://127.0.0.1:${portOf(socketApp)}/ws`, origin: ORIGIN, clientVersion: REALTIME_CLIENT_VERSION, accounts, socketsPerAccount: tabs, concurrency: 100 });
    const opened = await clients.next('opened');
    await sleep(500);
    const memoryAfter = process.memoryUsage();
    console.log(
      `sockets: ${opened.sockets} open and subscribed (${tabs} per member, 2 topics each) in ${(opened.ms / 1000).toFixed(1)} s` +
        (opened.failed > 0 ? `, ${opened.failed} FAILED: ${opened.errors.join('; ')}` : ''),
    );
    console.log(
      `memory: rss ${mb(memoryBefore.rss)} → ${mb(memoryAfter.rss)} (server and clients), server heap ${mb(memoryBefore.heapUsed)} → ${mb(memoryAfter.heapUsed)} ` +
        `(≈ ${((memoryAfter.heapUsed - memoryBefore.heapUsed) / Math.max(opened.sockets, 1) / 1024).toFixed(1)} KB per socket)`,
    );
    const load1 = loadavg()[0] as number;
    console.log(`machine: ${availableParallelism()} cores, load average ${load1.toFixed(1)}${load1 > availableParallelism() ? ' — BUSY: latencies include waiting for a CPU' : ''}\n`);
    console.log(`${'phase'.padEnd(10)} ${'frames'.padStart(7)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)} ${'max'.padStart(10)}`);

    // Steady: `rate` events a second, round robin over the members, for `seconds`.
    const sentAt = new Map<number, number>();
    let seq = 0;
    const total = options.rate * options.seconds;
    const tickMs = 10;
    const perTick = options.rate / (1000 / tickMs);
    started = clock();
    let owed = 0;
    while (seq < total) {
      owed += perTick;
      for (; owed >= 1 && seq < total; owed -= 1, seq += 1) {
        const member = members[seq % members.length] as { id: string };
        sentAt.set(seq, clock());
        publisherBus.publish(realtimeTopics.notifications(member.id), { kind: 'count', count: seq });
      }
      const due = started + ((seq / options.rate) * 1000);
      await sleep(Math.max(0, due - clock()));
    }
    const steady = await drain(clients, total * tabs);
    printRow('steady', summarize(countLatencies(steady.counts, sentAt)), total * tabs, `  (${options.rate} events/s × ${options.seconds} s → ${options.rate * tabs} frames/s)`);

    // Burst: one event to every member in the same tick.
    const burstSamples: number[] = [];
    for (let round = 0; round < BURST_ROUNDS; round += 1) {
      for (const member of members) {
        sentAt.set(seq, clock());
        publisherBus.publish(realtimeTopics.notifications(member.id), { kind: 'count', count: seq });
        seq += 1;
      }
      const burst = await drain(clients, members.length * tabs);
      burstSamples.push(...countLatencies(burst.counts, sentAt));
      await sleep(200);
    }
    printRow('burst', summarize(burstSamples), BURST_ROUNDS * members.length * tabs, `  (${BURST_ROUNDS} × ${members.length * tabs} frames at once)`);

    // API: each member follows the next one over HTTP, one request at a time.
    const requestAt = new Map<number, number>();
    for (let i = 0; i < members.length; i += 1) {
      const [follower, target] = [members[i] as { token: string }, members[(i + 1) % members.length] as { id: string }];
      requestAt.set((i + 1) % members.length, clock());
      const response = await fetch(`http://127.0.0.1:${portOf(publisherApp)}${API}/social/me/following`, {
        method: 'POST',
        headers: { authorization: `Bearer ${follower.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ target: target.id }),
      });
      if (response.status !== 200) throw new Error(`follow: HTTP ${response.status} ${await response.text()}`);
    }
    const followed = await drain(clients, members.length * tabs);
    printRow('API follow', summarize(countLatencies(followed.notifications, requestAt)), members.length * tabs, '  (HTTP request → notification frame on every tab)');
    console.log(`\nsockets still open: ${followed.open} of ${opened.sockets}; error frames: ${steady.errorFrames + followed.errorFrames}`);
  } finally {
    await clients?.close().catch(() => undefined);
    for (const app of apps) await app.close().catch(() => undefined);
    for (const bus of buses) await bus.close().catch(() => undefined);
    await database.remove();
  }
}
