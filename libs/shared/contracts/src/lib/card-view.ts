import type { DiscoverCardsResponse, DiscoverResponse, FooterCardsResponse, FooterResponse, HomeCardsResponse, HomeCardWidget, HomeResponse, HomeWidget } from './browse.schema';
import type { ArticleCard, ArticleSummary, CategoryLink } from './content.schema';
import type { CardImage, Image, PictureSource } from './image.schema';

type Resolution = Image['resolutions']['standard'];

function pictureSource({ url, width, height, webpUrl }: Resolution): PictureSource {
  return webpUrl ? { url, width, height, webpUrl } : { url, width, height };
}

function cardImage(image: Image | null | undefined): CardImage | null {
  if (!image) return null;
  const { standard, high } = image.resolutions;
  return { resolutions: { standard: pictureSource(standard), high: pictureSource(high) } };
}

function categoryLink({ name, route }: CategoryLink): CategoryLink {
  return { name, route };
}

/**
 * The card form of an article summary (`view=card`): built field by field, so a summary's other
 * fields never leak into a card and a card never passes for a full summary.
 */
export function toArticleCard(article: ArticleSummary): ArticleCard {
  const card: ArticleCard = {
    _id: article._id,
    legacyId: article.legacyId,
    title: article.title,
    route: article.route,
    description: article.description,
    published: article.published,
    categories: article.categories.map(categoryLink),
    image: cardImage(article.image),
  };
  if (article.igPostedAt) card.igPostedAt = article.igPostedAt;
  if (article.kind) card.kind = article.kind;
  if (article.labels?.length) card.labels = article.labels;
  if (article.readMinutes) card.readMinutes = article.readMinutes;
  return card;
}

/** `{ items }` lists, with or without pagination. */
export function toCardItems<T extends { items: ArticleSummary[] }>(list: T): Omit<T, 'items'> & { items: ArticleCard[] } {
  return { ...list, items: list.items.map(toArticleCard) };
}

export function toCardWidget(widget: HomeWidget): HomeCardWidget {
  const card: HomeCardWidget = { ...widget, items: widget.items.map(toArticleCard) };
  const route = widget.categoryId ? widget.items.flatMap((item) => item.categories).find((category) => category._id === widget.categoryId)?.route : undefined;
  if (route) card.route = route;
  return card;
}

export function toHomeCards(home: HomeResponse): HomeCardsResponse {
  return { widgets: home.widgets.map(toCardWidget) };
}

export function toDiscoverCards(discover: DiscoverResponse): DiscoverCardsResponse {
  return {
    sections: discover.sections.map((section) => ({ category: section.category, items: section.items.map(toArticleCard) })),
    random: discover.random.map(toArticleCard),
  };
}

export function toFooterCards(footer: FooterResponse): FooterCardsResponse {
  return {
    popularMegaFooterArticles: footer.popularMegaFooterArticles.map(toArticleCard),
    recentMegaFooterArticles: footer.recentMegaFooterArticles.map(toArticleCard),
    footerHashtags: footer.footerHashtags,
    quickAccessArticles: footer.quickAccessArticles.map(toArticleCard),
  };
}
