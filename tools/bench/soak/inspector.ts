import { createWriteStream } from 'node:fs';
import WebSocket from 'ws';

/**
 * A Chrome DevTools Protocol session with a Node process started with `--inspect=host:port`:
 * the soak reads the server's heap figures and takes heap snapshots without any code in the
 * product for it.
 */
export class InspectorSession {
  private nextId = 1;
  private readonly pending = new Map<number, (result: unknown) => void>();
  private chunkSink: ((chunk: string) => void) | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: unknown; method?: string; params?: { chunk?: string } };
      if (message.id !== undefined) {
        this.pending.get(message.id)?.(message.result);
        this.pending.delete(message.id);
      } else if (message.method === 'HeapProfiler.addHeapSnapshotChunk' && message.params?.chunk) {
        this.chunkSink?.(message.params.chunk);
      }
    });
  }

  static async connect(inspectPort: number): Promise<InspectorSession> {
    const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
    const url = targets[0]?.webSocketDebuggerUrl;
    if (!url) throw new Error(`no inspector target on port ${inspectPort}`);
    const socket = new WebSocket(url, { perMessageDeflate: false, maxPayload: 1 << 30 });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new InspectorSession(socket);
  }

  send<T>(method: string, params: object = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve) => {
      this.pending.set(id, resolve as (result: unknown) => void);
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  /** process.memoryUsage() of the inspected process. */
  async memoryUsage(): Promise<NodeJS.MemoryUsage> {
    const answer = await this.send<{ result: { value: string } }>('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
    return JSON.parse(answer.result.value) as NodeJS.MemoryUsage;
  }

  /** Writes a .heapsnapshot (open it in Chrome DevTools → Memory, or compare two). */
  async heapSnapshot(file: string): Promise<void> {
    const out = createWriteStream(file);
    this.chunkSink = (chunk) => out.write(chunk);
    await this.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    this.chunkSink = undefined;
    await new Promise<void>((resolve) => out.end(resolve));
  }

  close(): void {
    this.socket.close();
  }
}
