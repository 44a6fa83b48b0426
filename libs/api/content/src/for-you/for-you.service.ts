import { pageWindow, paginate } from '@meydan/api/core';
import { FOR_YOU_PAGE_SIZE, type ForYouQuery, type ForYouResponse, type Tag } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { mapSummary, mapTag, type MapContext } from '../content.mapper';
import type { ContentRepository } from '../content.repository';
import type { ForYouRepository } from './for-you.repository';
import { gatherReaderInterests, hasInterests, type InterestSource, NO_INTERESTS, type Reader, type ReaderInterests } from './reader-interests';

/** How many of the reader's strongest tags the page may name ("based on #a, #b …"). */
export const BASED_ON_TAGS = 5;

type Signal = { kind: 'seen' | 'tag' | 'category'; id: string; weight: number };

/** Interests from weighted signal rows: tag and category weights, and the articles seen. */
function interestsOf(signals: readonly Signal[]): ReaderInterests {
  const pick = (kind: 'tag' | 'category') => new Map(signals.filter((signal) => signal.kind === kind).map((signal) => [signal.id, signal.weight]));
  return {
    tags: pick('tag'),
    categories: pick('category'),
    authors: new Map(),
    seen: new Set(signals.filter((signal) => signal.kind === 'seen').map((signal) => signal.id)),
  };
}

/**
 * `/browse/for-you`: the reader's own feed. Interests come from every InterestSource (reactions,
 * and reads to the end with personalisation consent); with none the feed is the edition's aging-popular ranking, and the answer says which.
 */
export class ForYouService {
  private readonly sources: readonly InterestSource[];

  constructor(
    private readonly repository: ForYouRepository,
    private readonly content: ContentRepository,
    private readonly ctx: MapContext,
  ) {
    this.sources = [(reader, edition) => this.reactionInterests(reader, edition), (reader, edition) => this.completedReadInterests(reader, edition)];
  }

  /**
   * The tags and categories of the articles the reader reacted to, recent reactions weighing more:
   * only with personalisation consent too (the banner says what it shapes: reads and reactions).
   */
  async reactionInterests(reader: Reader, edition: Edition): Promise<ReaderInterests> {
    if (!reader.readerId || !reader.personalization) return NO_INTERESTS;
    return interestsOf(await this.repository.reactionSignals(reader.readerId, edition));
  }

  /** The tags and categories of the stories the reader read to the end: only with personalisation consent. */
  async completedReadInterests(reader: Reader, edition: Edition): Promise<ReaderInterests> {
    if (!reader.readerId || !reader.personalization) return NO_INTERESTS;
    return interestsOf(await this.repository.completedReadSignals(reader.readerId, edition));
  }

  async feed(edition: Edition, reader: Reader, query: ForYouQuery): Promise<ForYouResponse> {
    const window = pageWindow({ ...query, useHasNextPage: true }, { limit: FOR_YOU_PAGE_SIZE.default, maxLimit: FOR_YOU_PAGE_SIZE.max });
    const interests = await gatherReaderInterests(this.sources, reader, edition);
    const personal = hasInterests(interests);
    const [ids, basedOn] = await Promise.all([
      this.repository.rankedIds(edition, interests, window.fetch, window.offset),
      personal ? this.strongestTags(interests) : Promise.resolve([]),
    ]);
    const page = paginate(ids, window);
    const rows = await this.content.summariesByIds(page.items);
    return { mode: personal ? 'personal' : 'popular', basedOn, items: rows.map((row) => mapSummary(row, this.ctx)), pagination: page.pagination };
  }

  private async strongestTags(interests: ReaderInterests): Promise<Tag[]> {
    const ids = [...interests.tags.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, BASED_ON_TAGS)
      .map(([id]) => id);
    const rows = new Map((await this.repository.tagsByIds(ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [mapTag(row)] : [];
    });
  }
}
