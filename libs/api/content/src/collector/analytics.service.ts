import { HttpError, type LocalizedText, pageWindow, paginate } from '@meydan/api/core';
import {
  ADMIN_PAGE_SIZE,
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsArticleQuery,
  type AnalyticsArticleRef,
  type AnalyticsArticleResponse,
  type AnalyticsArticlesQuery,
  type AnalyticsArticlesResponse,
  type AnalyticsOverview,
  type AnalyticsRangeQuery,
  type AnalyticsSection,
  isUuid,
  type ReadingDay,
  type ReadingMetrics,
  type ReadingTotals,
} from '@meydan/shared/contracts';
import { articleLink, type Edition } from '@meydan/shared/util/routing';
import { CONTENT_MESSAGES } from '../content.messages';
import type { AnalyticsRepository, ArticleRefRow, ReadingSums } from './analytics.repository';

const DAY_MS = 86_400_000;
const LEGACY_ID = /^[1-9][0-9]{0,14}$/;

export const ANALYTICS_TEXT = {
  invalidDate: {
    tr: '"{field}" geçerli bir tarih değil (YYYY-AA-GG).',
    en: '"{field}" is not a valid date (YYYY-MM-DD).',
    ru: '«{field}» — недопустимая дата (ГГГГ-ММ-ДД).',
  },
  reversed: {
    tr: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
    en: 'The start date cannot be after the end date.',
    ru: 'Дата начала не может быть позже даты окончания.',
  },
  tooLong: {
    tr: 'En fazla {days} günlük bir aralık seçilebilir.',
    en: 'Choose a range of at most {days} days.',
    ru: 'Можно выбрать период не длиннее {days} дней.',
  },
  sectionNotFound: {
    tr: 'Bu baskıda böyle bir bölüm yok.',
    en: 'This edition has no such section.',
    ru: 'В этой версии нет такого раздела.',
  },
} satisfies Record<string, LocalizedText>;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function parseDay(value: string, field: string): number {
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (!Number.isFinite(ms) || utcDay(ms) !== value) throw new HttpError(400, ANALYTICS_TEXT.invalidDate, { params: { field } });
  return ms;
}

/** Every day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += DAY_MS) days.push(utcDay(ms));
  return days;
}

const histogramOf = (sums: ReadingSums): number[] => [sums.rt1, sums.rt2, sums.rt3, sums.rt4, sums.rt5, sums.rt6, sums.rt7, sums.rt8, sums.rt9, sums.rt10].map(Number);

/** The median minute of a histogram of 1..10-minute read times (the lower middle for an even count); null when empty. */
export function medianMinutes(histogram: readonly number[]): number | null {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [index, n] of histogram.entries()) {
    seen += n;
    if (seen * 2 >= total) return index + 1;
  }
  return histogram.length;
}

export function metricsOf(sums: ReadingSums): ReadingMetrics {
  const engagedReads = Number(sums.engaged_reads);
  return {
    reads: Number(sums.reads),
    readers: Number(sums.readers),
    completes: Number(sums.completes),
    medianReadTime: medianMinutes(histogramOf(sums)),
    engagedSeconds: engagedReads > 0 ? Math.round(Number(sums.engaged_seconds) / engagedReads) : null,
    depth25: Number(sums.depth25),
    depth50: Number(sums.depth50),
    depth90: Number(sums.depth90),
    depth100: Number(sums.depth100),
  };
}

const ZERO: ReadingSums = Object.fromEntries(
  ['reads', 'readers', 'completes', 'rt1', 'rt2', 'rt3', 'rt4', 'rt5', 'rt6', 'rt7', 'rt8', 'rt9', 'rt10', 'depth25', 'depth50', 'depth90', 'depth100', 'engaged_seconds', 'engaged_reads'].map((key) => [key, 0]),
) as unknown as ReadingSums;

function addSums(a: ReadingSums, b: ReadingSums): ReadingSums {
  return Object.fromEntries(Object.keys(ZERO).map((key) => [key, Number(a[key as keyof ReadingSums]) + Number(b[key as keyof ReadingSums])])) as unknown as ReadingSums;
}

