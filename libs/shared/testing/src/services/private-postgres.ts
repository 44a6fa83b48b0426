import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, runOnExit } from './process-kit';

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, loopback only). */
  url: string;
  port: number;
  /** Starts the stopped server again on the same port and data (pg_ctl start, waits until it accepts). */
  start(): Promise<void>;
  /** Stops it: `fast` ends every session cleanly, `immediate` is a crash (no shutdown checkpoint). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops it and removes its data. */
  close(): Promise<void>;
}

/** Debian's server binaries, newest major first (PG_BIN overrides). */
export function postgresBinDir(): string | undefined {
  if (process.env['PG_BIN']) return process.env['PG_BIN'];
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(root, majors[0], 'bin') : undefined;
}

/** PostgreSQL refuses to run as root: as root (CI, this machine) its tools run as `postgres`. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** Runs a server tool without blocking the event loop: the API under test keeps serving meanwhile. */
async function run(command: string, args: string[]): Promise<void> {
  const [file, argv] = asServerUser(command, args);
  await promisify(execFile)(file, argv, { timeout: 60_000 });
}

/** The same, blocking: for the exit hook, where nothing asynchronous runs any more. */
function runNow(command: string, args: string[]): void {
  const [file, argv] = asServerUser(command, args);
  execFileSync(file, argv, { stdio: 'pipe', timeout: 60_000 });
}

/**
 * A PostgreSQL server of the test's own: a fresh cluster in a temporary folder on a free port,
 * its socket in that folder, fsync off (a test's data need not survive the machine), stopped and
 * started by the test to play an outage. Commits stay synchronous: with synchronous_commit=off a
 * crash (immediate stop) loses the last commits the server had already confirmed, which is the
 * very thing the outage tests check never happens. Removed by close(),
 * and stopped when the test process exits whatever happened.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found (install Debian\'s postgresql, or set PG_BIN)');
  const root = mkdtempSync(path.join(os.tmpdir(), 'meydan-private-pg-'));
  const data = path.join(root, 'data');
  if (process.getuid?.() === 0) {
    const { uid, gid } = userIds('postgres');
    chownSync(root, uid, gid);
  }
  const port = await freePort();
  await run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = [`-p ${port}`, `-k ${root}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c full_page_writes=off', '-c max_connections=50'].join(' ');
  const pgCtl = path.join(bin, 'pg_ctl');
  let running = false;
  const stopArgs = (mode: 'fast' | 'immediate') => ['-D', data, '-m', mode, '-w', '-t', '30', 'stop'];
  const cancelExitHook = runOnExit(() => {
    try {
      if (running) runNow(pgCtl, stopArgs('immediate'));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
  const server: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      if (running) return;
      await run(pgCtl, ['-D', data, '-o', options, '-l', path.join(root, 'server.log'), '-w', '-t', '30', 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      if (!running) return;
      running = false;
      await run(pgCtl, stopArgs(mode));
    },
    async close() {
      cancelExitHook();
      try {
        await server.stop('immediate');
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
  await server.start();
  return server;
}

function userIds(name: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, name]).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}
