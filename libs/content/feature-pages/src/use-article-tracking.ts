import { useCallback, useEffect, useRef } from 'react';
import { contentApi } from '@meydan/content/data-access';
import { pushDataLayer, takeFirstReadClaim, trackArticleRead, trackArticleShare, whenVisible } from '@meydan/shared/util/tracking';
import type { ShareChannel } from '@meydan/shared/contracts';
import { useAppDispatch } from '@meydan/shared/data-access/store';

/**
 * Reading and sharing an article, for its view and share counts and, with analytics consent,
 * the reading tracker (scroll depth, read time, read-complete; @meydan/shared/util/tracking).
 * - `item_read` goes once per article shown: after hydration (effects never run during SSR),
 *   again when client-side navigation shows another article, and only once the tab is visible
 *   (a background or prerendered tab is not a read yet). The first page's read is the boot
 *   loader's (it goes out before the app loads, and the tracker already follows it), so the app
 *   skips that one. The tracker finds the body it follows by `data-read-body` (ArticlePage).
 * - The returned callback sends `item_share` with the channel, and adds the reader's share to the
 *   article's count on the page at once (the first share of this view; the server counts the rest
 *   within its per-reader daily bound).
 * `articleId` is the store key the page read the article under (its legacy id as text).
 */
export function useArticleTracking(legacyId: number | undefined, articleId: string): (network: ShareChannel) => void {
  const dispatch = useAppDispatch();
  const lastRead = useRef<number | null>(null);
  const lastShareShown = useRef<number | null>(null);

  useEffect(() => {
    if (legacyId === undefined || lastRead.current === legacyId) return undefined;
    if (takeFirstReadClaim(legacyId)) {
      // The boot loader sends the first page's read before the app loads.
      lastRead.current = legacyId;
      return undefined;
    }
    return whenVisible(() => {
      lastRead.current = legacyId;
      trackArticleRead(legacyId);
    });
  }, [legacyId]);

  return useCallback(
    (network: ShareChannel) => {
      if (legacyId === undefined || !trackArticleShare(legacyId, network)) return;
      pushDataLayer({ event: 'user_actions', action: 'share', label: network });
      if (lastShareShown.current === legacyId) return;
      lastShareShown.current = legacyId;
      dispatch(
        contentApi.util.updateQueryData('getArticle', articleId, (draft) => {
          draft.counts.share += 1;
        }),
      );
    },
    [dispatch, legacyId, articleId],
  );
}
