import type { CatalogueEntry } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { routePath } from '@meydan/shared/util/routing';
import type { ArticleGameUrl } from './article-games';
import { CATALOGUE, type CatalogueSeedEntry } from './catalogue-entries';

export interface CatalogueOptions {
  /** Development: every game is listed, dev-only ones and those without a text in the edition too (SPEC §4). */
  development: boolean;
  /** Where partner games are served (GAMES_PARTNER_ORIGIN); '' = this site (the local stand-in). */
  partnerOrigin: string;
  /** The games API's public prefix, for the drawn pictures. */
  apiPrefix: string;
  /** Finds the article an in-house article game is played in; without it those games are not listed. */
  articleUrl?: ArticleGameUrl;
}

/** SPEC §4 games listing: not dev-only and described in the edition's language, or in development. */
export function isListed(entry: CatalogueSeedEntry, edition: Edition, development: boolean): boolean {
  return development || (!entry.devOnly && Boolean(entry.description[edition]));
}

/** Whether the catalogue lists a game with this slug in the edition (its page exists there): reactions are refused otherwise. */
export function isListedGame(slug: string, edition: Edition, development: boolean): boolean {
  const entry = CATALOGUE.find((candidate) => candidate.slug === slug);
  return entry !== undefined && isListed(entry, edition, development);
}

export class CatalogueService {
  constructor(
    private readonly options: CatalogueOptions,
    private readonly entries: readonly CatalogueSeedEntry[] = CATALOGUE,
  ) {}

  /** Where the game is played; null for an article game with no article to play it in. */
  private async url(entry: CatalogueSeedEntry, edition: Edition): Promise<string | null> {
    if (entry.article) return (await this.options.articleUrl?.(edition, entry.article)) ?? null;
    if (entry.route) return routePath(edition, entry.route, entry.route === 'games.game' ? { slug: entry.slug } : {});
    return `${this.options.partnerOrigin}${entry.path ?? '/'}`;
  }

  private async view(entry: CatalogueSeedEntry, edition: Edition): Promise<CatalogueEntry | null> {
    const url = await this.url(entry, edition);
    if (url === null) return null;
    const description = entry.description[edition] ?? entry.description.en ?? entry.description.tr ?? entry.description.ru ?? '';
    return {
      id: entry.id,
      name: entry.localName?.[edition] ?? entry.name,
      slug: entry.slug,
      categories: [...entry.categories],
      thumbnail: `${this.options.apiPrefix}/catalogue/${entry.slug}/thumbnail.svg`,
      coverImage: `${this.options.apiPrefix}/catalogue/${entry.slug}/cover.svg`,
      url,
      orientation: entry.orientation,
      description,
      source: entry.source,
      devOnly: entry.devOnly === true,
      gameType: entry.gameType ?? null,
    };
  }

  async list(edition: Edition): Promise<CatalogueEntry[]> {
    const views = await Promise.all(this.entries.filter((entry) => isListed(entry, edition, this.options.development)).map((entry) => this.view(entry, edition)));
    return views.filter((view): view is CatalogueEntry => view !== null);
  }

  /** One listed game by slug; null when there is none or it is not listed in this edition. */
  async bySlug(edition: Edition, slug: string): Promise<CatalogueEntry | null> {
    const entry = this.entries.find((candidate) => candidate.slug === slug);
    return entry && isListed(entry, edition, this.options.development) ? this.view(entry, edition) : null;
  }

  /** The seed entry behind a slug, listed or not (its drawn pictures). */
  entry(slug: string): CatalogueSeedEntry | null {
    return this.entries.find((candidate) => candidate.slug === slug) ?? null;
  }
}
