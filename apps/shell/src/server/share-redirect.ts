import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { Article } from '@meydan/shared/contracts';
import { articleSitePath, type Edition, extractArticleId, isExternalHttpUrl, isSitePath } from '@meydan/shared/util/routing';
import { escapeHtml } from '@meydan/shared/util/sanitizer';
import { truncate } from '@meydan/shared/util/format';
import { scriptSafeJson } from './document';

const LOOKUP_TIMEOUT_MS = 5_000;

type ShareArticle = Pick<Article, 'legacyId' | 'title' | 'originalTitle' | 'route' | 'redirectUrl' | 'description' | 'seoData' | 'image' | 'facebookImage'>;

export type ShareLookup = { kind: 'article'; article: ShareArticle } | { kind: 'moved'; route: string } | { kind: 'missing' } | { kind: 'failed' };

/** Reads the article from the API as the edition sees it; a moved article names its new route. */
export async function lookupShareArticle(apiUrl: string, edition: Edition, id: number): Promise<ShareLookup> {
  try {
    const response = await fetch(`${apiUrl}/articles/${id}`, { headers: { 'X-Edition': edition }, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (response.ok) return { kind: 'article', article: (await response.json()) as ShareArticle };
    if (response.status !== 404) return { kind: 'failed' };
    const body = (await response.json().catch(() => ({}))) as { action?: string; payload?: { route?: string } };
    return body.action === 'redirect' && isSitePath(body.payload?.route) ? { kind: 'moved', route: body.payload.route } : { kind: 'missing' };
  } catch {
    return { kind: 'failed' };
  }
}

/** Where the shared link sends the reader: the article's off-site redirectUrl, else its page here. */
export function shareTarget(edition: Edition, origin: string, article: ShareArticle): string {
  return isExternalHttpUrl(article.redirectUrl) ? article.redirectUrl : origin + articleSitePath(edition, article);
}

interface SharePageInput {
  edition: Edition;
  origin: string;
  /** This page's own public URL (og:url), so previews are built from these tags. */
  shareUrl: string;
  article: ShareArticle;
  t: TFunction;
  nonce: string;
}

/**
 * SPEC §2.9 shared-article redirect page: social preview tags of the article for the bots that
 * unfurl links, and for people a meta refresh, a script and a visible link to the target, so it
 * works with or without JavaScript. Kept out of search indexes.
 */
export function renderSharePage({ edition, origin, shareUrl, article, t, nonce }: SharePageInput): string {
  const target = shareTarget(edition, origin, article);
  const title = article.seoData?.altTitle || article.title;
  const description = truncate(article.seoData?.description || article.description || '');
  const image = article.facebookImage ?? article.image;
  const imageUrl = image?.resolutions.extraHigh?.url ?? image?.resolutions.standard?.url;
  const tags: Array<[string, string, string]> = [
    ['name', 'description', description],
    ['name', 'robots', 'noindex'],
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', 'Meydan'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', shareUrl],
    ['name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (imageUrl) {
    const absolute = new URL(imageUrl, origin).toString();
    tags.push(['property', 'og:image', absolute], ['name', 'twitter:image', absolute]);
  }
  const meta = tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`).join('');
  return (
    `<!DOCTYPE html><html lang="${edition}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">` +
    `<title>${escapeHtml(`${title} | ${t('site.name')}`)}</title>${meta}` +
    `<meta http-equiv="refresh" content="0;url=${escapeHtml(target)}">` +
    `<script nonce="${nonce}">location.replace(${scriptSafeJson(target)})</script>` +
    `<style nonce="${nonce}">body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;padding:1rem;text-align:center;color:#1d1d1f}a{color:#e30613;font-weight:600}@media(prefers-color-scheme:dark){body{color:#ececee;background:#141416}a{color:#ff6b6b}}</style>` +
    `</head><body><main><p>${escapeHtml(t('sharePage.redirecting'))}</p>` +
    `<p><a href="${escapeHtml(target)}" rel="noopener">${escapeHtml(title)}</a></p>` +
    `<p><a href="${escapeHtml(target)}" rel="noopener">${escapeHtml(t('sharePage.continue'))}</a></p></main></body></html>`
  );
}

/** Nothing but this page's own inline script and style may run; images come from anywhere (previews). */
function sharePagePolicy(nonce: string): string {
  return [`default-src 'none'`, `script-src 'nonce-${nonce}'`, `style-src 'nonce-${nonce}'`, 'img-src * data:', "base-uri 'none'", "frame-ancestors 'none'"].join('; ');
}

export interface ShareRedirectOptions {
  apiUrl: string;
  editionOf(request: FastifyRequest): Edition;
  originOf(edition: Edition): string;
  translator(edition: Edition): Promise<TFunction>;
  /** Renders the site's 404 page (unknown or unpublished article). */
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/**
 * `/r/{slug}` (route `shell.redirect`): the id is read from the slug as in article paths
 * (SPEC §2.8). The target always comes from the stored article, never from the request, so the
 * page cannot be used as an open redirect.
 */
export function registerShareRedirect(app: FastifyInstance, options: ShareRedirectOptions): void {
  const handler = async (request: FastifyRequest<{ Params: { slug?: string } }>, reply: FastifyReply) => {
    const id = extractArticleId(`/${request.params.slug ?? ''}`);
    if (id === null) return options.notFound(request, reply);
    const edition = options.editionOf(request);
    const lookup = await lookupShareArticle(options.apiUrl, edition, id);
    if (lookup.kind === 'missing') return options.notFound(request, reply);
    if (lookup.kind === 'failed') return reply.code(503).header('Retry-After', '30').type('text/plain; charset=utf-8').send('Service unavailable');
    if (lookup.kind === 'moved') return reply.header('Cache-Control', 'public, max-age=300').redirect(lookup.route, 301);
    const origin = options.originOf(edition);
    const nonce = randomBytes(16).toString('base64');
    const html = renderSharePage({
      edition,
      origin,
      shareUrl: `${origin}/r/${request.params.slug}`,
      article: lookup.article,
      t: await options.translator(edition),
      nonce,
    });
    return reply
      .header('Cache-Control', 'public, max-age=300')
      .header('Content-Security-Policy', sharePagePolicy(nonce))
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get('/r', handler);
  app.get('/r/:slug', handler);
}
