import type { Comment } from '@meydan/shared/contracts';
import { itemEvent, trackUserAction } from '@meydan/shared/util/tracking';

/** SPEC §3 `item_write` of a comment or reply just posted, on its article (analytics consent only). */
export function trackCommentWritten(posted: Pick<Comment, '_id'>, articleId: string): void {
  trackUserAction(itemEvent('item_write', 'comment', posted._id, { base: { baseItemId: articleId, baseItemType: 'article' } }), 'comment', articleId);
}

/** SPEC §3 `item_like` of a comment (liked or unliked), on its article (analytics consent only). */
export function trackCommentLike(commentId: string, articleId: string, like: boolean): void {
  trackUserAction(
    itemEvent('item_like', 'comment', commentId, { metadata: { action: like ? 'add' : 'remove' }, base: { baseItemId: articleId, baseItemType: 'article' } }),
    like ? 'like' : 'unlike',
    commentId,
  );
}
