/**
 * The repeating timeline the samples are released on. Each sample record has a time relative to
 * the end of a cycle; cycle k ends at `origin + k × cycleMs`, so a record of cycle k happened at
 * `origin + k × cycleMs + time` and its source publishes it at `… + publish`. At an instant `at`
 * a feed holds what was published by then and not yet replaced by a newer version (`hidden`):
 * the list grows as the clock runs, and records that were served are never rewritten.
 */

/** How a record is written out for one cycle: its times moved by `shift`, its ids made distinct by `cycle`. */
export interface RenderContext {
  shift: number;
  cycle: number;
  /** The stand-in's own origin (`http://127.0.0.1:3195`), for the links a record carries. */
  baseUrl: string;
}

export interface TimelineEntry<R> {
  /** When the quake happened (ms; relative to a cycle's end, or absolute for an injected one). */
  time: number;
  /** When its source publishes this version (≥ time in practice). */
  publish: number;
  /** When a newer version of it replaces it in the feed (a KOERI revision replaces its preliminary line). */
  hidden?: number;
  /** The largest magnitude it lists, for a feed's minimum-magnitude filter; null when none. */
  magnitude: number | null;
  render(context: RenderContext): R;
}

export interface Placed<R> {
  /** Absolute time of the quake (ms). */
  time: number;
  entry: TimelineEntry<R>;
  shift: number;
  cycle: number;
}

export interface Window {
  /** The feed's instant: only what is published by then and not yet replaced. */
  at: number;
  /** Quake times from/to, both included. */
  from: number;
  to: number;
  minMagnitude?: number;
}

const visibleAt = (entry: TimelineEntry<unknown>, publishOffset: number, at: number) =>
  entry.publish + publishOffset <= at && (entry.hidden === undefined || entry.hidden + publishOffset > at);

/** Newest first; equal times by the order of the entries, so every answer lists them alike. */
const newestFirst = <R>(a: Placed<R> & { index: number }, b: Placed<R> & { index: number }) => b.time - a.time || a.index - b.index;

export class Timeline<R> {
  private readonly earliest: number;
  private readonly latest: number;
  private readonly injected: Array<TimelineEntry<R>> = [];

  constructor(
    private readonly entries: ReadonlyArray<TimelineEntry<R>>,
    private readonly origin: number,
    private readonly cycleMs: number,
  ) {
    this.earliest = Math.min(...entries.map((entry) => entry.time));
    this.latest = Math.max(...entries.map((entry) => entry.time));
  }

  /** A record outside the cycles (a quake injected by a test or a demo): its times are absolute. */
  add(entry: TimelineEntry<R>): void {
    this.injected.push(entry);
  }

  /** The cycle whose end is the latest at or before `ms`. */
  private cycleAt(ms: number): number {
    return Math.floor((ms - this.origin) / this.cycleMs);
  }

  /** Records of one cycle in the window (unsorted). */
  private cycleRecords(cycle: number, window: Window, into: Array<Placed<R> & { index: number }>): void {
    const shift = this.origin + cycle * this.cycleMs;
    this.entries.forEach((entry, index) => {
      const time = entry.time + shift;
      if (time < window.from || time > window.to || !visibleAt(entry, shift, window.at)) return;
      if (window.minMagnitude !== undefined && (entry.magnitude ?? -Infinity) < window.minMagnitude) return;
      into.push({ time, entry, shift, cycle, index });
    });
  }

  private injectedRecords(window: Window, into: Array<Placed<R> & { index: number }>): void {
    this.injected.forEach((entry, index) => {
      if (entry.time < window.from || entry.time > window.to || !visibleAt(entry, 0, window.at)) return;
      if (window.minMagnitude !== undefined && (entry.magnitude ?? -Infinity) < window.minMagnitude) return;
      into.push({ time: entry.time, entry, shift: 0, cycle: 0, index: this.entries.length + index });
    });
  }

  /** Every record in the window, newest first. */
  between(window: Window): Array<Placed<R>> {
    const found: Array<Placed<R> & { index: number }> = [];
    const to = Math.min(window.to, window.at);
    const first = Math.ceil((window.from - this.origin - this.latest) / this.cycleMs);
    const last = Math.floor((to - this.origin - this.earliest) / this.cycleMs);
    for (let cycle = first; cycle <= last; cycle += 1) this.cycleRecords(cycle, window, found);
    this.injectedRecords(window, found);
    return found.sort(newestFirst);
  }

  /** The `count` newest records at `at` (KOERI's list: the newest 500), newest first. */
  newest(at: number, count: number): Array<Placed<R>> {
    const window: Window = { at, from: -Infinity, to: at };
    const found: Array<Placed<R> & { index: number }> = [];
    this.injectedRecords(window, found);
    // Cycles do not overlap by more than one, so once the count is reached a further cycle whose
    // newest record is older than the count-th found one cannot change the answer.
    for (let cycle = this.cycleAt(at - this.earliest); ; cycle -= 1) {
      this.cycleRecords(cycle, window, found);
      found.sort(newestFirst);
      const nextLatest = this.origin + (cycle - 1) * this.cycleMs + this.latest;
      if (found.length >= count && found[count - 1].time > nextLatest) break;
    }
    return found.slice(0, count);
  }
}
