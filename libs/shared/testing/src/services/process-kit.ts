import { createServer } from 'node:net';

/** A localhost TCP port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Runs `cleanup` (synchronously) when the process exits, should the test not get to it: a server
 * the test started must not outlive a crashed or interrupted run. Returns the cancel.
 */
export function runOnExit(cleanup: () => void): () => void {
  const onExit = () => {
    try {
      cleanup();
    } catch {
      // Exiting anyway.
    }
  };
  process.once('exit', onExit);
  return () => process.off('exit', onExit);
}
