import { openLoginDialog } from '@meydan/shared/ui';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { GameReactions } from './game-reactions';

/**
 * The end of a game page: for a guest, why signing in helps (the streak on every device, the
 * boards); the readers' reactions to the game (its catalogue `slug`); then the game's rules, folded.
 */
export function GamePageFooter({ signedIn, rules, slug, edition }: { signedIn: boolean; rules: string; slug: string; edition: Edition }) {
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
      <GameReactions slug={slug} edition={edition} />
      <details className="game-rules">
        <summary>{t('daily.howToPlay')}</summary>
        <p>{rules}</p>
      </details>
    </>
  );
}
