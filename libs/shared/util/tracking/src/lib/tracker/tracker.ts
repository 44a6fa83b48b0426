import type { TrackingEvent } from '@meydan/shared/contracts';
import type { ReadScrollDepth, TrackerDeviceType } from '@meydan/shared/contracts/constants';
import { hasConsent, onConsentChange } from '@meydan/shared/util/cookies';
import { trackerDeviceType } from '@meydan/shared/util/device';
import { COLLECTOR_EVENTS_URL, TRACKER_RETRY_MS, TRACKING_ORGANIZATION, TRACKING_PRODUCT } from '../constants';
import { pushDataLayer } from '../data-layer';
import { forgetTrackerIds, pageAddress, pageTracking, syncPageAddress, type TrackerCommand, type TrackerHandle } from '../page-tracking';
import { articleEvent, isTrackingAllowed, timePeriodOf } from '../tracking';
import { CollectorStatusCheck } from './collector-status';
import { EventQueue, type SendOutcome } from './event-queue';
import { TrackerIdentity } from './identity';
import { ArticleReading, ReadMemory } from './reading';

export interface TrackerOptions {
  /** Ask the collector's status before sending (production); elsewhere it counts as open. */
  checkStatus: boolean;
  fetch?: typeof fetch;
}

/** The body of an article on the page: the content remote marks it `data-read-body="{legacyId}"`. */
export const READ_BODY_ATTRIBUTE = 'data-read-body';

async function post(send: typeof fetch, event: TrackingEvent): Promise<SendOutcome> {
  try {
    const response = await send(COLLECTOR_EVENTS_URL, {
      method: 'POST',
      body: JSON.stringify(event),
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
    });
    if (response.ok) return 'sent';
    // A 4xx other than these will not change on a retry (and would hold every event behind it).
    return response.status >= 500 || response.status === 408 || response.status === 429 ? 'failed' : 'refused';
  } catch {
    return 'failed';
  }
}

function beacon(events: readonly TrackingEvent[]): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  try {
    const body = JSON.stringify(events.length === 1 ? events[0] : events);
    return navigator.sendBeacon(COLLECTOR_EVENTS_URL, new Blob([body], { type: 'application/json' }));
  } catch {
    return false;
  }
}

function titleOf(body: Element): string {
  return (body.closest('article')?.querySelector('h1')?.textContent ?? document.title).trim().slice(0, 256);
}

/**
 * The page's reading tracker (SPEC §3/§4), with analytics consent: every event carries the
 * reader (the member's id, else the tracker id), the session id, the device code, the product
 * and the reader's clock and time period, and goes through one ordered queue (event-queue.ts).
 * Follows the article on screen (reading.ts): `item_read`, `item_read_scroll` at 25/50/90/100 %
 * of its body with the data layer's `scroll_rate`, and `item_read_complete` with the read time.
 * Pushes `page_view` and the impressions of elements marked `data-impression` to the data layer.
 */
export class Tracker implements TrackerHandle {
  private readonly queue: EventQueue;
  private readonly memory = new ReadMemory();
  private readonly identity = new TrackerIdentity();
  private readonly deviceType: TrackerDeviceType = trackerDeviceType(navigator.userAgent, navigator.maxTouchPoints);
  private reading: { legacyId: number; observer: ArticleReading | null } | null = null;
  private impressions: IntersectionObserver | null = null;
  private readonly observed = new WeakSet<Element>();
  private stopped = false;
  private viewed: string | null = null;

  constructor(options: TrackerOptions) {
    const send: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
    const status = new CollectorStatusCheck({ check: options.checkStatus, fetch: send });
    this.queue = new EventQueue({
      post: (event) => post(send, event),
      beacon,
      open: () => status.open(),
      knownOpen: () => status.known() === true,
      retryMs: TRACKER_RETRY_MS,
    });
    document.addEventListener('visibilitychange', this.onVisibility);
    window.addEventListener('pagehide', this.flush);
  }

  /** Events not sent yet, in order. */
  get waiting(): readonly TrackingEvent[] {
    return this.queue.waiting;
  }

  run(command: TrackerCommand): void {
    if (this.stopped) return;
    if (command.kind === 'event') this.send(command.event);
    else if (command.kind === 'read') this.read(command.legacyId, true);
    else this.page();
  }

  /** Follows an article whose `item_read` already went out (anonymously, before consent or before this tracker). */
  adopt(legacyId: number): void {
    if (!this.stopped) this.read(legacyId, false);
  }

