import { EDITIONS, SECTION_KEYS } from '@meydan/shared/util/routing';
import { LEAVES, planSeed, type PlannedArticle } from './plan';

describe('the covers of the seed articles', () => {
  const plan = planSeed();
  const sectionOf = new Map(plan.categories.flatMap((c) => LEAVES.filter((leaf) => leaf.key === c.slug).map((leaf) => [c.id, leaf.section] as const)));

  it('differ between neighbours in a section listing (any six cards in a row)', () => {
    const repeats: string[] = [];
    for (const edition of EDITIONS) {
      for (const section of SECTION_KEYS) {
        const listing = plan.articles
          .filter((a) => a.edition === edition && sectionOf.get(a.categoryId) === section)
          .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
        listing.forEach((article, i) => {
          const near = listing.slice(i + 1, i + 6).find((other) => other.imageId === article.imageId);
          if (near) repeats.push(`${edition} ${section}: "${article.title}" and "${near.title}"`);
        });
      }
    }
    expect(repeats).toEqual([]);
  });

  it("are not one of the article's own pictures, and come from its section (videos: their poster)", () => {
    const section = new Map(plan.images.map((image) => [image.id, image.section]));
    const posters = new Set(plan.videos.map((video) => video.poster.id));
    const wrong = plan.articles.filter((a: PlannedArticle) => {
      const own = a.entries.flatMap((entry) => ('imageId' in entry && entry.imageId ? [entry.imageId] : []));
      if (a.kind === 'video') return !posters.has(a.imageId);
      return own.includes(a.imageId) || section.get(a.imageId) !== sectionOf.get(a.categoryId);
    });
    expect(wrong.map((a) => a.title)).toEqual([]);
  });

  it('use every picture of the article pool', () => {
    const covers = new Set(plan.articles.map((a) => a.imageId));
    expect(plan.images.filter((image) => !covers.has(image.id))).toEqual([]);
  });
});
