import { useTranslation } from '@meydan/shared/util/translate';

/** A list that could not be loaded: the general fetch error and a retry (members' posts, the /admin lists). */
export function FetchFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  return (
    <div className="notice notice--error" role="alert">
      <p>{common('errors.fetch')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('editor.retry')}
      </button>
    </div>
  );
}

/** A list still loading, announced to assistive technology. */
export function Loading({ text }: { text: string }) {
  return (
    <p className="settings-page__progress" role="status" aria-busy="true">
      {text}
    </p>
  );
}