  /** Analytics consent withdrawn: nothing more is sent, what waits is dropped, the stored ids are deleted. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.queue.close();
    this.reading?.observer?.stop();
    this.reading = null;
    this.impressions?.disconnect();
    document.removeEventListener('visibilitychange', this.onVisibility);
    window.removeEventListener('pagehide', this.flush);
    forgetTrackerIds();
  }

  private read(legacyId: number, send: boolean): void {
    this.reading?.observer?.stop();
    const body = document.querySelector(`[${READ_BODY_ATTRIBUTE}="${legacyId}"]`);
    const observer = body
      ? new ArticleReading({
          body,
          onDepth: (depth) => this.depth(legacyId, depth, body),
          onComplete: (engagedMs) => this.complete(legacyId, engagedMs, observer?.wordCount),
        })
      : null;
    this.reading = { legacyId, observer };
    const read = articleEvent('item_read', legacyId);
    const state = pageTracking();
    syncPageAddress(state);
    const { referrer, reading } = state;
    const from = pageAddress(referrer);
    if (from) read.event.referrer = from;
    if (observer?.wordCount) read.event.wordCount = observer.wordCount;
    if (send) {
      this.send(read);
      if (reading?.legacyId === legacyId) reading.sent = true;
    } else {
      this.memory.note(read.event);
    }
    observer?.start();
  }

  private depth(legacyId: number, depth: ReadScrollDepth, body: Element): void {
    this.send(articleEvent('item_read_scroll', legacyId, { depth }));
    pushDataLayer({ event: 'scroll_rate', percent: depth, content_id: String(legacyId), content_name: titleOf(body) });
  }

  private complete(legacyId: number, engagedMs: number, wordCount: number | undefined): void {
    const part = this.memory.complete('article', String(legacyId), engagedMs, wordCount);
    if (part) this.send({ event: part });
  }

  /** One `page_view` per page shown (the first at start, then each client navigation). */
  private page(): void {
    const { url, referrer } = pageTracking();
    if (pageAddress(url) === this.viewed) return;
    this.viewed = pageAddress(url);
    pushDataLayer({ event: 'page_view', page_path: location.pathname, page_title: document.title, page_location: pageAddress(url), page_referrer: pageAddress(referrer) });
    this.observeImpressions();
  }

  private send(event: TrackingEvent): void {
    const now = Date.now();
    const enriched: TrackingEvent = {
      userId: pageTracking().userId ?? this.identity.trackerId(),
      sessionId: this.identity.sessionId(),
      organization: TRACKING_ORGANIZATION,
      product: TRACKING_PRODUCT,
      deviceType: this.deviceType,
      event: { ...event.event, clientTimestamp: event.event.clientTimestamp ?? now, timePeriod: event.event.timePeriod ?? timePeriodOf(new Date(now)) },
      ...(event.base ? { base: event.base } : {}),
    };
    this.memory.note(enriched.event);
    this.queue.enqueue(enriched);
  }

  private readonly flush = (): void => this.queue.flush();

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'hidden') this.queue.flush();
  };

  /** Elements marked `data-impression="tag|hashtag"` (with `data-impression-id` and `-name`): one push each, once half seen. */
  private observeImpressions(): void {
    if (typeof IntersectionObserver !== 'function') return;
    this.impressions ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          this.impressions?.unobserve(entry.target);
          const { impression, impressionId: id = '', impressionName: name = '' } = (entry.target as HTMLElement).dataset;
          if (impression === 'tag') pushDataLayer({ event: 'tag_impression', tag_id: id, tag_name: name });
          else if (impression === 'hashtag') pushDataLayer({ event: 'hashtag_impression', tag_id: id, tag_name: name, page_path: location.pathname });
        }
      },
      { threshold: 0.5 },
    );
    document.querySelectorAll('[data-impression]').forEach((element) => {
      if (this.observed.has(element)) return;
      this.observed.add(element);
      this.impressions?.observe(element);
    });
  }
}

/**
 * The tracker script's entry: starts the page's one tracker (only with analytics consent, for a
 * person, without the no-tracking flag), runs the commands given before it loaded, adopts the
 * article whose read already went out, and stops it when analytics consent is withdrawn.
 * Calling it again (consent given back) starts a fresh tracker; a running one is returned as is.
 */
export function installTracker(options: TrackerOptions): TrackerHandle | undefined {
  const state = pageTracking();
  state.install = () => void installTracker(options);
  if (state.tracker) return state.tracker;
  if (!isTrackingAllowed() || !hasConsent('analytics')) return undefined;
  const tracker = new Tracker(options);
  state.tracker = tracker;
  const unsubscribe = onConsentChange((consent) => {
    if (hasConsent('analytics', consent)) return;
    unsubscribe();
    tracker.stop();
    if (state.tracker === tracker) state.tracker = undefined;
  });
  // This page's view; views of earlier pages that waited for the tracker cannot be told apart any more.
  tracker.run({ kind: 'page' });
  const waiting = state.commands.filter((command) => command.kind !== 'page');
  state.commands = [];
  const { reading } = state;
  if (reading?.sent && !waiting.some((command) => command.kind === 'read' && command.legacyId === reading.legacyId)) tracker.adopt(reading.legacyId);
  for (const command of waiting) tracker.run(command);
  return tracker;
}
