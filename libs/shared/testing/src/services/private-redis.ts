import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, runOnExit } from './process-kit';

export interface PrivateRedis {
  /** `redis://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Starts the stopped server again on the same port (an empty one: nothing is kept on disk). */
  start(): Promise<void>;
  /** Stops it (SIGTERM, waits for the exit). */
  stop(): Promise<void>;
  /** SIGSTOP: the server keeps its connections but answers nothing (a hung Redis). */
  hang(): void;
  /** SIGCONT after hang(). */
  resume(): void;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

async function listening(child: ChildProcess, timeoutMs: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready to accept connections/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
}

/**
 * A Redis server of the test's own on a free localhost port, keeping nothing on disk; the test
 * stops, restarts, hangs and resumes it to play an outage. Stopped when the test process exits
 * whatever happened.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'meydan-private-redis-'));
  let child: ChildProcess | undefined;
  const kill = () => {
    child?.kill('SIGCONT');
    child?.kill('SIGKILL');
  };
  const cancelExitHook = runOnExit(() => {
    kill();
    rmSync(dir, { recursive: true, force: true });
  });
  const server: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      if (child) return;
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      started.once('exit', () => {
        if (child === started) child = undefined;
      });
      await listening(started, 10_000);
    },
    async stop() {
      const running = child;
      if (!running) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGCONT');
      running.kill('SIGTERM');
      await exited;
    },
    hang() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async close() {
      cancelExitHook();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
