/**
 * A bounded mixed load for the fault specs: a few concurrent loops of real HTTP requests against a
 * listening API, each answer recorded (what, when, status, Retry-After, X-Cache) for the
 * assertions that follow an outage.
 */
export interface Sample {
  kind: string;
  at: number;
  status: number;
  retryAfter: string | null;
  cache: string | null;
}

export class FaultLoad {
  readonly samples: Sample[] = [];
  private stopped = false;
  private readonly loops: Promise<void>[] = [];

  constructor(
    private readonly baseUrl: string,
    /** No loop runs longer than this, whatever the spec does. */
    private readonly maxMs = 60_000,
  ) {}

  /** One HTTP request, recorded under `kind`. Network errors (the API gone) are status 0. */
  async request(kind: string, path: string, init: RequestInit = {}): Promise<Response | undefined> {
    const at = Date.now();
    try {
      const response = await fetch(this.baseUrl + path, { ...init, signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      this.samples.push({ kind, at, status: response.status, retryAfter: response.headers.get('retry-after'), cache: response.headers.get('x-cache') });
      return response;
    } catch {
      this.samples.push({ kind, at, status: 0, retryAfter: null, cache: null });
      return undefined;
    }
  }

  /** Starts a loop calling `step` until stop() (or maxMs), `pauseMs` apart. */
  loop(step: () => Promise<unknown>, pauseMs = 20): void {
    const until = Date.now() + this.maxMs;
    this.loops.push(
      (async () => {
        while (!this.stopped && Date.now() < until) {
          await step();
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
      })(),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
  }

  of(kind: string, from = 0, to = Number.POSITIVE_INFINITY): Sample[] {
    return this.samples.filter((sample) => sample.kind === kind && sample.at >= from && sample.at < to);
  }

  statuses(kind: string, from?: number, to?: number): Set<number> {
    return new Set(this.of(kind, from, to).map((sample) => sample.status));
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it is true or `timeoutMs` passed; answers how long it took (ms), or null. */
export async function timeUntil(check: () => Promise<boolean>, timeoutMs: number, everyMs = 25): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await sleep(everyMs);
  }
  return null;
}
