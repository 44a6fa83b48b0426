import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, HttpError, type LocalizedText, pageWindow, paginate, requestEdition, setPublicEditionCache } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import {
  PERIODIC_ISSUES_PAGE_SIZE,
  PeriodicContentQuerySchema,
  PeriodicContentSchema,
  type PeriodicContent,
  type PeriodicIssue,
} from '@meydan/shared/contracts';
import { EDITION_TIME_ZONES } from '@meydan/shared/util/routing';
import { mapCategory, mapImage, mapSummary } from '../content.mapper';
import type { ContentRepository } from '../content.repository';
import { PeriodicRepository } from './periodic.repository';
import { nextIssueAt } from './schedule';

export interface PeriodicRoutesOptions {
  db: Queryable;
  /** Reads the issues' article summaries and the series image. */
  content: ContentRepository;
  mediaBaseUrl?: string;
  now?: () => number;
}

const TEXT = {
  notFound: { tr: 'Bu yayın dizisi bulunamadı.', en: 'This series could not be found.', ru: 'Эта рубрика не найдена.' },
} satisfies Record<string, LocalizedText>;

const ERRORS = errorResponses(400, 404, 500);

/**
 * SPEC §7 `GET /articles/periodic-contents/detail?key=…`: a recurring series (see the contract)
 * with its schedule, when the next issue is due, its latest issue and a page of its archive.
 * Cached like the other public reads; nextIssueAt may trail by the cache lifetime at most.
 */
export const periodicRoutes: FastifyPluginAsync<PeriodicRoutesOptions> = async (instance, { db, content, mediaBaseUrl = '/media', now = Date.now }) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const repository = new PeriodicRepository(db);
  const ctx = { mediaBaseUrl };

  fastify.get(
    '/articles/periodic-contents/detail',
    {
      config: { cache: true, access: 'visitor' },
      schema: {
        tags: ['content'],
        summary: 'A periodic series (daily bulletin, weekly guide …) with its schedule, latest issue and archive',
        querystring: PeriodicContentQuerySchema,
        response: { 200: PeriodicContentSchema, ...ERRORS },
      },
    },
    async (request, reply): Promise<PeriodicContent> => {
      const edition = requestEdition(request);
      const series = await repository.findSeries(edition, request.query.key);
      if (!series) throw new HttpError(404, TEXT.notFound);
      const window = pageWindow(request.query, { limit: PERIODIC_ISSUES_PAGE_SIZE.default, maxLimit: PERIODIC_ISSUES_PAGE_SIZE.max });
      const [issueRows, total, latestRows, images] = await Promise.all([
        repository.pageIssues(series.id, window.limit, window.offset),
        repository.countIssues(series.id),
        window.page === 1 ? Promise.resolve([]) : repository.pageIssues(series.id, 1, 0),
        series.image_id ? content.imagesByIds([series.image_id]) : Promise.resolve([]),
      ]);
      const latestRow = window.page === 1 ? issueRows[0] : latestRows[0];
      const articleIds = [...new Set([...issueRows, ...(latestRow ? [latestRow] : [])].map((row) => row.article_id))];
      const summaries = new Map((await content.summariesByIds(articleIds)).map((row) => [row.id, mapSummary(row, ctx)]));
      const issueOf = (row: { article_id: string; issue_date: string }): PeriodicIssue[] => {
        const article = summaries.get(row.article_id);
        return article ? [{ issueDate: row.issue_date, article }] : [];
      };
      const timeZone = EDITION_TIME_ZONES[edition];
      const schedule = { frequency: series.frequency, time: series.publish_time, day: series.publish_day, timeZone };
      const page = paginate(issueRows, window, total);
      setPublicEditionCache(reply);
      return {
        _id: series.id,
        key: series.key,
        edition,
        title: series.title,
        description: series.description,
        frequency: series.frequency,
        schedule: { time: schedule.time, day: schedule.day, timeZone },
        isActive: series.is_active,
        nextIssueAt: series.is_active ? nextIssueAt(schedule, new Date(now())).toISOString() : null,
        category: series.category ? mapCategory(series.category) : null,
        image: mapImage(images[0], ctx, series.title),
        latest: latestRow ? (issueOf(latestRow)[0] ?? null) : null,
        issues: page.items.flatMap(issueOf),
        pagination: page.pagination,
      };
    },
  );
};
