import { MAX_READ_TIME_MINUTES, READ_SCROLL_DEPTHS, type ReadScrollDepth, type TrackingEvent } from '@meydan/shared/contracts';

/**
 * What one batch of events says about one article, before de-duplication: how many reads and
 * shares were sent, the first read-complete with its read time and engaged seconds, and the
 * deepest scroll mark. The collector turns it into counts with the reader's marks of the day.
 */
export interface ArticleSignals {
  /** The id the events used (legacy id or uuid). */
  itemId: string;
  reads: number;
  shares: number;
  complete: { readTime: number | null; engagedSeconds: number | null } | null;
  /** Deepest READ_SCROLL_DEPTHS threshold reached, 0 for none. */
  depth: ReadScrollDepth | 0;
}

/** Bits of reading_marks.marks. */
export const MARK = { viewed: 1, complete: 2, depth25: 4, depth50: 8, depth90: 16, depth100: 32 } as const;
const DEPTH_BITS: ReadonlyArray<readonly [ReadScrollDepth, number]> = [
  [25, MARK.depth25],
  [50, MARK.depth50],
  [90, MARK.depth90],
  [100, MARK.depth100],
];

/** Engaged time beyond this per complete is a tab left open, not reading. */
export const MAX_ENGAGED_SECONDS = 1800;

/** The event types that say something about one article's reading (and 404 when it is unknown). */
const ARTICLE_SIGNAL_TYPES = new Set(['item_read', 'item_share', 'item_read_complete', 'item_read_scroll']);

export function isArticleSignal(event: TrackingEvent): boolean {
  return event.event.itemType === 'article' && ARTICLE_SIGNAL_TYPES.has(event.event.type);
}

/** The deepest threshold at or below a reported percentage (`depth: 95` reached 90). */
export function depthThreshold(percent: unknown): ReadScrollDepth | 0 {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return 0;
  let reached: ReadScrollDepth | 0 = 0;
  for (const depth of READ_SCROLL_DEPTHS) if (percent >= depth) reached = depth;
  return reached;
}

/** Whole minutes 1..10 (SPEC §9: rounded up, capped); null when the event carried none. */
export function readMinutes(readTime: number | undefined): number | null {
  if (readTime === undefined) return null;
  return Math.min(Math.max(Math.ceil(readTime), 1), MAX_READ_TIME_MINUTES);
}

function engaged(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(Math.round(value), MAX_ENGAGED_SECONDS) : null;
}

/** Groups a batch's article signals by item id, in the order the articles first appear. */
export function articleSignals(events: readonly TrackingEvent[]): ArticleSignals[] {
  const byItem = new Map<string, ArticleSignals>();
  for (const { event } of events) {
    if (event.itemType !== 'article' || !ARTICLE_SIGNAL_TYPES.has(event.type)) continue;
    let signals = byItem.get(event.itemId);
    if (!signals) {
      signals = { itemId: event.itemId, reads: 0, shares: 0, complete: null, depth: 0 };
      byItem.set(event.itemId, signals);
    }
    if (event.type === 'item_read') signals.reads += 1;
    else if (event.type === 'item_share') signals.shares += 1;
    else if (event.type === 'item_read_complete') signals.complete ??= { readTime: readMinutes(event.readTime), engagedSeconds: engaged(event.metadata?.['engagedSeconds']) };
    else {
      const depth = depthThreshold(event.metadata?.['depth']);
      if (depth > signals.depth) signals.depth = depth;
    }
  }
  return [...byItem.values()];
}

/** What a reader's marks of the day gain from one batch, and which counts that adds. */
export interface MarksChange {
  marks: number;
  /** The read counted as the article's view and unique reader now. */
  reader: boolean;
  /** First complete of the day (counted only for a reader whose read counted). */
  complete: boolean;
  /** Newly reached depth thresholds, shallower ones included. */
  depths: ReadScrollDepth[];
}

/**
 * The marks after a batch. Completes and scroll depths count only for a reader whose read
 * counted today (the view claim, which caps what one network adds), once each per day; reaching
 * a depth reaches every shallower one too, so the depth counts form a funnel.
 */
export function nextMarks(previous: number, viewCounted: boolean, signals: Pick<ArticleSignals, 'complete' | 'depth'>): MarksChange {
  let marks = previous | (viewCounted ? MARK.viewed : 0);
  const change: MarksChange = { marks, reader: viewCounted && (previous & MARK.viewed) === 0, complete: false, depths: [] };
  if ((marks & MARK.viewed) === 0) return change;
  if (signals.complete && (marks & MARK.complete) === 0) {
    marks |= MARK.complete;
    change.complete = true;
  }
  for (const [depth, bit] of DEPTH_BITS) {
    if (depth <= signals.depth && (marks & bit) === 0) {
      marks |= bit;
      change.depths.push(depth);
    }
  }
  change.marks = marks;
  return change;
}
