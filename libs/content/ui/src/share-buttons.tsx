import { useEffect, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { ShareIcon } from './share-icons';

export type ShareNetwork = 'x' | 'facebook' | 'whatsapp' | 'telegram';

/** Plain share links: no third-party script runs on our pages and nothing loads before a click. */
export function shareLinks(url: string, text: string): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return {
    x: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
  };
}

const NETWORK_NAMES: Readonly<Record<ShareNetwork, string>> = { x: 'X', facebook: 'Facebook', whatsapp: 'WhatsApp', telegram: 'Telegram' };

interface ShareButtonsProps {
  /** Absolute URL to share. */
  url: string;
  text: string;
  /** Heading for screen readers and the visible label. */
  label?: string;
  /**
   * The id of a heading that already names the row (a result's "Share your result"): the row is
   * labelled by it and shows no label of its own, so the words do not appear twice.
   */
  labelledBy?: string;
  /** Called after the reader picked a network or copied the link (e.g. to count shares). */
  onShare?: (network: ShareNetwork | 'copy' | 'native') => void;
  className?: string;
}

/**
 * Share row (SPEC §2 article page): network links, copy-link with a spoken confirmation and,
 * where the device offers it (phones), the native share sheet.
 */
export function ShareButtons({ url, text, label, labelledBy, onShare, className }: ShareButtonsProps) {
  const { t } = useTranslation('content');
  const [canNativeShare, setCanNativeShare] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => setCanNativeShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);
  const links = shareLinks(url, text);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('share.copied'));
      onShare?.('copy');
    } catch {
      setStatus(t('share.copyFailed'));
    }
  }

  async function nativeShare() {
    try {
      await navigator.share({ url, title: text });
      onShare?.('native');
    } catch {
      // The reader closed the sheet: nothing to report.
    }
  }

  return (
    <div className={`share ${className ?? ''}`} role="group" {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label ?? t('share.label') })}>
      {labelledBy ? null : (
        <span className="share__label" aria-hidden="true">
          {label ?? t('share.label')}
        </span>
      )}
      {(Object.keys(links) as ShareNetwork[]).map((network) => (
        <a
          key={network}
          className={`share__button share__button--${network}`}
          href={links[network]}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => onShare?.(network)}
        >
          <ShareIcon name={network} />
          <span className="visually-hidden">{t('share.on', { network: NETWORK_NAMES[network] })}</span>
        </a>
      ))}
      <button type="button" className="share__button share__button--copy" onClick={() => void copy()}>
        <ShareIcon name="copy" />
        <span className="visually-hidden">{t('share.copy')}</span>
      </button>
      {canNativeShare ? (
        <button type="button" className="share__button share__button--native" onClick={() => void nativeShare()}>
          {t('share.more')}
        </button>
      ) : null}
      <span className="share__status" role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
