import { useEffect, useRef } from 'react';
import { useGetQuakeFeltQuery } from '@meydan/quakes/data-access';
import type { QuakeFeltCells } from '@meydan/quakes/ui';
import type { QuakeSummary } from '@meydan/shared/contracts';
import { skipToken } from '@meydan/shared/data-access/api-client';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { FeltAnswer } from './felt-answer';
import { FeltCounts } from './felt-counts';

/** What the panel needs of the quake: which one, its province, where and how strong it was. */
export type FeltQuake = Pick<QuakeSummary, 'id' | 'province' | 'latitude' | 'longitude' | 'magnitude'>;

export interface FeltPanelProps {
  quake: FeltQuake;
  edition: Edition;
  /** The map layer's squares, each time the summary changes (the page hands them to its map). */
  onCells?: (cells: QuakeFeltCells) => void;
}

/**
 * "Did you feel it?" once it is wanted (a lazy chunk, see quake-felt-section.tsx): the summary is
 * fetched in the browser only, after the session is known, because it holds the reader's own
 * answer (`mine`: a member's, or this browser's reader cookie's) — the page's server HTML stays the
 * same for everyone and cacheable.
 */
export function FeltPanel({ quake, edition, onCells }: FeltPanelProps) {
  const { t } = useTranslation('quakes');
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const settled = status === 'member' || status === 'anonymous';
  const viewerId = status === 'member' ? (user?._id ?? null) : null;
  const query = useGetQuakeFeltQuery(settled ? { id: quake.id, viewerId } : skipToken);
  const summary = query.currentData;

  useEffect(() => {
    if (summary) onCells?.(summary.cells);
  }, [summary, onCells]);

  // Once the answer form has been shown it stays (a retry or a new reader must not drop a choice).
  const shown = useRef(false);
  if (summary || query.isError) shown.current = true;
  if (!shown.current) {
    return (
      <p className="quake-felt__loading" role="status">
        {t('felt.loading')}
      </p>
    );
  }
  return (
    <div className="quake-felt__body">
      {/* A new reader (sign-in, sign-out) starts a fresh answer. */}
      <FeltAnswer key={viewerId ?? 'visitor'} quake={quake} summary={summary} edition={edition} />
      {summary ? (
        <FeltCounts summary={summary} edition={edition} />
      ) : query.isError ? (
        <div className="notice quake-felt__failed" role="alert">
          <p>{t('felt.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('felt.retry')}
          </button>
        </div>
      ) : (
        <p className="quake-felt__loading" role="status">
          {t('felt.loading')}
        </p>
      )}
    </div>
  );
}
