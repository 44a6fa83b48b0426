import { useEffect, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { useChangeReactionMutation, useGetReactionsQuery } from '@meydan/content/data-access';
import { MAX_REACTIONS_PER_READER, REACTION_EMOJIS, type ReactionEmoji } from '@meydan/shared/contracts/constants';
import { abbreviateCount } from '@meydan/shared/util/format';
import type { Edition } from '@meydan/shared/util/routing';
import { HYDRATE_WHEN_VISIBLE } from '@meydan/shared/util/remote-kit';

const GLYPHS: Readonly<Record<ReactionEmoji, string>> = { love: '❤️', haha: '😂', wow: '😮', clap: '👏', fire: '🔥', sad: '😢', angry: '😡', think: '🤔' };

/**
 * Emoji reactions under an article (SPEC §4, §5): a reader toggles up to 3 different emojis.
 * The state is per reader, so it is loaded in the browser after hydration (the server HTML
 * shows the buttons without counts); the server enforces the limit, the bar explains it.
 */
export function ReactionsBar({ itemKey, edition }: { itemKey: string; edition: Edition }) {
  const { t } = useTranslation('content');
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { data } = useGetReactionsQuery(itemKey, { skip: !mounted });
  const [change, { isLoading }] = useChangeReactionMutation();
  const [message, setMessage] = useState('');
  const mine = new Set(data?.mine ?? []);
  const full = mine.size >= MAX_REACTIONS_PER_READER;

  async function toggle(reaction: ReactionEmoji) {
    setMessage('');
    const result = await change({ key: itemKey, reaction, add: !mine.has(reaction) });
    if ('error' in result && result.error) setMessage((result.error as { message?: string }).message ?? t('loadFailed'));
  }

  return (
    <section className="reactions" aria-labelledby="reactions-title" {...HYDRATE_WHEN_VISIBLE}>
      <h2 id="reactions-title" className="reactions__title">
        {t('reactions.title')}
      </h2>
      <ul className="reactions__list">
        {REACTION_EMOJIS.map((emoji) => {
          const pressed = mine.has(emoji);
          const count = data?.counts[emoji] ?? 0;
          return (
            <li key={emoji}>
              <button
                type="button"
                className="reactions__button"
                aria-pressed={pressed}
                disabled={!data || isLoading || (full && !pressed)}
                title={full && !pressed ? t('reactions.limit', { count: MAX_REACTIONS_PER_READER }) : undefined}
                onClick={() => void toggle(emoji)}
              >
                <span className="reactions__glyph" aria-hidden="true">
                  {GLYPHS[emoji]}
                </span>
                <span className="reactions__label">{t(`reactions.${emoji}`)}</span>
                {data ? <span className="reactions__count">{abbreviateCount(count, edition)}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="reactions__hint" role="status">
        {message || (full ? t('reactions.limit', { count: MAX_REACTIONS_PER_READER }) : '')}
      </p>
    </section>
  );
}
