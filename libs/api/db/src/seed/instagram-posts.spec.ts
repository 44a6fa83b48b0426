import { EDITIONS } from '@meydan/shared/util/routing';
import { INSTAGRAM_POSTS_PER_EDITION } from './instagram-posts';
import { planSeed, SEED_BASE_DATE } from './plan';

describe('Instagram posts in the seed plan', () => {
  const plan = planSeed();
  const posted = plan.articles.filter((a) => a.igPostedAt !== null);

  it('posts the same 40 listed, on-site stories per edition on every run', () => {
    for (const edition of EDITIONS) {
      const mine = posted.filter((a) => a.edition === edition);
      expect(mine).toHaveLength(INSTAGRAM_POSTS_PER_EDITION);
      for (const article of mine) {
        expect([article.isDraft, article.isHidden, article.isDeleted, article.movedToId, article.redirectUrl]).toEqual([false, false, false, null, null]);
      }
    }
    const again = planSeed().articles.filter((a) => a.igPostedAt !== null);
    expect(again.map((a) => [a.id, a.igPostedAt?.toISOString()])).toEqual(posted.map((a) => [a.id, a.igPostedAt?.toISOString()]));
  });

  it('posts a story 15 minutes to 3 hours after it went live, never after the data set’s newest story', () => {
    for (const article of posted) {
      const delay = (article.igPostedAt as Date).getTime() - article.publishedAt.getTime();
      expect(delay).toBeGreaterThanOrEqual(15 * 60_000);
      expect(delay).toBeLessThanOrEqual(3 * 3_600_000);
      expect((article.igPostedAt as Date).getTime()).toBeLessThanOrEqual(SEED_BASE_DATE.getTime());
    }
    // Distinct post times: the grid's order never depends on the legacy id tie-break alone.
    expect(new Set(posted.map((a) => a.igPostedAt?.getTime())).size).toBe(posted.length);
  });

  it('mixes kinds and sections, as a social desk’s picks do', () => {
    for (const edition of EDITIONS) {
      const mine = posted.filter((a) => a.edition === edition);
      expect(new Set(mine.map((a) => a.kind)).size).toBeGreaterThan(1);
      expect(new Set(mine.map((a) => a.categoryId)).size).toBeGreaterThan(10);
    }
  });
});
