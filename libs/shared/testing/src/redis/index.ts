/*
 * `@meydan/shared/testing/redis` (specs and benches, Node only): a synchronous probe that lets a
 * spec skip (not fail) its Redis cases when no Redis answers on this machine.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Whether a Redis answers PING at `url` (default REDIS_URL or the local one). Synchronous (a short
 * child process), so a spec can pick `describe` or `describe.skip` at load time.
 */
export function redisReachable(url: string = process.env['REDIS_URL'] || LOCAL_REDIS_URL): boolean {
  const { hostname, port } = new URL(url);
  const script = `
    const socket = require('node:net').connect({ host: ${JSON.stringify(hostname)}, port: ${Number(port) || 6379} });
    const fail = () => process.exit(1);
    socket.setTimeout(1000, fail);
    socket.on('error', fail);
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (data) => process.exit(String(data).startsWith('+PONG') ? 0 : 1));`;
  try {
    execFileSync(process.execPath, ['-e', script], { stdio: 'ignore', timeout: 3000 });
    return true;
  } catch {
    return false;
  }
}

/** A Redis URL on a localhost port nothing listens on: the degradation cases' "Redis is down". */
export async function unreachableRedisUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `redis://127.0.0.1:${port}`;
}
