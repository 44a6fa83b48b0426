import { useReaderReactions } from '@meydan/shared/data-access/api-client';
import { ReactionsBar } from '@meydan/shared/ui';
import type { Edition } from '@meydan/shared/util/routing';

/** Emoji reactions under an article (`article:{legacyId}`), with the content remote's texts. */
export function ArticleReactions({ itemKey, edition }: { itemKey: string; edition: Edition }) {
  return <ReactionsBar namespace="content" edition={edition} {...useReaderReactions(itemKey)} />;
}
