import { useTranslation } from '@meydan/shared/util/translate';
import type { ArticleStream } from './use-article-stream';

/** What a stream shows before its first page arrives: loading, or the failure with a retry. */
export function FirstPageState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation('content');
  return isError ? (
    <p className="notice notice--error" role="alert">
      {t('loadFailed')}{' '}
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  ) : (
    <p className="notice" aria-busy="true">
      {t('loading')}
    </p>
  );
}

/**
 * "Load more" under a stream. It stays enabled (aria-disabled while loading) so focus never drops
 * to the page when it is pressed; a failed load says so and the same button retries.
 */
export function LoadMoreButton({ stream, label }: { stream: Pick<ArticleStream, 'hasMore' | 'loadMore' | 'moreStatus'>; label: string }) {
  const { t } = useTranslation('content');
  const loading = stream.moreStatus === 'loading';
  return (
    <>
      {stream.moreStatus === 'failed' ? (
        <p className="notice notice--error" role="alert">
          {t('loadFailed')}
        </p>
      ) : null}
      {stream.hasMore ? (
        <button type="button" className="button load-more" onClick={stream.loadMore} aria-disabled={loading || undefined} aria-busy={loading || undefined}>
          {loading ? t('loading') : stream.moreStatus === 'failed' ? t('retry') : label}
        </button>
      ) : null}
    </>
  );
}
