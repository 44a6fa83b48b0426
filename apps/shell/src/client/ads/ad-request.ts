import type { AdEventReport, AdServeResponse } from '@meydan/shared/contracts';
import { hasConsent } from '@meydan/shared/util/cookies';
import { pushDataLayer } from '@meydan/shared/util/tracking';

/** Where the ads script talks to, and about which page. */
export interface AdContext {
  server: string;
  edition: string;
  idleTimeoutMs: number;
}

/** The advertising id (issue 19 item 4), kept in local storage only while the reader allows personalised ads. */
export const AD_ID_KEY = 'meydan:ad-id';

function advertisingId(): string {
  if (!hasConsent('personalization') || !hasConsent('advertising')) return '';
  try {
    const stored = localStorage.getItem(AD_ID_KEY);
    if (!stored) return '';
    const parsed = JSON.parse(stored) as { value?: unknown } | string;
    const value = typeof parsed === 'string' ? parsed : parsed.value;
    return typeof value === 'string' && /^[A-Za-z0-9_-]{8,128}$/.test(value) ? value : '';
  } catch {
    return '';
  }
}

/** The page's topic for contextual ads: its section and tags (the article's Open Graph tags). */
function pageTopic(): { section: string; tags: string } {
  const meta = (property: string) => Array.from(document.querySelectorAll<HTMLMetaElement>(`meta[property="${property}"]`), (tag) => tag.content).filter(Boolean);
  return { section: meta('article:section')[0] ?? '', tags: meta('article:tag').slice(0, 10).join(',') };
}

/**
 * Asks the ad server for one slot. Personalised (with the advertising id) only when the reader
 * allowed personalised content too; contextual (`npa=1`, the page's topic only) otherwise. An
 * answer slower than the idle timeout (SPEC §9: 2000 ms) counts as no ad.
 */
export async function requestAd(context: AdContext, slot: string, sizes: ReadonlyArray<readonly [number, number]>, device: string): Promise<AdServeResponse | null> {
  const aid = advertisingId();
  const { section, tags } = pageTopic();
  const query = new URLSearchParams({ slot, sizes: sizes.map(([w, h]) => `${w}x${h}`).join(','), edition: context.edition, device, section, tags, npa: aid ? '0' : '1' });
  if (aid) query.set('aid', aid);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), context.idleTimeoutMs);
  try {
    const response = await fetch(`${context.server}/serve?${query}`, { signal: abort.signal, credentials: 'omit', referrerPolicy: 'strict-origin-when-cross-origin' });
    if (response.status !== 200) return null;
    const ad = (await response.json()) as AdServeResponse;
    return typeof ad.url === 'string' && /^https?:\/\//.test(ad.url) && ad.width > 0 && ad.height > 0 ? ad : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Reports an ad event to the ad server (and to the data layer with analytics consent, never for bots or with the no-tracking flag); never fails. */
export function reportAdEvent(context: AdContext, report: Omit<AdEventReport, 'edition'>): void {
  const body = JSON.stringify({ ...report, edition: context.edition });
  try {
    if (!navigator.sendBeacon?.(`${context.server}/events`, body)) void fetch(`${context.server}/events`, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
  } catch {
    // An ad event is never worth an error.
  }
  pushDataLayer({ event: 'ad_interactions', action: report.type, slot: report.slot });
}

/** Frames a creative in the slot: sandboxed, no access to the page. */
export function frameCreative(frame: HTMLElement, ad: AdServeResponse, label: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.src = ad.url;
  iframe.width = String(ad.width);
  iframe.height = String(ad.height);
  iframe.title = label;
  iframe.setAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
  iframe.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  iframe.setAttribute('scrolling', 'no');
  frame.replaceChildren(iframe);
  return iframe;
}
