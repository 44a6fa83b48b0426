import { useState } from 'react';
import { shareText } from '@meydan/shared/ui';
import { useTranslation } from '@meydan/shared/util/translate';

/** The networks readers pass quake news on with, as plain links (no third-party script, nothing loaded before a click). */
const NETWORKS = {
  whatsapp: (url: string, text: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  x: (url: string, text: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  telegram: (url: string, text: string) => `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  facebook: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
} as const;

/**
 * Sharing a quake: the device's share sheet where there is one, else the link copied (the site's
 * shareText), saying what happened; and links to the usual networks, which work before the app
 * has loaded.
 */
export function EventShare({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation('quakes');
  const [outcome, setOutcome] = useState<string | null>(null);
  return (
    <section className="quake-share" aria-labelledby="quake-share-title">
      <h2 id="quake-share-title">{t('share.title')}</h2>
      <div className="quake-share__row">
        <button type="button" className="button button--primary" onClick={async () => setOutcome(t(`share.${await shareText(text, url)}`))}>
          {t('share.button')}
        </button>
        {(Object.keys(NETWORKS) as Array<keyof typeof NETWORKS>).map((network) => (
          <a key={network} className={`button quake-share__network quake-share__network--${network}`} href={NETWORKS[network](url, text)} target="_blank" rel="noopener noreferrer">
            {t(`share.networks.${network}`)}
          </a>
        ))}
        <span className="quake-share__status" role="status">
          {outcome}
        </span>
      </div>
    </section>
  );
}
