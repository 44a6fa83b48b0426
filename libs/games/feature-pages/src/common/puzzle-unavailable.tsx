import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { GameHeader } from './game-header';

/** A daily game's page while its puzzle loads, or when it could not be loaded. */
export function PuzzleUnavailable({ name, board, edition, isError }: { name: string; board: string; edition: Edition; isError: boolean }) {
  const { t } = useTranslation('games');
  return (
    <div className="game-page">
      <GameHeader name={name} board={board} edition={edition} />
      {isError ? (
        <p className="notice notice--error" role="alert">
          {t('daily.loadFailed')}
        </p>
      ) : (
        <p className="game-page__loading">{t('daily.loading')}</p>
      )}
    </div>
  );
}
