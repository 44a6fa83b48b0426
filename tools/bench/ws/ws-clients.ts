/**
 * The `ws` bench's clients, in a worker thread of their own (the server keeps the main thread):
 * real `ws` sockets that speak the realtime protocol and note when each event arrives. No
 * workspace imports (the worker loads through tsx without the workspace's path aliases): the
 * main thread hands in what it needs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';

export interface ClientAccount {
  token: string;
  /** The topics the member's sockets subscribe to: `[notifications, inbox]`. */
  topics: string[];
}

export interface ClientsSetup {
  url: string;
  origin: string;
  clientVersion: string;
  accounts: ClientAccount[];
  socketsPerAccount: number;
  /** Sockets opened at once while connecting. */
  concurrency: number;
}

export type ToClients = { type: 'collect' } | { type: 'close' };

export type FromClients =
  | { type: 'opened'; sockets: number; failed: number; errors: string[]; ms: number }
  /** `counts`: [seq, receivedAt] pairs of `{ kind: 'count' }` events; `notifications`: [account, receivedAt]. */
  | { type: 'samples'; received: number; counts: number[]; notifications: number[]; errorFrames: number; open: number }
  | { type: 'closed' };

/** Wall-clock milliseconds with sub-millisecond precision, comparable across the process's threads. */
export const clock = () => performance.timeOrigin + performance.now();

function post(message: FromClients): void {
  parentPort?.postMessage(message);
}

async function run(setup: ClientsSetup): Promise<void> {
  const sockets: WebSocket[] = [];
  const topicAccount = new Map<string, number>();
  setup.accounts.forEach((account, index) => account.topics.forEach((topic) => topicAccount.set(topic, index)));
  let counts: number[] = [];
  let notifications: number[] = [];
  let received = 0;
  let errorFrames = 0;

  const onFrame = (data: WebSocket.RawData) => {
    const at = clock();
    const frame = JSON.parse(String(data)) as { topicId: string; value: { kind?: string; count?: number } };
    if (frame.topicId === 'error') errorFrames += 1;
    if (frame.value?.kind === 'count') {
      received += 1;
      counts.push(frame.value.count as number, at);
    } else if (frame.value?.kind === 'notification') {
      received += 1;
      notifications.push(topicAccount.get(frame.topicId) ?? -1, at);
    }
  };

  /** One socket through ready → Authorization → BindMeta → Subscribe; resolves on `cid`. */
  const open = (account: ClientAccount) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(setup.url, { origin: setup.origin, perMessageDeflate: false });
      ws.once('error', reject);
      ws.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: HTTP ${response.statusCode}`)));
      ws.on('message', function handshake(data) {
        const frame = JSON.parse(String(data)) as { topicId: string };
        if (frame.topicId === 'ready') {
          ws.send(JSON.stringify({ type: 'Authorization', value: { token: account.token } }));
          ws.send(JSON.stringify({ type: 'BindMeta', value: { clientVersion: setup.clientVersion, platform: 'web' } }));
          ws.send(JSON.stringify({ type: 'Subscribe', value: { topicIds: account.topics } }));
        } else if (frame.topicId === 'cid') {
          ws.off('message', handshake);
          ws.on('message', onFrame);
          resolve(ws);
        }
      });
    });

  const started = clock();
  const queue = setup.accounts.flatMap((account) => Array.from({ length: setup.socketsPerAccount }, () => account));
  let failed = 0;
  const errors = new Set<string>();
  for (let i = 0; i < queue.length; i += setup.concurrency) {
    const batch = await Promise.allSettled(queue.slice(i, i + setup.concurrency).map(open));
    for (const result of batch) {
      if (result.status === 'fulfilled') sockets.push(result.value);
      else {
        failed += 1;
        errors.add(String((result.reason as Error)?.message ?? result.reason));
      }
    }
  }
  post({ type: 'opened', sockets: sockets.length, failed, errors: [...errors].slice(0, 5), ms: clock() - started });

  parentPort?.on('message', (message: ToClients) => {
    if (message.type === 'collect') {
      post({ type: 'samples', received, counts, notifications, errorFrames, open: sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length });
      counts = [];
      notifications = [];
      received = 0;
    } else {
      let left = sockets.length;
      if (left === 0) post({ type: 'closed' });
      const done = () => (left -= 1) === 0 && post({ type: 'closed' });
      for (const ws of sockets) {
        if (ws.readyState === WebSocket.CLOSED) done();
        else {
          ws.once('close', done);
          ws.close();
        }
      }
    }
  });
}

if (parentPort && workerData) void run(workerData as ClientsSetup);
