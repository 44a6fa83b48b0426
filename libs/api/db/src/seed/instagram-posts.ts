import { EDITIONS, type Edition } from '@meydan/shared/util/routing';
import { Prng } from './prng';

/**
 * Demo data for the /instagram "link in bio" page (SPEC §7 `sort=igDate`): after the plan is
 * built, a subset of each edition's recent listed stories is marked as posted to Meydan's
 * Instagram account, the way a social desk picks a few stories a day and posts them a while after
 * they go live on the site.
 *
 * A PRNG of its own keeps the main plan's stream (ids, titles, dates) unchanged; its seed makes
 * the pick and the post times the same on every run.
 */
export const INSTAGRAM_POSTS_PER_EDITION = 40;
/** The pick is made among this many of the newest eligible stories (about a month of them). */
const CANDIDATE_WINDOW = 160;
/** Posted 15 min to 3 h after publication, never before it. */
const DELAY_SECONDS = { min: 15 * 60, max: 3 * 60 * 60 } as const;
const SEED = 0x1a57_2026;

interface InstagramCandidate {
  edition: Edition;
  isDraft: boolean;
  isHidden: boolean;
  isDeleted: boolean;
  movedToId: string | null;
  redirectUrl: string | null;
  publishedAt: Date;
  legacyId: number;
  igPostedAt: Date | null;
}

/**
 * Sets `igPostedAt` on {@link INSTAGRAM_POSTS_PER_EDITION} listed stories per edition. Stories
 * that leave the site (redirectUrl) are skipped, and so is anything too close to `latest` for the
 * longest delay, so no post time lies after the newest story of the data set.
 */
export function applyInstagramPosts(articles: InstagramCandidate[], latest: Date): void {
  const rng = new Prng(SEED);
  const lastPublish = latest.getTime() - DELAY_SECONDS.max * 1000;
  for (const edition of EDITIONS) {
    const candidates = articles
      .filter(
        (a) =>
          a.edition === edition && !a.isDraft && !a.isHidden && !a.isDeleted && !a.movedToId && !a.redirectUrl && a.publishedAt.getTime() <= lastPublish,
      )
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.legacyId - a.legacyId)
      .slice(0, CANDIDATE_WINDOW);
    for (const article of rng.sample(candidates, INSTAGRAM_POSTS_PER_EDITION)) {
      article.igPostedAt = new Date(article.publishedAt.getTime() + rng.int(DELAY_SECONDS.min, DELAY_SECONDS.max) * 1000);
    }
  }
}
