import { useState } from 'react';
import type { ReactionState } from '@meydan/shared/contracts';
import { MAX_REACTIONS_PER_READER, REACTION_EMOJIS, type ReactionEmoji } from '@meydan/shared/contracts/constants';
import { abbreviateCount } from '@meydan/shared/util/format';
import { HYDRATE_WHEN_VISIBLE } from '@meydan/shared/util/remote-kit';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';

/** The picture of each reaction (the SPEC §3 emoji names are keys, not glyphs). */
export const REACTION_GLYPHS: Readonly<Record<ReactionEmoji, string>> = { love: '❤️', haha: '😂', wow: '😮', clap: '👏', fire: '🔥', sad: '😢', angry: '😡', think: '🤔' };

export interface ReactionsBarProps {
  /** The remote's namespace holding `reactions.title`, `reactions.{emoji}` and `reactions.limit` (plural). */
  namespace: string;
  edition: Edition;
  /** Counts and the reader's emojis; undefined while unknown (server HTML, before the browser asks). */
  state: ReactionState | undefined;
  busy: boolean;
  /** Adds or removes one emoji; resolves to the API's refusal message ('' without one), or null. */
  change: (reaction: ReactionEmoji, add: boolean) => Promise<string | null>;
  /**
   * Whether the bar coming into view starts the app (for its counts; default). A page whose bar
   * is in the first screen and whose app is not needed until touched (a game's page) says no:
   * the counts then come with the reader's first touch, and the first load keeps its budget.
   */
  hydrateWhenVisible?: boolean;
}

/**
 * Emoji reactions (SPEC §4, §5) under an article or on a game page: a reader toggles up to 3
 * different emojis. Without a state the buttons show no counts and wait; the server enforces the
 * limit and the bar explains it. The shell's boot loader starts the app as the bar comes into view
 * (unless `hydrateWhenVisible` is false).
 */
export function ReactionsBar({ namespace, edition, state, busy, change, hydrateWhenVisible = true }: ReactionsBarProps) {
  const { t } = useTranslation(namespace);
  const { t: common } = useTranslation('common');
  const [message, setMessage] = useState('');
  const mine = new Set(state?.mine ?? []);
  const full = mine.size >= MAX_REACTIONS_PER_READER;
  const limit = t('reactions.limit', { count: MAX_REACTIONS_PER_READER });

  async function toggle(reaction: ReactionEmoji) {
    setMessage('');
    const refusal = await change(reaction, !mine.has(reaction));
    if (refusal !== null) setMessage(refusal || common('errors.actionFailed'));
  }

  return (
    <section className="reactions" aria-labelledby="reactions-title" {...(hydrateWhenVisible ? HYDRATE_WHEN_VISIBLE : {})}>
      <h2 id="reactions-title" className="reactions__title">
        {t('reactions.title')}
      </h2>
      <ul className="reactions__list">
        {REACTION_EMOJIS.map((emoji) => {
          const pressed = mine.has(emoji);
          return (
            <li key={emoji}>
              <button
                type="button"
                className="reactions__button"
                aria-pressed={pressed}
                disabled={!state || busy || (full && !pressed)}
                title={full && !pressed ? limit : undefined}
                onClick={() => void toggle(emoji)}
              >
                <span className="reactions__glyph" aria-hidden="true">
                  {REACTION_GLYPHS[emoji]}
                </span>
                <span className="reactions__label">{t(`reactions.${emoji}`)}</span>
                {state ? <span className="reactions__count">{abbreviateCount(state.counts[emoji] ?? 0, edition)}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="reactions__hint" role="status">
        {message || (full ? limit : '')}
      </p>
    </section>
  );
}
