import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import { contentApi } from '@meydan/content/data-access';
import type { Article } from '@meydan/shared/contracts';
import { stripHtml, truncate } from '@meydan/shared/util/format';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { extractArticleId, isSitePath } from '@meydan/shared/util/routing';
import { INSTAGRAM_GRID_ARGS, instagramAnchor, instagramAnchorArgs, instagramPath, instagramSlug } from './instagram-page';
import { socialTags } from './page-head';

function t(ctx: RouteContext) {
  return ctx.i18n.getFixedT(ctx.edition, 'content');
}

/**
 * `/instagram/{slug?}`. Without a slug: the grid's first page. With one: the slug names an article
 * by the §2.8 id rule; an unknown one is a 404, a moved one 301s to its successor's slug, and an
 * article never posted to Instagram sends the reader to the article itself (someone following an
 * old link wants the story). Other spellings of the slug 301 to the article's own.
 */
export async function loadInstagram(ctx: RouteContext): Promise<LoaderResult> {
  const slug = ctx.params['slug'] || undefined;
  if (!slug) {
    const first = await prefetchQuery(ctx, contentApi.endpoints.getArticles.initiate(INSTAGRAM_GRID_ARGS));
    if (first.error) return { status: 500 };
    const tr = t(ctx);
    const title = tr('instagram.title');
    const description = tr('instagram.description');
    const url = ctx.origin + instagramPath(ctx.edition);
    return { head: { title, description, canonical: url, og: socialTags(ctx, { type: 'website', title, description, url }) } };
  }
  const id = extractArticleId(slug);
  if (id === null) return { status: 404 };
  const [{ data: story, error }, first] = await Promise.all([
    prefetchQuery(ctx, contentApi.endpoints.getArticle.initiate(String(id))),
    prefetchQuery(ctx, contentApi.endpoints.getArticles.initiate(INSTAGRAM_GRID_ARGS)),
  ]);
  if (error) {
    const moved = error.action === 'redirect' ? error.payload?.route : undefined;
    if (isSitePath(moved) && extractArticleId(moved) !== null) {
      return { redirect: { to: instagramPath(ctx.edition, moved.slice(moved.lastIndexOf('/') + 1)), status: 301 } };
    }
    return { status: error.statusCode === 404 ? 404 : 500 };
  }
  if (!story) return { status: 500 };
  if (!story.igPostedAt) return { redirect: { to: story.route, status: 302 } };
  const canonicalSlug = instagramSlug(ctx.edition, story);
  if (slug !== canonicalSlug) return { redirect: { to: instagramPath(ctx.edition, canonicalSlug) + ctx.search, status: 301 } };
  if (first.error || !first.data) return { status: 500 };
  const anchor = instagramAnchor(first.data, story);
  if (anchor && (await prefetchQuery(ctx, contentApi.endpoints.getArticles.initiate(instagramAnchorArgs(anchor)))).error) return { status: 500 };
  return { head: storyHead(ctx, story, canonicalSlug) };
}

/**
 * A post's landing page previews the story when shared, but stays out of search indexes: it
 * repeats the article's summary, and the article is the page to find (`follow` so crawlers reach it).
 */
function storyHead(ctx: RouteContext, story: Article, slug: string): NonNullable<LoaderResult['head']> {
  const title = t(ctx)('instagram.storyTitle', { title: story.title });
  const description = truncate(story.seoData?.description || story.description || stripHtml(story.entries.find((entry) => entry.text)?.text?.plain ?? ''));
  const url = ctx.origin + instagramPath(ctx.edition, slug);
  const image = story.facebookImage ?? story.image;
  const imageUrl = image?.resolutions.extraHigh?.url ?? image?.resolutions.standard?.url;
  return {
    title,
    description,
    noindex: 'follow',
    og: socialTags(ctx, { type: 'website', title: story.title, description, url, image: imageUrl ? new URL(imageUrl, ctx.origin).toString() : undefined }),
  };
}
