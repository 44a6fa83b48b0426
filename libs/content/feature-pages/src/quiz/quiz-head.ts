import type { TFunction } from 'i18next';
import { quizApi } from '@meydan/content/data-access';
import type { Article, QuizOutcome } from '@meydan/shared/contracts';
import { isQuiz, MAX_QUIZ_TOKEN_LENGTH } from '@meydan/shared/contracts/constants';
import type { HeadData, RouteContext } from '@meydan/shared/util/remote-kit';

/** The query parameter of a shared quiz result: `{article route}?result={token}`. */
export const QUIZ_RESULT_PARAM = 'result';
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * The result token of a page's query string, when it looks like one of ours (the API checks
 * the signature); anything else is ignored so a mangled link just shows the quiz.
 */
export function quizResultToken(search: string): string | null {
  const token = new URLSearchParams(search).get(QUIZ_RESULT_PARAM)?.trim();
  return token && token.length <= MAX_QUIZ_TOKEN_LENGTH && TOKEN.test(token) ? token : null;
}

/** The shareable address of a result: the article's own route with the token. */
export function quizResultUrl(origin: string, route: string, token: string): string {
  const url = new URL(route, origin);
  url.searchParams.set(QUIZ_RESULT_PARAM, token);
  return url.toString();
}

/** "I got “The Cat” in “Which pet are you?”": the share text and the result page's title. */
export function quizResultTitle(t: TFunction, articleTitle: string, outcome: QuizOutcome): string {
  return outcome.type === 'trivia'
    ? t('quiz.shareTrivia', { score: outcome.score, total: outcome.total, title: articleTitle })
    : t('quiz.sharePersonality', { result: outcome.result.title, title: articleTitle });
}

/** The result's own description (personality result or trivia grade), else a generic invitation. */
export function quizResultDescription(t: TFunction, outcome: QuizOutcome): string {
  const own = outcome.type === 'trivia' ? outcome.grade?.description : outcome.result.description;
  return own || t('quiz.shareInvite');
}

/**
 * The head of an article opened from a shared result link: the social preview describes the
 * result (og/twitter title, description and, for a personality result with a picture, image)
 * and points at the link itself, while search engines are told to index only the plain
 * article (noindex + canonical), so result links never compete with it.
 */
export function quizResultHead(ctx: Pick<RouteContext, 'origin' | 'edition' | 'i18n'>, article: Article, outcome: QuizOutcome, base: HeadData): HeadData {
  const t = ctx.i18n.getFixedT(ctx.edition, 'content');
  const title = quizResultTitle(t, article.title, outcome);
  const description = quizResultDescription(t, outcome);
  const image = outcome.type === 'personality' ? outcome.result.image : null;
  const imageUrl = image?.resolutions.extraHigh?.url ?? image?.resolutions.standard?.url;
  return {
    ...base,
    title: `${title} | Meydan`,
    description,
    canonical: new URL(article.route, ctx.origin).toString(),
    noindex: true,
    og: {
      ...base.og,
      'og:title': title,
      'og:description': description,
      'og:url': quizResultUrl(ctx.origin, article.route, outcome.token),
      ...(imageUrl ? { 'og:image': new URL(imageUrl, ctx.origin).toString() } : {}),
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': description,
    },
  };
}

/**
 * The article loader's quiz step: when a quiz article is opened with `?result={token}`, the
 * token is verified through the API during SSR (the answer stays in the store, so the page
 * shows the same result) and the head describes that result. Null when there is no token, it
 * does not verify, or it belongs to another article: the page is then the plain article.
 */
export async function sharedQuizResultHead(
  ctx: RouteContext,
  article: Article,
  articleHead: () => HeadData,
  fetchQuery: (thunk: unknown) => Promise<{ data?: unknown }>,
): Promise<HeadData | null> {
  const token = isQuiz(article) ? quizResultToken(ctx.search) : null;
  if (!token) return null;
  const outcome = (await fetchQuery(quizApi.endpoints.getQuizResult.initiate(token))).data as QuizOutcome | undefined;
  return outcome?.articleId === article.legacyId ? quizResultHead(ctx, article, outcome, articleHead()) : null;
}
