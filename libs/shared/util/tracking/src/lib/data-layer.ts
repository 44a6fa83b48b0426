import type { ReadScrollDepth } from '@meydan/shared/contracts/constants';
import { hasConsent } from '@meydan/shared/util/cookies';
import { isTrackingAllowed } from './tracking';

/**
 * SPEC §7 analytics events, pushed to `window.dataLayer` (where a tag manager, if one is ever
 * configured, reads them). Only with analytics consent, never for bots or with the no-tracking
 * flag. Field names follow the spec (snake_case), as a tag manager expects them.
 */
export type DataLayerEvent =
  /** A page shown: the first page (by the tracker) and every client navigation (by the shell). */
  | { event: 'page_view'; page_path: string; page_title: string; page_location: string; page_referrer: string }
  /** A further page of a list shown in place ("load more"): its number, 2 and up. */
  | { event: 'page_impression'; page_path: string; page_number: number }
  /** A tag's own page seen. */
  | { event: 'tag_impression'; tag_id: string; tag_name: string }
  /** A story's "#tag" chips seen. */
  | { event: 'hashtag_impression'; tag_id: string; tag_name: string; page_path: string }
  /** How far down an article's body the reader came (SPEC §9 thresholds). */
  | { event: 'scroll_rate'; percent: ReadScrollDepth; content_id: string; content_name: string }
  /** A link to the app in a store followed. */
  | { event: 'app_download'; type: 'app_store' | 'google_play' | 'app_gallery'; page_url: string }
  /** Something a reader did to content or people (the collector gets the same as an event). */
  | { event: 'user_actions'; action: UserAction; label: string }
  /** Something a player did in a game (start, finish, …); `label` names the game. */
  | { event: 'game_interactions'; action: string; label: string; value?: number }
  /** Something a reader did with an ad or saw of it (`impression`, the interstitial's `outside_click` and `close_click`), by slot name. */
  | { event: 'ad_interactions'; action: string; slot: string }
  /** A search run from the search page. */
  | { event: 'search_interaction'; action: 'search'; search_term: string; search_tab: 'content' | 'tag' | 'user' };

export type UserAction = 'share' | 'reaction_add' | 'reaction_remove' | 'like' | 'unlike' | 'favorite_add' | 'favorite_remove' | 'comment' | 'write' | 'follow' | 'unfollow';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes one analytics event; false (and nothing pushed) without analytics consent. */
export function pushDataLayer(event: DataLayerEvent): boolean {
  if (!isTrackingAllowed() || !hasConsent('analytics')) return false;
  const target = window as DataLayerWindow;
  (target.dataLayer ??= []).push(event);
  return true;
}
