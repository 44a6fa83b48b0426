import { HttpError, pageWindow, paginate, type LocalizedText } from '@meydan/api/core';
import type { Columnist, YazioAuthorResponse, YazioAuthorsResponse, YazioAuthorsQuery, YazioColumnsQuery } from '@meydan/shared/contracts';
import { YAZIO_PAGE_SIZES } from '@meydan/shared/contracts';
import { articleLink, routePath, type Edition } from '@meydan/shared/util/routing';
import { mapImage, mapSummary, type MapContext } from '../content.mapper';
import { countedPage } from '../counted-page';
import type { ContentRepository } from '../content.repository';
import type { ColumnistRow, YazioRepository } from './yazio.repository';

export const YAZIO_MESSAGES = {
  columnistNotFound: {
    tr: 'Yazar bulunamadı.',
    en: 'The columnist could not be found.',
    ru: 'Автор не найден.',
  },
} as const satisfies Record<string, LocalizedText>;

export function mapColumnist(row: ColumnistRow, edition: Edition, ctx: MapContext): Columnist {
  const latest = row.latest;
  return {
    _id: row.id,
    name: row.name,
    username: row.username,
    slug: row.slug,
    route: routePath(edition, 'content.yazio.author', { slug: row.slug }),
    avatar: mapImage(row.avatar, ctx, row.name),
    bio: row.bio,
    columnCount: row.column_count,
    latestColumn: latest
      ? {
          _id: latest.id,
          title: latest.title,
          route: articleLink(latest.edition, {
            legacyId: latest.legacy_id,
            title: latest.title,
            originalTitle: latest.original_title,
            route: latest.route,
            redirectUrl: latest.redirect_url,
          }),
          published: new Date(latest.published_at).toISOString(),
        }
      : null,
  };
}

/** `GET /yazio/authors` and `GET /yazio/{slug}` (SPEC §7, page sizes §9). */
export class YazioService {
  constructor(
    private readonly repository: YazioRepository,
    private readonly content: ContentRepository,
    private readonly ctx: MapContext,
  ) {}

  authors(edition: Edition, query: YazioAuthorsQuery): Promise<YazioAuthorsResponse> {
    const source = {
      sizes: { limit: YAZIO_PAGE_SIZES.authors, maxLimit: YAZIO_PAGE_SIZES.authors },
      rows: (limit: number, offset: number) => this.repository.pageColumnists(edition, limit, offset),
      count: () => this.repository.countColumnists(edition),
    };
    return countedPage(query, source, (row) => mapColumnist(row, edition, this.ctx));
  }

  /** A columnist of another edition is unknown here: their columns are in another language. */
  async author(edition: Edition, slug: string, query: YazioColumnsQuery): Promise<YazioAuthorResponse> {
    const row = await this.repository.findColumnist(edition, slug);
    if (!row) throw new HttpError(404, YAZIO_MESSAGES.columnistNotFound);
    const window = pageWindow(query, { limit: YAZIO_PAGE_SIZES.columns, maxLimit: YAZIO_PAGE_SIZES.columns });
    const ids = await this.repository.columnIds(row.id, window.limit, window.offset);
    const articles = await this.content.summariesByIds(ids);
    const page = paginate(articles, window, row.column_count);
    return {
      author: mapColumnist(row, edition, this.ctx),
      items: page.items.map((article) => mapSummary(article, this.ctx)),
      pagination: page.pagination,
    };
  }
}
