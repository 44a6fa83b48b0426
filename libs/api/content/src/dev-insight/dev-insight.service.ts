import { HttpError, type LocalizedText } from '@meydan/api/core';
import type { ArticleLinkRow, Db } from '@meydan/api/db';
import {
  articleLookup,
  type DevArticle,
  type DevCounterResponse,
  type DevRecoItem,
  type DevRecoResponse,
  REACTION_EMOJIS,
  RECOMMENDED_VIDEOS_SIZE,
} from '@meydan/shared/contracts';
import { articleLink } from '@meydan/shared/util/routing';
import { iso } from '../content.mapper';
import { CONTENT_MESSAGES } from '../content.messages';
import type { ContentRepository } from '../content.repository';
import { RECOMMENDATIONS_SIZE } from '../content.service';
import { type DevArticleRow, devInsightRepository as repo } from './dev-insight.repository';

const DEV_MESSAGES = {
  notAnArticle: {
    tr: 'Bir içeriğin bağlantısını, numarasını ya da kimliğini yapıştır.',
    en: 'Paste an article’s link, its number or its id.',
    ru: 'Вставьте ссылку на материал, его номер или идентификатор.',
  },
} as const satisfies Record<string, LocalizedText>;

function routeOf(row: ArticleLinkRow): string {
  return articleLink(row.edition, { legacyId: Number(row.legacy_id), title: row.title, originalTitle: row.original_title, route: row.route, redirectUrl: row.redirect_url });
}

function mapArticle(row: DevArticleRow): DevArticle {
  return {
    _id: row.id,
    legacyId: Number(row.legacy_id),
    edition: row.edition,
    title: row.title,
    route: routeOf(row),
    kind: row.kind,
    published: row.published_at ? iso(row.published_at) : null,
    isDraft: row.is_draft,
    isHidden: row.is_hidden,
    isDeleted: row.is_deleted,
    noindex: row.noindex,
  };
}

/**
 * The /dev/counter and /dev/reco pages' API (SPEC §2.6): any article named by its link, number
 * or uuid, whatever its state or edition, with what is counted about it and what is recommended
 * beside it, and why. Reads only.
 */
export class DevInsightService {
  constructor(
    private readonly db: Db,
    private readonly content: ContentRepository,
  ) {}

  private async find(q: string): Promise<DevArticleRow> {
    const lookup = articleLookup(q);
    if (lookup.kind !== 'id' && lookup.kind !== 'legacy') throw new HttpError(400, DEV_MESSAGES.notAnArticle);
    const row = await repo.article(this.db, lookup.kind === 'id' ? { id: lookup.id } : { legacyId: lookup.legacyId });
    if (!row) throw new HttpError(404, CONTENT_MESSAGES.articleNotFound);
    return row;
  }

  async counters(q: string): Promise<DevCounterResponse> {
    const row = await this.find(q);
    const counts = await repo.counts(this.db, { id: row.id, legacyId: Number(row.legacy_id) });
    const byEmoji = new Map(counts.reactions.map((entry) => [entry.emoji, Number(entry.n)]));
    return {
      article: mapArticle(row),
      stored: {
        views: Number(row.view_count),
        watches: Number(row.watch_count),
        shares: Number(row.share_count),
        comments: Number(row.comment_count),
        reactions: Number(row.reaction_count),
      },
      counted: { reactions: counts.reaction_rows, comments: counts.comments_public, commentsInReview: counts.comments_in_review, favorites: counts.favorites },
      reactions: REACTION_EMOJIS.map((emoji) => ({ emoji, count: byEmoji.get(emoji) ?? 0 })),
      reactionReaders: counts.reaction_readers,
      today: { day: counts.day, views: counts.views_today, shares: counts.shares_today, viewers: counts.viewers_today },
    };
  }

  async recommendations(q: string): Promise<DevRecoResponse> {
    const row = await this.find(q);
    // The same calls as /browse/recommendations/{id} and /browse/recommended/videos/{id} make.
    const [recommended, videos, terms] = await Promise.all([
      this.content.relatedIds(row.edition, row.id, RECOMMENDATIONS_SIZE),
      this.content.relatedIds(row.edition, row.id, RECOMMENDED_VIDEOS_SIZE, ['video']),
      repo.terms(this.db, row.id),
    ]);
    const ids = [...new Set([...recommended, ...videos])];
    const [summaries, related] = await Promise.all([this.content.summariesByIds(ids), repo.related(this.db, row.id, ids)]);
    const summaryOf = new Map(summaries.map((summary) => [summary.id, summary]));
    const relatedOf = new Map(related.map((entry) => [entry.id, entry]));
    const item = (id: string): DevRecoItem | null => {
      const summary = summaryOf.get(id);
      const why = relatedOf.get(id);
      if (!summary || !why) return null;
      return {
        _id: id,
        legacyId: Number(summary.legacy_id),
        title: summary.title,
        route: routeOf(summary),
        kind: summary.kind,
        published: summary.published_at ? iso(summary.published_at) : null,
        score: 3 * why.shared_tags.length + 2 * why.shared_categories.length + why.section_matches,
        sharedTags: why.shared_tags,
        sharedCategories: why.shared_categories,
        sectionMatches: why.section_matches,
      };
    };
    const items = (list: string[]) => list.map(item).filter((entry): entry is DevRecoItem => entry !== null);
    return { article: mapArticle(row), tags: terms.tags, categories: terms.categories, recommendations: items(recommended), videos: items(videos) };
  }
}
