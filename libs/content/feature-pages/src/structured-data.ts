import type { Article, ArticleEntry, QuizDefinition } from '@meydan/shared/contracts';
import { isQuiz } from '@meydan/shared/contracts/constants';
import { isSitePath } from '@meydan/shared/util/routing';

/**
 * schema.org structured data for an article page beyond NewsArticle (issue 3 SEO):
 * BreadcrumbList always, ItemList for listicles and galleries, VideoObject per clip, Quiz for
 * quizzes. Kept pure so it is easy to test and to reuse for AMP.
 */

export const absolute = (origin: string, url: string) => new URL(url, origin).toString();

export function breadcrumbJsonLd(origin: string, items: ReadonlyArray<{ name: string; href: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absolute(origin, item.href) })),
  };
}

/** Listicle items or gallery frames as an ordered list pointing at the article. */
export function itemListJsonLd(origin: string, article: Article): object | null {
  const mode = article.kind === 'gallery' ? 'gallery' : 'listicle';
  const items = article.entries.filter((entry) => entry.mode === mode && (entry.title || entry.image));
  if (items.length < 2) return null;
  const url = absolute(origin, article.route);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: article.title,
    url,
    numberOfItems: items.length,
    itemListElement: items.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.title ?? `${index + 1}`,
      ...(entry.image ? { image: absolute(origin, entry.image.resolutions.high.url) } : {}),
      url: `${url}#item-${index + 1}`,
    })),
  };
}

/** ISO 8601 duration (PT1M5S) from seconds. */
export function isoDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `PT${minutes ? `${minutes}M` : ''}${rest || !minutes ? `${rest}S` : ''}`;
}

/** schema.org wants a size as a quantity: a QuantitativeValue in pixels (UN/CEFACT code E37). */
export function pixels(value: number): object {
  return { '@type': 'QuantitativeValue', value, unitCode: 'E37', unitText: 'px' };
}

export function videoJsonLd(origin: string, article: Article): object[] {
  return article.entries
    .filter((entry): entry is ArticleEntry & { videoData: NonNullable<ArticleEntry['videoData']> } => entry.mode === 'video' && Boolean(entry.videoData))
    .map((entry) => {
      const video = entry.videoData;
      const poster = video.poster?.resolutions.high.url ?? article.image?.resolutions.high.url;
      return {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: entry.title ?? article.title,
        description: article.description || article.title,
        uploadDate: article.published,
        // The file itself: there is no embeddable player page (the article is not one, so no embedUrl).
        contentUrl: absolute(origin, video.source),
        ...(poster ? { thumbnailUrl: [absolute(origin, poster)] } : {}),
        ...(video.duration ? { duration: isoDuration(video.duration) } : {}),
        ...(video.width && video.height ? { width: pixels(video.width), height: pixels(video.height) } : {}),
      };
    });
}

/**
 * A quiz as schema.org Quiz with its questions. Trivia questions name their accepted answer;
 * personality questions have none (every answer is "right"), so only the options are listed.
 */
export function quizJsonLd(origin: string, article: Article): object | null {
  if (!isQuiz(article)) return null;
  const quiz: QuizDefinition | undefined = article.quiz;
  const questions = article.entries.filter((entry) => entry.mode === 'question' && entry.question && !entry.question.pre);
  if (questions.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Quiz',
    name: article.title,
    description: article.description,
    url: absolute(origin, article.route),
    inLanguage: article.edition,
    educationalUse: quiz?.type === 'personality' ? 'personality test' : 'trivia',
    hasPart: questions.map((entry) => {
      const answers = entry.question?.answers ?? [];
      const correct = answers.find((answer) => answer.isCorrect);
      return {
        '@type': 'Question',
        name: entry.title,
        eduQuestionType: 'Multiple choice',
        ...(correct && quiz?.type !== 'personality' ? { acceptedAnswer: { '@type': 'Answer', text: correct.text } } : {}),
        suggestedAnswer: answers.filter((answer) => answer !== correct || quiz?.type === 'personality').map((answer) => ({ '@type': 'Answer', text: answer.text })),
      };
    }),
  };
}

/** Twitter card tags mirroring Open Graph (large image when there is one). */
export function twitterCard(og: Readonly<Record<string, string>>): Record<string, string> {
  return {
    'twitter:card': og['og:image'] ? 'summary_large_image' : 'summary',
    ...(og['og:title'] ? { 'twitter:title': og['og:title'] } : {}),
    ...(og['og:description'] ? { 'twitter:description': og['og:description'] } : {}),
    ...(og['og:image'] ? { 'twitter:image': og['og:image'] } : {}),
  };
}

/** The site as publisher (NewsArticle, WebSite). */
export function publisherJsonLd(origin: string, name: string): object {
  return { '@type': 'Organization', name, url: absolute(origin, '/'), logo: { '@type': 'ImageObject', url: absolute(origin, '/favicon.svg') } };
}

/**
 * A listing (section, tag, every story) as a CollectionPage whose main entity is the ItemList
 * of the stories it shows, numbered from `firstPosition` (page 2 of 20 a page starts at 21).
 */
export function collectionPageJsonLd(
  origin: string,
  page: { name: string; description: string; url: string; inLanguage: string; firstPosition?: number },
  items: ReadonlyArray<{ title: string; route: string }>,
): object {
  const first = page.firstPosition ?? 1;
  // A story whose link leaves the site is not one of the listing's pages.
  const own = items.filter((item) => isSitePath(item.route));
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: page.url,
    inLanguage: page.inLanguage,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: own.length,
      itemListElement: own.map((item, index) => ({ '@type': 'ListItem', position: first + index, url: absolute(origin, item.route), name: item.title })),
    },
  };
}
