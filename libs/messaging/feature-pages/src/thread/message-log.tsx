import { Fragment, type ReactElement, type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Edition } from '@meydan/shared/util/routing';
import { groupByDay } from '../lib/format';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
/** Within this many pixels of the end the reader counts as "at the newest message" and stays there as messages come. */
const STICK_TO_BOTTOM_PX = 80;

export interface ThreadRow {
  /** Stable across the optimistic copy and the server's message, so the bubble is not redrawn. */
  key: string;
  createdAt: string;
  mine: boolean;
  element: ReactElement;
}

export interface MessageLogProps {
  label: string;
  rows: readonly ThreadRow[];
  edition: Edition;
  hasOlder: boolean;
  /** The whole history is loaded: the top says where the conversation began. */
  atStart: boolean;
  isFetchingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
  /** Shown instead of messages while loading, on error, or for a new conversation. */
  placeholder?: ReactNode;
}

interface ScrollSnapshot {
  height: number;
  top: number;
  firstKey: string;
  lastKey: string;
  atBottom: boolean;
}

function atBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= STICK_TO_BOTTOM_PX;
}

/**
 * The thread as a log (role="log": new messages are announced politely), grouped by day, newest
 * at the bottom. Scrolling to the top loads older messages (an IntersectionObserver, with a
 * button for keyboards and old browsers) and keeps what the reader was looking at in place when
 * they are prepended; new messages scroll into view only if the reader was already at the end
 * (or wrote them).
 */
export function MessageLog({ label, rows, edition, hasOlder, atStart, isFetchingOlder, olderFailed, loadOlder, placeholder }: MessageLogProps) {
  const { t } = useTranslation('messaging');
  const idPrefix = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const snapshot = useRef<ScrollSnapshot>({ height: 0, top: 0, firstKey: '', lastKey: '', atBottom: true });
  const loadOlderRef = useRef(loadOlder);
  loadOlderRef.current = loadOlder;

  const firstKey = rows[0]?.key ?? '';
  const lastRow = rows[rows.length - 1];
  const lastKey = lastRow?.key ?? '';

  useIsomorphicLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const previous = snapshot.current;
    if (!previous.lastKey && lastKey) element.scrollTop = element.scrollHeight;
    else if (firstKey !== previous.firstKey && lastKey === previous.lastKey) element.scrollTop = element.scrollHeight - previous.height + previous.top;
    else if (lastKey !== previous.lastKey && (previous.atBottom || lastRow?.mine)) element.scrollTop = element.scrollHeight;
    snapshot.current = { height: element.scrollHeight, top: element.scrollTop, firstKey, lastKey, atBottom: atBottom(element) };
  }, [firstKey, lastKey, lastRow?.mine]);

  useEffect(() => {
    const root = scrollRef.current;
    const target = sentinelRef.current;
    if (!root || !target || !hasOlder || isFetchingOlder || olderFailed || typeof IntersectionObserver === 'undefined') return undefined;
    // A new observer reports at once whether the top is still in view, so a short thread keeps loading until it fills the pane.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadOlderRef.current();
    }, { root, rootMargin: '200px 0px 0px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, isFetchingOlder, olderFailed]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    snapshot.current = { ...snapshot.current, height: element.scrollHeight, top: element.scrollTop, atBottom: atBottom(element) };
  };

  const groups = groupByDay(rows, edition, { today: t('thread.today'), yesterday: t('thread.yesterday') });
  return (
    <div ref={scrollRef} className="thread__log" role="log" aria-live="polite" aria-relevant="additions" aria-label={label} aria-busy={isFetchingOlder || undefined} tabIndex={0} onScroll={onScroll}>
      <div ref={sentinelRef} className="thread__history">
        {hasOlder ? (
          olderFailed ? (
            <p className="thread__history-note" role="alert">
              {t('thread.loadOlderFailed')}{' '}
              <button type="button" className="button button--small" onClick={loadOlder}>
                {t('thread.retry')}
              </button>
            </p>
          ) : (
            <button type="button" className="button button--small thread__older" onClick={loadOlder} disabled={isFetchingOlder} aria-busy={isFetchingOlder || undefined}>
              {isFetchingOlder ? t('thread.loadingOlder') : t('thread.loadOlder')}
            </button>
          )
        ) : atStart && rows.length > 0 && !placeholder ? (
          <p className="thread__history-note">{t('thread.historyStart')}</p>
        ) : null}
      </div>
      {placeholder ??
        groups.map((group, index) => (
          <section key={`${group.key}-${index}`} className="thread-day" aria-labelledby={`${idPrefix}-day-${index}`}>
            <h3 id={`${idPrefix}-day-${index}`} className="thread-day__label">
              {group.label}
            </h3>
            <ol className="thread-day__messages">
              {group.items.map((row) => (
                <Fragment key={row.key}>{row.element}</Fragment>
              ))}
            </ol>
          </section>
        ))}
    </div>
  );
}
