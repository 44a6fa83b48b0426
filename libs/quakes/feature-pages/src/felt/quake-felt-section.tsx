import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { QuakeFeltCells } from '@meydan/quakes/ui';
import { HYDRATE_WHEN_VISIBLE } from '@meydan/shared/util/remote-kit';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import type { FeltPanelProps, FeltQuake } from './felt-panel';

/** The panel starts loading this far before the section scrolls into view. */
const PRELOAD_MARGIN = '200px';

export interface QuakeFeltSectionProps {
  event: FeltQuake;
  edition: Edition;
  /** The felt layer's squares for the page's map, each time the reports change. */
  onCells?: (cells: QuakeFeltCells) => void;
}

type PanelState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; Panel: ComponentType<FeltPanelProps> };

/**
 * "Did you feel it?" on an earthquake's page. The server sends only its heading and lead (the
 * same HTML for every reader, so the page stays cacheable); the section asks the shell's boot
 * loader for the app as it nears the viewport (HYDRATE_WHEN_VISIBLE), and the panel itself, with
 * the pictures, the form and the counts, is a lazy chunk fetched when the section comes near the
 * viewport or is touched. A reader who never scrolls to it never loads it.
 */
export function QuakeFeltSection({ event, edition, onCells }: QuakeFeltSectionProps) {
  const { t } = useTranslation('quakes');
  const box = useRef<HTMLElement>(null);
  const headingId = useId();
  const [panel, setPanel] = useState<PanelState>({ status: 'idle' });
  /** 0 until the panel is wanted; each retry after a failed load is a new attempt. */
  const [attempt, setAttempt] = useState(0);
  const want = useCallback(() => setAttempt((n) => Math.max(n, 1)), []);

  useEffect(() => {
    if (attempt > 0) return;
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return want();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        want();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [attempt, want]);

  useEffect(() => {
    if (attempt === 0) return;
    let cancelled = false;
    setPanel({ status: 'loading' });
    import('./felt-panel').then(
      (chunk) => !cancelled && setPanel({ status: 'ready', Panel: chunk.FeltPanel }),
      () => !cancelled && setPanel({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  return (
    <section ref={box} className="quake-felt" aria-labelledby={headingId} data-quake-id={event.id} onPointerDown={want} onFocus={want} {...HYDRATE_WHEN_VISIBLE}>
      <h2 id={headingId} className="quake-felt__title">
        {t('felt.title')}
      </h2>
      <p className="quake-felt__lead">{t('felt.lead')}</p>
      {panel.status === 'ready' ? (
        <panel.Panel quake={event} edition={edition} onCells={onCells} />
      ) : panel.status === 'failed' ? (
        <div className="notice quake-felt__failed" role="alert">
          <p>{t('felt.panelFailed')}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('felt.retry')}
          </button>
        </div>
      ) : (
        <p className="quake-felt__loading quake-felt__placeholder" role="status">
          {t('felt.loading')}
        </p>
      )}
    </section>
  );
}
