import { useEffect, useState } from 'react';
import type { ReactionChangeQuery, ReactionEmoji, ReactionState } from '@meydan/shared/contracts';
import { itemEvent, trackUserAction } from '@meydan/shared/util/tracking';
import { baseApi } from './base-api';

/**
 * SPEC §7 counter service (`/counter/state`, `/counter/hit`, `/counter/pop`): emoji reactions on
 * an article (`article:{legacyId}`) or a game (`game:{slug}`). Shared by the content remote (under
 * articles) and the games remote (on game pages), so both send the very same requests.
 */
export const reactionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Per-reader state: fetched in the browser only (it depends on the reader cookie). */
    getReactions: build.query<ReactionState, string>({
      query: (key) => ({ url: '/counter/state', params: { key } }),
    }),
    /** The counter service's hit/pop are GETs by contract; the answer is the new state. */
    changeReaction: build.mutation<ReactionState, ReactionChangeQuery & { add: boolean }>({
      query: ({ key, reaction, add }) => ({ url: add ? '/counter/hit' : '/counter/pop', params: { key, reaction } }),
      async onQueryStarted({ key }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(reactionsApi.util.upsertQueryData('getReactions', key, data));
        } catch {
          // The caller shows the error; the cached state stays as it was.
        }
      },
    }),
  }),
});

export const { useGetReactionsQuery, useChangeReactionMutation } = reactionsApi;

/** SPEC §3 `item_reactions`: the emoji is the item; an article's reactions name it as the base item. */
export function reactionEvent(key: string, reaction: ReactionEmoji, add: boolean) {
  const [kind, id = ''] = key.split(':');
  return itemEvent('item_reactions', 'emoji', reaction, {
    metadata: { action: add ? 'add' : 'remove', key },
    base: kind === 'article' ? { baseItemId: id, baseItemType: 'article' } : undefined,
  });
}

export interface ReaderReactions {
  /** Counts and the reader's own emojis; undefined on the server and until the browser has them. */
  state: ReactionState | undefined;
  /** A change is on its way. */
  busy: boolean;
  /** Adds or removes one emoji; resolves to the API's refusal message ('' without one), or null when it went through. */
  change: (reaction: ReactionEmoji, add: boolean) => Promise<string | null>;
}

/**
 * One item's reactions for the reader in this browser. The state depends on the reader cookie,
 * so it is asked for only after hydration: the server HTML (and the first client render, which
 * must match it) has no counts.
 */
export function useReaderReactions(key: string): ReaderReactions {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { data } = useGetReactionsQuery(key, { skip: !hydrated });
  const [mutate, { isLoading }] = useChangeReactionMutation();
  const change = async (reaction: ReactionEmoji, add: boolean) => {
    const result = await mutate({ key, reaction, add });
    if (result.error) return (result.error as { message?: string }).message ?? '';
    trackUserAction(reactionEvent(key, reaction, add), add ? 'reaction_add' : 'reaction_remove', reaction);
    return null;
  };
  return { state: data, busy: isLoading, change };
}
