import { useState } from 'react';
import { shareText } from '@meydan/shared/ui';
import { useTranslation } from '@meydan/shared/util/translate';

/** Shares a result's address (the Web Share sheet on phones, else the clipboard), saying what happened. */
export function ShareResult({ text, url, personal = true }: { text: string; url: string; personal?: boolean }) {
  const { t } = useTranslation('astrology');
  const [outcome, setOutcome] = useState<string | null>(null);
  return (
    <>
      <button type="button" className="button button--ghost" onClick={async () => setOutcome(t(`share.${await shareText(text, url)}`))} title={personal ? t('share.personalHint') : undefined}>
        {t('share.button')}
      </button>
      {outcome ? (
        <span className="astro-share-status" role="status">
          {outcome}
        </span>
      ) : null}
    </>
  );
}
