import { getCookie, INTERSTITIAL_COOKIE, setCookie } from '@meydan/shared/util/cookies';
import { type AdContext, frameCreative, reportAdEvent, requestAd } from './ad-request';
import { parseSizes } from './slot-controller';

/** SPEC §6: no interstitial in these page modes (sponsored content, premium readers, ad-free pages). */
export const NO_INTERSTITIAL_MODES: readonly string[] = ['sponsored', 'PremiumUser', 'noAds'];
/** SPEC §4: these query flags show the interstitial whatever the referrer (for testing campaigns). */
export const INTERSTITIAL_DEBUG_FLAGS: readonly string[] = ['adsdebug', 'interstitialdebug'];
export const SCROLL_LOCK_CLASS = 'ad-scroll-lock';
/** SPEC §9: the scroll lock is put back this often while the interstitial is open (a navigation may clear the class). */
const SCROLL_LOCK_CHECK_MS = 200;

export interface InterstitialSettings {
  delayMs: number;
  countdownMs: number;
  frequencyCapMs: number;
}

export interface PageFacts {
  url: URL;
  referrer: string;
  /** The reader moved within the site in this tab (client navigation): the referrer is the site itself. */
  navigatedInSite: boolean;
  mode: string | undefined;
  lastShownAt: number | null;
  now: number;
}

/**
 * SPEC §4/§6: at most once about every 2,000,000 ms, only when the reader came from the site
 * itself (never on a first page from search or a shared link) unless a debug flag is present,
 * never in the no-ad modes (the premium reader's hint keeps this script from loading at all).
 */
export function interstitialAllowed(facts: PageFacts, settings: InterstitialSettings): boolean {
  if (facts.mode && NO_INTERSTITIAL_MODES.includes(facts.mode)) return false;
  if (facts.lastShownAt !== null && facts.now - facts.lastShownAt < settings.frequencyCapMs) return false;
  const debug = INTERSTITIAL_DEBUG_FLAGS.some((flag) => facts.url.searchParams.has(flag));
  if (debug) return true;
  if (facts.navigatedInSite) return true;
  try {
    return facts.referrer !== '' && new URL(facts.referrer).origin === facts.url.origin;
  } catch {
    return false;
  }
}

/**
 * The page's ad mode: `data-ads-mode` on <html> or on an element of the page (a sponsored
 * article marks its <article>; read at the moment the interstitial would show, so a client
 * navigation to a sponsored story counts), or `?adsMode=`.
 */
export function pageAdMode(): string | undefined {
  const marked = document.documentElement.dataset['adsMode'] ?? document.querySelector('[data-ads-mode]')?.getAttribute('data-ads-mode');
  return marked ?? new URL(location.href).searchParams.get('adsMode') ?? undefined;
}

export function lastInterstitialAt(): number | null {
  const value = Number(getCookie(INTERSTITIAL_COOKIE));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The interstitial (SPEC §4): shown `delayMs` after a slot first renders an ad; the page's
 * scroll is locked; a countdown runs for `countdownMs`, then the close button appears; closing
 * it, pressing Escape or clicking outside the ad unlocks the page and reports `close_click` or
 * `outside_click`. The texts come from the page (`[data-ad-interstitial]`, in the edition's language).
 */
export async function showInterstitial(context: AdContext, anchor: HTMLElement, settings: InterstitialSettings): Promise<void> {
  const ad = await requestAd(context, 'interstitial', parseSizes(anchor.dataset['sizes']).filter(([w, h]) => w <= window.innerWidth - 16 && h <= window.innerHeight - 120), window.innerWidth < 1024 ? 'mobile' : 'desktop');
  if (!ad) return;
  setCookie(INTERSTITIAL_COOKIE, String(Date.now()), { path: '/', sameSite: 'lax' }); // a session cookie: the cap is per visit
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const overlay = document.createElement('div');
  overlay.className = 'ad-interstitial';
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', anchor.dataset['label'] ?? '');
  const box = document.createElement('div');
  box.className = 'ad-interstitial__box';
  const label = document.createElement('span');
  label.className = 'ad-interstitial__label';
  label.textContent = anchor.dataset['label'] ?? '';
  const frame = document.createElement('div');
  frame.className = 'ad-interstitial__frame';
  const countdown = document.createElement('p');
  countdown.className = 'ad-interstitial__countdown';
  countdown.setAttribute('aria-live', 'polite');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'ad-interstitial__close';
  close.setAttribute('aria-label', anchor.dataset['close'] ?? '');
  close.textContent = '×';
  close.hidden = true;
  box.append(label, close, frame, countdown);
  overlay.append(box);
  frameCreative(frame, ad, anchor.dataset['label'] ?? '');
  document.body.append(overlay);
  reportAdEvent(context, { type: 'impression', slot: 'interstitial', creativeId: ad.id });

  const root = document.documentElement;
  root.classList.add(SCROLL_LOCK_CLASS);
  const keepLocked = setInterval(() => root.classList.add(SCROLL_LOCK_CLASS), SCROLL_LOCK_CHECK_MS);
  let closable = false;
  const endsAt = Date.now() + settings.countdownMs;
  const tick = () => {
    const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
    if (left > 0) {
      countdown.textContent = (anchor.dataset['countdown'] ?? '{s}').replace('{s}', String(left));
      return;
    }
    clearInterval(ticker);
    closable = true;
    countdown.textContent = '';
    close.hidden = false;
    close.focus();
  };
  const ticker = setInterval(tick, 250);
  tick();

  const finish = (type: 'close_click' | 'outside_click') => {
    if (!closable) return;
    clearInterval(keepLocked);
    root.classList.remove(SCROLL_LOCK_CLASS);
    overlay.remove();
    document.removeEventListener('keydown', onKey, true);
    reportAdEvent(context, { type, slot: 'interstitial', creativeId: ad.id });
    before?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') finish('close_click');
    // The dialog is modal: Tab stays on its one control.
    if (event.key === 'Tab' && closable) {
      event.preventDefault();
      close.focus();
    }
  };
  close.addEventListener('click', () => finish('close_click'));
  overlay.addEventListener('click', (event) => {
    if (event.target === overlay) finish('outside_click');
  });
  document.addEventListener('keydown', onKey, true);
}
