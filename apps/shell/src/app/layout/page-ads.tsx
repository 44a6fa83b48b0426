import { useAdSlot, useAppSelector } from '@meydan/shared/data-access/store';
import { AdSlot } from '@meydan/shared/ui';
import { type Edition, matchRoute } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';

/** The remotes whose pages are read (news, games, astrology, quakes): the members' areas carry no ads. */
const AD_OWNERS: ReadonlySet<string> = new Set(['content', 'games', 'astrology', 'quakes']);
/** Reading remotes' pages that are not reading: the company's own texts and policies. */
const NO_AD_ROUTE = /^content\.(corporate|cookie-policy|legal)/;

/** Whether a page shows the layout's ad slots (masthead and footer) and may show the interstitial. */
export function isAdPage(edition: Edition, pathname: string): boolean {
  const match = matchRoute(edition, pathname);
  return match !== null && AD_OWNERS.has(match.route.owner) && !NO_AD_ROUTE.test(match.route.id);
}

/** The masthead: a 970/728×90 banner on desktops, a 320×100/50 one on phones and tablets. */
export function MastheadAds() {
  const { t } = useTranslation('common');
  const desktop = useAdSlot('masthead');
  const mobile = useAdSlot('mobile-masthead');
  return (
    <>
      <AdSlot placement={desktop} label={t('ads.label')} />
      <AdSlot placement={mobile} label={t('ads.label')} />
    </>
  );
}

export function FooterAd() {
  const { t } = useTranslation('common');
  return <AdSlot placement={useAdSlot('footer')} label={t('ads.label')} className="container" />;
}

/**
 * The interstitial's texts for the ads script, which builds the overlay itself (it runs before
 * the app and its translations): present only where an interstitial may show.
 */
export function InterstitialTexts() {
  const { t } = useTranslation('common');
  const settings = useAppSelector((state) => state.ui.ads?.interstitial);
  const slot = useAdSlot('interstitial');
  if (!settings?.enabled || !slot) return null;
  return (
    <div
      hidden
      data-ad-interstitial=""
      data-sizes={slot.sizes.map(([width, height]) => `${width}x${height}`).join(',')}
      data-delay={settings.delayMs}
      data-countdown-ms={settings.countdownMs}
      data-cap={settings.frequencyCapMs}
      data-label={t('ads.label')}
      data-close={t('ads.close')}
      data-countdown={t('ads.countdown', { seconds: '{s}' })}
    />
  );
}
