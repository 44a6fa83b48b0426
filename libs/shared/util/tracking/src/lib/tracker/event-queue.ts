import type { TrackingEvent } from '@meydan/shared/contracts';
import { MAX_TRACKING_BATCH } from '@meydan/shared/contracts/constants';

/** How one send ended: taken, worth another try (network, 5xx, 429), or refused for good (another 4xx). */
export type SendOutcome = 'sent' | 'failed' | 'refused';

export interface EventQueueOptions {
  post(event: TrackingEvent): Promise<SendOutcome>;
  /** Hands a batch to the browser for after the page is gone; false when it refused. */
  beacon(events: readonly TrackingEvent[]): boolean;
  /** Whether the collector takes events: true, false (then nothing is sent), or null (not known: asked again after the retry delay). */
  open(): Promise<boolean | null>;
  /** Known open right now, without asking (a hidden tab cannot wait for an answer). */
  knownOpen(): boolean;
  retryMs: number;
}

/**
 * SPEC §4: events are sent one by one in the order they came; a failed send is retried, the
 * same event, after `retryMs`, and the ones behind it wait; the worker stops when the queue is
 * empty (no timer left running). When the tab hides, what is waiting goes out at once by
 * `sendBeacon` (batches of MAX_TRACKING_BATCH), which survives the page being closed.
 */
export class EventQueue {
  private items: TrackingEvent[] = [];
  private running = false;
  private closed = false;
  private inFlight: TrackingEvent | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private wake: (() => void) | null = null;

  constructor(private readonly options: EventQueueOptions) {}

  /** Events not sent yet, in order (the one being sent included). */
  get waiting(): readonly TrackingEvent[] {
    return this.items;
  }

  /** The worker is running (sending, waiting to retry, or asking the collector's status). */
  get working(): boolean {
    return this.running;
  }

  enqueue(event: TrackingEvent): void {
    if (this.closed) return;
    this.items.push(event);
    void this.work();
  }

  /** Beacons everything waiting except the event already on its way; keeps what the browser refused. */
  flush(): void {
    if (!this.options.knownOpen()) return;
    const waiting = this.items.filter((item) => item !== this.inFlight);
    for (let start = 0; start < waiting.length; start += MAX_TRACKING_BATCH) {
      const batch = waiting.slice(start, start + MAX_TRACKING_BATCH);
      if (!this.options.beacon(batch)) break;
      this.items = this.items.filter((item) => !batch.includes(item));
    }
    // Nothing left to retry: the worker need not sit out its delay.
    if (this.items.length === 0) this.interruptWait();
  }

  /** Drops everything and takes no more events (analytics consent withdrawn). */
  close(): void {
    this.closed = true;
    this.items = [];
    this.interruptWait();
  }

  private async work(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.items.length > 0) {
        const open = await this.options.open();
        if (open === false) {
          this.items = [];
          break;
        }
        if (open === null) {
          await this.pause();
          continue;
        }
        const head = this.items[0] as TrackingEvent;
        this.inFlight = head;
        const outcome = await this.options.post(head);
        this.inFlight = null;
        if (this.closed) break;
        if (outcome === 'failed') {
          await this.pause();
          continue;
        }
        this.items = this.items.filter((item) => item !== head);
      }
    } finally {
      this.running = false;
    }
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      this.wake = resolve;
      this.timer = setTimeout(() => {
        this.wake = null;
        resolve();
      }, this.options.retryMs);
    });
  }

  private interruptWait(): void {
    if (!this.wake) return;
    clearTimeout(this.timer);
    const wake = this.wake;
    this.wake = null;
    wake();
  }
}
