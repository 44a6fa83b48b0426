import { useTranslation } from '@meydan/shared/util/translate';

/**
 * "3 new earthquakes": floats over the top of the list (it takes no room, so nothing below moves)
 * and is announced politely to screen readers. Pressing it loads the list again and takes the
 * reader to its top.
 */
export function LivePill({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useTranslation('quakes');
  return (
    <div className="quakes-live" role="status" aria-live="polite">
      {count > 0 ? (
        <button type="button" className="quakes-live__pill" onClick={onShow}>
          <span className="quakes-live__dot" aria-hidden="true" />
          {t('live.pill', { count })}
        </button>
      ) : null}
    </div>
  );
}
