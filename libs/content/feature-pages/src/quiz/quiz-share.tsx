import { useTranslation } from '@meydan/shared/util/translate';
import { ShareButtons } from '@meydan/content/ui';
import type { ShareChannel } from '@meydan/shared/contracts';

export type QuizShareState = { status: 'pending' } | { status: 'failed' } | { status: 'ready'; url: string; text: string };

/**
 * Sharing a result: the link is the article with the signed `?result=` token from the API, so
 * it waits for the POST; network links and copy-link come from the article's share row.
 */
export function QuizShare({ state, onRetry, onShare }: { state: QuizShareState; onRetry(): void; onShare?: (network: ShareChannel) => void }) {
  const { t } = useTranslation('content');
  return (
    <section className="quiz-share" aria-labelledby="quiz-share-title">
      <h3 className="quiz-share__title" id="quiz-share-title">
        {t('quiz.shareHeading')}
      </h3>
      {state.status === 'ready' ? (
        <>
          <ShareButtons url={state.url} text={state.text} labelledBy="quiz-share-title" className="quiz-share__buttons" onShare={onShare} />
          <p className="quiz-share__link">
            <a href={state.url}>{t('quiz.shareLink')}</a>
          </p>
        </>
      ) : state.status === 'pending' ? (
        <p className="quiz-share__status">{t('quiz.sharePreparing')}</p>
      ) : (
        <p className="quiz-share__status">
          {t('quiz.shareFailed')}{' '}
          <button type="button" className="button" onClick={onRetry}>
            {t('quiz.shareRetry')}
          </button>
        </p>
      )}
    </section>
  );
}