/** Every day of the range with its metrics (zeros where nothing was read), and the totals. */
function series(rows: ReadonlyArray<ReadingSums & { day: string }>, from: string, to: string): { days: ReadingDay[]; totals: ReadingTotals } {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  let total = ZERO;
  const days = daysBetween(from, to).map((day) => {
    const sums = byDay.get(day) ?? ZERO;
    total = addSums(total, sums);
    return { day, ...metricsOf(sums) };
  });
  return { days, totals: { ...metricsOf(total), readTimeHistogram: histogramOf(total) } };
}

function sectionOf(row: { section_id: string | null; section_slug: string | null; section_name: string | null }): AnalyticsSection | null {
  return row.section_id ? { id: row.section_id, slug: row.section_slug as string, name: row.section_name as string } : null;
}

function articleRef(row: ArticleRefRow): AnalyticsArticleRef {
  const legacyId = Number(row.legacy_id);
  return {
    id: row.id,
    legacyId,
    title: row.title,
    route: articleLink(row.edition, { legacyId, title: row.title, originalTitle: row.original_title, route: row.route, redirectUrl: row.redirect_url }),
    published: row.published_at ? new Date(row.published_at).toISOString() : null,
    section: sectionOf(row),
  };
}

/** The editors' reading dashboard: ranges checked, days filled, medians worked out from the histograms. */
export class AnalyticsService {
  constructor(
    private readonly repository: AnalyticsRepository,
    private readonly now: () => number,
  ) {}

  /** The asked range, or the last ANALYTICS_DEFAULT_DAYS days up to `to` (default today, UTC). */
  range(query: { from?: string; to?: string }): { from: string; to: string } {
    const toMs = query.to ? parseDay(query.to, 'to') : Date.parse(`${utcDay(this.now())}T00:00:00Z`);
    const fromMs = query.from ? parseDay(query.from, 'from') : toMs - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS;
    if (fromMs > toMs) throw new HttpError(400, ANALYTICS_TEXT.reversed);
    if ((toMs - fromMs) / DAY_MS + 1 > ANALYTICS_MAX_DAYS) throw new HttpError(400, ANALYTICS_TEXT.tooLong, { params: { days: ANALYTICS_MAX_DAYS } });
    return { from: utcDay(fromMs), to: utcDay(toMs) };
  }

  async overview(edition: Edition, query: AnalyticsRangeQuery): Promise<AnalyticsOverview> {
    const { from, to } = this.range(query);
    const range = { edition, from, to };
    const section = query.section ? await this.section(edition, query.section) : null;
    const [days, sections, events] = await Promise.all([
      this.repository.days(range, section?.id ?? null),
      this.repository.sections(range),
      this.repository.events(range),
    ]);
    return {
      from,
      to,
      edition,
      section,
      ...series(days, from, to),
      sections: sections.map((row) => ({ section: { id: row.id, slug: row.slug, name: row.name }, ...metricsOf(row) })),
      events: events.map((row) => ({ type: row.event_type, itemType: row.item_type, count: Number(row.events) })),
    };
  }

  async articles(edition: Edition, query: AnalyticsArticlesQuery): Promise<AnalyticsArticlesResponse> {
    const { from, to } = this.range(query);
    const section = query.section ? await this.section(edition, query.section) : null;
    const window = pageWindow({ page: query.page, limit: query.limit }, { limit: ADMIN_PAGE_SIZE.default, maxLimit: ADMIN_PAGE_SIZE.max });
    const { rows, total } = await this.repository.articles({ edition, from, to }, section?.id ?? null, query.sort ?? 'reads', window.limit, window.offset);
    const page = paginate(rows, window, total);
    return { from, to, edition, items: page.items.map((row) => ({ article: articleRef(row), ...metricsOf(row) })), pagination: page.pagination };
  }

  async article(id: string, query: AnalyticsArticleQuery): Promise<AnalyticsArticleResponse> {
    const { from, to } = this.range(query);
    const row = isUuid(id) || LEGACY_ID.test(id) ? await this.repository.article(isUuid(id) ? id.toLowerCase() : null, LEGACY_ID.test(id) ? Number(id) : null) : null;
    if (!row) throw new HttpError(404, CONTENT_MESSAGES.articleNotFound);
    const days = await this.repository.articleDays(row.id, from, to);
    return { from, to, article: articleRef(row), ...series(days, from, to) };
  }

  private async section(edition: Edition, slug: string): Promise<AnalyticsSection> {
    const row = await this.repository.section(edition, slug);
    if (!row) throw new HttpError(404, ANALYTICS_TEXT.sectionNotFound);
    return row;
  }
}
