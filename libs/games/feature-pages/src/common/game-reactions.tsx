import { useReaderReactions } from '@meydan/shared/data-access/api-client';
import { ReactionsBar } from '@meydan/shared/ui';
import { useLocation } from '@meydan/shared/util/router';
import { type Edition, isChromelessPath } from '@meydan/shared/util/routing';

/**
 * Emoji reactions on a game page (issue 16), keyed `game:{slug}` with the catalogue slug: the
 * article's bar with the games' texts. Not in the native apps' web views (`/mobile/…`) nor in
 * embeds: those pages are shown without the site's chrome (the shell's own rule), so a page
 * can render this without knowing how it is shown.
 */
export function GameReactions({ slug, edition }: { slug: string; edition: Edition }) {
  const { pathname } = useLocation();
  if (isChromelessPath(pathname)) return null;
  return <Reactions itemKey={`game:${slug}`} edition={edition} />;
}

/** Split out so that a chrome-less page neither subscribes to nor asks for the state. */
function Reactions({ itemKey, edition }: { itemKey: string; edition: Edition }) {
  // A game page's first screen often holds the bar: its counts wait for the reader's first touch
  // (which starts the app for the game anyway) instead of loading the app on sight.
  return <ReactionsBar namespace="games" edition={edition} hydrateWhenVisible={false} {...useReaderReactions(itemKey)} />;
}
