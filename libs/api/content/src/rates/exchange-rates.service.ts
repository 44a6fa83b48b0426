import { localize, type LocalizedText } from '@meydan/api/core';
import { EXCHANGE_RATE_BASES, EXCHANGE_RATE_ISSUES_LIMIT, type ExchangeRate, type ExchangeRatesResponse } from '@meydan/shared/contracts';
import { type Edition, EXCHANGE_RATES_SLUGS } from '@meydan/shared/util/routing';
import { type MapContext, mapSummary } from '../content.mapper';
import type { ContentRepository } from '../content.repository';
import type { PeriodicRepository } from '../periodic/periodic.repository';
import type { ExchangeRatesRepository, RateRow } from './exchange-rates.repository';

interface Instrument {
  code: string;
  /** Quoted per this many units (rate tables give the yen per hundred). */
  unit: number;
  name: LocalizedText;
}

/** Every instrument a base may quote, in the order the page lists them. */
const INSTRUMENTS: readonly Instrument[] = [
  { code: 'USD', unit: 1, name: { tr: 'ABD doları', en: 'US dollar', ru: 'Доллар США' } },
  { code: 'EUR', unit: 1, name: { tr: 'Euro', en: 'Euro', ru: 'Евро' } },
  { code: 'GBP', unit: 1, name: { tr: 'İngiliz sterlini', en: 'British pound', ru: 'Фунт стерлингов' } },
  { code: 'JPY', unit: 100, name: { tr: 'Japon yeni', en: 'Japanese yen', ru: 'Японская иена' } },
  { code: 'CNY', unit: 1, name: { tr: 'Çin yuanı', en: 'Chinese yuan', ru: 'Китайский юань' } },
  { code: 'XAU', unit: 1, name: { tr: 'Ons altın', en: 'Gold, troy ounce', ru: 'Золото, тройская унция' } },
  { code: 'GAU', unit: 1, name: { tr: 'Gram altın', en: 'Gold, gram', ru: 'Золото, грамм' } },
];
const ORDER = new Map(INSTRUMENTS.map((instrument, index) => [instrument.code, index]));

/** Drops binary float noise (0.1 + 0.2) without cutting digits a rate really has. */
const clean = (value: number) => Number(value.toPrecision(12));

/** One card's figures from an instrument's latest rate days (oldest first, at least one). */
function exchangeRate(code: string, rows: readonly RateRow[], edition: Edition): ExchangeRate {
  const known = INSTRUMENTS[ORDER.get(code) ?? -1];
  const unit = known?.unit ?? 1;
  const series = rows.map((row) => ({ date: row.rate_date, rate: clean(Number(row.rate) * unit) }));
  const rate = (series.at(-1) as { rate: number }).rate;
  const previous = series.at(-2)?.rate ?? null;
  return {
    code,
    name: known ? localize(known.name, edition) : code,
    unit,
    rate,
    previous,
    change: previous === null ? null : clean(rate - previous),
    changePercent: previous === null ? null : Math.round(((rate - previous) / previous) * 1e6) / 1e4,
    series,
  };
}

/**
 * The exchange-rates page of an edition: the rates in its base currency (tr TRY, en USD, ru RUB)
 * with their last `days` rate days, and the newest issues of its weekday rates bulletin.
 */
export class ExchangeRatesService {
  constructor(
    private readonly rates: ExchangeRatesRepository,
    private readonly periodic: PeriodicRepository,
    private readonly content: ContentRepository,
    private readonly ctx: MapContext,
  ) {}

  async page(edition: Edition, days: number): Promise<ExchangeRatesResponse> {
    const base = EXCHANGE_RATE_BASES[edition];
    const [rows, series] = await Promise.all([this.rates.latest(base, days), this.periodic.findSeries(edition, EXCHANGE_RATES_SLUGS[edition])]);
    const issues = series ? await this.periodic.pageIssues(series.id, EXCHANGE_RATE_ISSUES_LIMIT, 0) : [];
    const summaries = await this.content.summariesByIds(issues.map((issue) => issue.article_id));
    const byCode = new Map<string, RateRow[]>();
    for (const row of rows) byCode.set(row.instrument, [...(byCode.get(row.instrument) ?? []), row]);
    const codes = [...byCode.keys()].sort((a, b) => (ORDER.get(a) ?? ORDER.size) - (ORDER.get(b) ?? ORDER.size) || a.localeCompare(b));
    const items = codes.map((code) => exchangeRate(code, byCode.get(code) ?? [], edition));
    const asOf = rows.reduce((latest, row) => (row.rate_date > latest ? row.rate_date : latest), '') || null;
    return {
      base,
      asOf,
      items,
      series: series ? { key: series.key, title: series.title, description: series.description } : null,
      latestIssues: summaries.map((row) => mapSummary(row, this.ctx)),
    };
  }
}
