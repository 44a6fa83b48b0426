import { useState } from 'react';
import type { Attempt } from '@meydan/shared/contracts';
import { useTranslation } from '@meydan/shared/util/translate';
import { shareText } from '@meydan/shared/ui';

/**
 * The end of a daily quiz (Bilpop, Zekiye): how it went, the score, when the answers come, the
 * share button with its feedback, and whether the result is on the day's board.
 */
export function QuizResult({ attempt, title, answersLater, shareGrid, shareUrl }: { attempt: Attempt; title: string; answersLater: string | null; shareGrid: string; shareUrl: string }) {
  const { t } = useTranslation('games');
  const [shared, setShared] = useState<string | null>(null);
  const share = async () => {
    const outcome = await shareText(shareGrid, shareUrl);
    setShared(outcome === 'copied' ? t('share.copied') : outcome === 'failed' ? t('share.failed') : null);
  };
  return (
    <div className={attempt.status === 'won' ? 'game-result game-result--won' : 'game-result game-result--lost'} role="status">
      <p className="game-result__title">{title}</p>
      <p className="game-result__score">{t('result.score', { score: attempt.score })}</p>
      {answersLater ? <p>{answersLater}</p> : null}
      <button type="button" className="button button--primary" onClick={() => void share()}>
        {t('share.button')}
      </button>
      {shared ? <p className="game-result__shared">{shared}</p> : null}
      {attempt.ranked ? <p className="game-result__ranked">{t('result.ranked')}</p> : null}
    </div>
  );
}
