/**
 * The boot loader's part of the ads (issue 19): the ads script is added only once the reader has
 * allowed advertising (at once, or the moment they do), and a refusal folds the slots' kept room
 * away at the reader's own touch. The server leaves the script's address off pages without ad
 * slots and for premium readers.
 */
import { hasConsent, onConsentChange } from '@meydan/shared/util/cookies';

const ADS_HANDLE = '__meydanAds';

function collapseSlots(): void {
  document.querySelectorAll<HTMLElement>('[data-ad-slot]').forEach((slot) => {
    slot.dataset['adState'] = 'collapsed';
  });
}

export function bootAds(dataset: DOMStringMap): void {
  const { ads: src, adServer: server, adIdle: idle = '2000' } = dataset;
  if (!src || !server) return;
  const load = () => {
    const running = (window as unknown as Record<string, { start(): void } | undefined>)[ADS_HANDLE];
    if (running) return running.start();
    if (document.querySelector(`script[data-ads-script]`)) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset['adsScript'] = '';
    script.dataset['server'] = server;
    script.dataset['idle'] = idle;
    document.head.appendChild(script);
  };
  if (hasConsent('advertising')) load();
  onConsentChange((state) => (hasConsent('advertising', state) ? load() : collapseSlots()));
}
