import type { TrackingEventPart, TrackingItemType } from '@meydan/shared/contracts';
import { MAX_READ_TIME_MINUTES, READ_SCROLL_DEPTHS, type ReadScrollDepth } from '@meydan/shared/contracts/constants';
import { READ_COMPLETE, SCROLL_DEBOUNCE_MS, SCROLL_THROTTLE_MS } from '../constants';

const MINUTE_MS = 60_000;

/** SPEC §4: read time in whole minutes, rounded up, at most 10. */
export function readTimeMinutes(engagedMs: number): number {
  return Math.min(MAX_READ_TIME_MINUTES, Math.ceil(Math.max(0, engagedMs) / MINUTE_MS));
}

/** Engaged time an article needs before reaching its end counts as reading it (see READ_COMPLETE). */
export function requiredEngagedMs(wordCount: number): number {
  const share = ((wordCount / READ_COMPLETE.wordsPerMinute) * MINUTE_MS * READ_COMPLETE.share) | 0;
  return Math.min(READ_COMPLETE.maxEngagedMs, Math.max(READ_COMPLETE.minEngagedMs, share));
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

export function countWords(text: string | null | undefined): number {
  return text ? (text.match(WORD)?.length ?? 0) : 0;
}

/**
 * SPEC §4: the last `item_read` is remembered; `item_read_complete` goes out only for the same
 * item type and id, with the read time, and then the remembered read is forgotten (one complete
 * per read).
 */
export class ReadMemory {
  private last: { itemType: string; itemId: string } | null = null;

  get current(): { itemType: string; itemId: string } | null {
    return this.last;
  }

  /** Every event passes here; only `item_read` is remembered. */
  note(event: TrackingEventPart): void {
    const { type, itemType, itemId } = event;
    if (type === 'item_read') this.last = { itemType, itemId };
  }

  /**
   * The `item_read_complete` of this item (read time in minutes, and the engaged seconds the
   * collector averages), or null when the last read was of another item (or already completed).
   */
  complete(itemType: TrackingItemType, itemId: string, engagedMs: number, wordCount?: number): TrackingEventPart | null {
    if (!this.last || this.last.itemType !== itemType || this.last.itemId !== itemId) return null;
    this.last = null;
    return {
      type: 'item_read_complete',
      itemId,
      itemType,
      readTime: readTimeMinutes(engagedMs),
      metadata: { engagedSeconds: Math.round(Math.max(0, engagedMs) / 1000) },
      ...(wordCount ? { wordCount } : {}),
    };
  }
}

/**
 * Time the reader spends on the page while it is visible and focused (or the focus is inside
 * one of its frames: a video or a game embedded in the story). A hidden or blurred page stops it.
 */
export class EngagedClock {
  private total = 0;
  private since: number | null = null;

  /** Records the state from now on. */
  set(engaged: boolean): void {
    const now = Date.now();
    if (this.since !== null) this.total += now - this.since;
    this.since = engaged ? now : null;
  }

  get running(): boolean {
    return this.since !== null;
  }

  elapsed(): number {
    return this.total + (this.since === null ? 0 : Date.now() - this.since);
  }
}

export function isEngaged(doc: Document = document): boolean {
  return doc.visibilityState === 'visible' && (doc.hasFocus() || doc.activeElement?.tagName === 'IFRAME');
}

/** How far the viewport's bottom edge has come down the body, in percent (0–100; 100 once its end is on screen). */
export function bodyDepthPercent(body: Element, viewportHeight: number): number {
  const { top, height } = body.getBoundingClientRect();
  if (height <= 0) return top < viewportHeight ? 100 : 0;
  // A pixel of slack: sub-pixel layouts stop just short of the exact bottom.
  return Math.max(0, Math.min(100, ((viewportHeight - top + 1) / height) * 100));
}

export interface ArticleReadingOptions {
  body: Element;
  /** A SPEC §9 threshold reached for the first time. */
  onDepth(depth: ReadScrollDepth): void;
  /** The article was read to its end (see READ_COMPLETE), with the engaged time so far. */
  onComplete(engagedMs: number): void;
}

/**
 * Follows one article on screen: scroll depth of its body (25/50/90/100 %, each once; measured
 * at most every 200 ms while scrolling and 150 ms after it stops), engaged time from the start,
 * and completion: the end of the body seen with enough engaged time (READ_COMPLETE), reported
 * once. Ends by itself when the body leaves the page. Works on the server HTML alone: no
 * framework, only the body element.
 */
export class ArticleReading {
  readonly wordCount: number;
  private readonly clock = new EngagedClock();
  private readonly reached = new Set<ReadScrollDepth>();
  private endSeen = false;
  private completed = false;
  private throttle: ReturnType<typeof setTimeout> | undefined;
  private debounce: ReturnType<typeof setTimeout> | undefined;
  private completeTimer: ReturnType<typeof setTimeout> | undefined;
  private blurTimer: ReturnType<typeof setTimeout> | undefined;
  private active = false;

  constructor(private readonly options: ArticleReadingOptions) {
    this.wordCount = countWords(options.body.textContent);
  }

  get engagedMs(): number {
    return this.clock.elapsed();
  }

  start(): this {
    if (this.active) return this;
    this.active = true;
    window.addEventListener('scroll', this.onScroll, { passive: true });
    window.addEventListener('resize', this.onScroll, { passive: true });
    window.addEventListener('focus', this.onEngagement);
    window.addEventListener('blur', this.onBlur);
    window.addEventListener('pageshow', this.onEngagement);
    window.addEventListener('pagehide', this.onPageHide);
    document.addEventListener('visibilitychange', this.onEngagement);
    this.clock.set(isEngaged());
    this.measure();
    return this;
  }

  stop(): void {
    if (!this.active) return;
    this.active = false;
    window.removeEventListener('scroll', this.onScroll);
    window.removeEventListener('resize', this.onScroll);
    window.removeEventListener('focus', this.onEngagement);
    window.removeEventListener('blur', this.onBlur);
    window.removeEventListener('pageshow', this.onEngagement);
    window.removeEventListener('pagehide', this.onPageHide);
    document.removeEventListener('visibilitychange', this.onEngagement);
    for (const timer of [this.throttle, this.debounce, this.completeTimer, this.blurTimer]) clearTimeout(timer);
    this.throttle = this.debounce = this.completeTimer = this.blurTimer = undefined;
    this.clock.set(false);
  }

  /** Measures now, at most every SCROLL_THROTTLE_MS while the page scrolls, and once more when it stops. */
  private readonly onScroll = (): void => {
    if (this.throttle === undefined) {
      this.measure();
      this.throttle = setTimeout(() => {
        this.throttle = undefined;
      }, SCROLL_THROTTLE_MS);
    }
    clearTimeout(this.debounce);
    this.debounce = setTimeout(() => {
      this.debounce = undefined;
      this.measure();
    }, SCROLL_DEBOUNCE_MS);
  };

  private readonly onEngagement = (): void => {
    if (this.gone()) return;
    this.clock.set(isEngaged());
    this.check();
  };

  /** The body left the page (client navigation elsewhere): the reading ends there. */
  private gone(): boolean {
    if (this.options.body.isConnected) return false;
    this.stop();
    return true;
  }

  /** The page goes away (or into the back-forward cache), even if still shown for a moment. */
  private readonly onPageHide = (): void => {
    this.clock.set(false);
    this.check();
  };

  /** Focus moving into an embedded frame blurs the window first: look once it has landed. */
  private readonly onBlur = (): void => {
    this.clock.set(false);
    clearTimeout(this.blurTimer);
    this.blurTimer = setTimeout(this.onEngagement, 0);
  };

  private measure(): void {
    if (!this.active || this.gone()) return;
    const percent = bodyDepthPercent(this.options.body, window.innerHeight);
    for (const depth of READ_SCROLL_DEPTHS) {
      if (percent < depth || this.reached.has(depth)) continue;
      this.reached.add(depth);
      this.options.onDepth(depth);
    }
    if (percent >= 100) this.endSeen = true;
    this.check();
  }

  /** Completes once the end was seen and the engaged time is enough; otherwise waits for it while engaged. */
  private check(): void {
    clearTimeout(this.completeTimer);
    this.completeTimer = undefined;
    if (!this.active || this.completed || !this.endSeen || this.gone()) return;
    const engaged = this.clock.elapsed();
    const missing = requiredEngagedMs(this.wordCount) - engaged;
    if (missing <= 0) {
      this.completed = true;
      this.options.onComplete(engaged);
    } else if (this.clock.running) {
      this.completeTimer = setTimeout(() => this.check(), missing);
    }
  }
}
