import { openLoginDialog } from '@meydan/shared/ui';
import { useTranslation } from '@meydan/shared/util/translate';

/**
 * The end of a game page: for a guest, why signing in helps (the streak on every device, the
 * boards); then the game's rules, folded.
 */
export function GamePageFooter({ signedIn, rules }: { signedIn: boolean; rules: string }) {
  const { t } = useTranslation('games');
  return (
    <>
      {!signedIn ? (
        <p className="game-signin">
          {t('daily.guestNote')}{' '}
          <button type="button" className="button button--link" onClick={() => openLoginDialog()}>
            {t('daily.signIn')}
          </button>
        </p>
      ) : null}
      <details className="game-rules">
        <summary>{t('daily.howToPlay')}</summary>
        <p>{rules}</p>
      </details>
    </>
  );
}
