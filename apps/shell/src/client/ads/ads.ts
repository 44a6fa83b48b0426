/**
 * The ads script (issue 19): a separate file the boot loader adds only where the page has ad
 * slots, the reader allowed advertising and is not premium. It fills the slots (before or after
 * the app hydrates; React never looks inside a slot's frame), refreshes them on their timers,
 * follows client navigation to new slots, shows the interstitial (SPEC §4) and stops at once if
 * advertising is withdrawn.
 */
import { hasConsent, onConsentChange } from '@meydan/shared/util/cookies';
import type { AdContext } from './ad-request';
import { interstitialAllowed, lastInterstitialAt, pageAdMode, showInterstitial } from './interstitial';
import { SlotController } from './slot-controller';

export const ADS_HANDLE = '__meydanAds';
type AdsWindow = Window & { [ADS_HANDLE]?: { start(): void } };

export function createAds(context: AdContext): { start(): void } {
  const controllers = new Map<HTMLElement, SlotController>();
  const firstPath = location.pathname;
  let running = false;
  let interstitialDue = false;
  let pending = false;
  let mutations: MutationObserver | undefined;

  const onFilled = () => {
    const anchor = document.querySelector<HTMLElement>('[data-ad-interstitial]');
    if (interstitialDue || !anchor) return;
    const settings = {
      delayMs: Number(anchor.dataset['delay'] ?? 5000),
      countdownMs: Number(anchor.dataset['countdownMs'] ?? 5000),
      frequencyCapMs: Number(anchor.dataset['cap'] ?? 2_000_000),
    };
    const facts = () => ({ url: new URL(location.href), referrer: document.referrer, navigatedInSite: location.pathname !== firstPath, mode: pageAdMode(), lastShownAt: lastInterstitialAt(), now: Date.now() });
    if (!interstitialAllowed(facts(), settings)) return;
    interstitialDue = true;
    setTimeout(() => {
      // Asked again when due: the reader may have moved to a sponsored story in the meantime.
      if (running && anchor.isConnected && interstitialAllowed(facts(), settings)) void showInterstitial(context, anchor, settings);
    }, settings.delayMs);
  };

  /** Takes on the page's new slots and lets go of those that left it (client navigation). */
  const adopt = () => {
    pending = false;
    document.querySelectorAll<HTMLElement>('[data-ad-slot]').forEach((element) => {
      if (!controllers.has(element)) controllers.set(element, new SlotController(element, context, onFilled));
    });
    for (const [element, controller] of controllers) {
      if (element.isConnected) continue;
      controller.stop(false);
      controllers.delete(element);
    }
  };

  const stop = () => {
    running = false;
    mutations?.disconnect();
    for (const controller of controllers.values()) controller.stop(true);
    controllers.clear();
  };

  onConsentChange((state) => {
    if (running && !hasConsent('advertising', state)) stop();
  });

  return {
    start() {
      if (running || !hasConsent('advertising')) return;
      running = true;
      adopt();
      mutations = new MutationObserver(() => {
        if (pending) return;
        pending = true;
        requestAnimationFrame(adopt);
      });
      mutations.observe(document.body, { childList: true, subtree: true });
    },
  };
}

const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.dataset['server']) {
  const ads = createAds({ server: script.dataset['server'], edition: document.documentElement.lang || 'tr', idleTimeoutMs: Number(script.dataset['idle'] ?? 2000) });
  (window as AdsWindow)[ADS_HANDLE] = ads;
  ads.start();
}
