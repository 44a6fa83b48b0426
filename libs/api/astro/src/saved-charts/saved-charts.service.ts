import { HttpError, normalizePlainText } from '@meydan/api/core';
import { SAVED_CHART_LIMITS } from '@meydan/shared/contracts/constants';
import type { SaveChartBody, SavedChart, SavedChartList } from '@meydan/shared/contracts';
import { birthInputOf } from '../birth-input';
import { ASTRO_MESSAGES } from '../astro.messages';
import { SavedChartsRepository } from './saved-charts.repository';

/**
 * A member's saved charts (issue 17 item 6). The details are checked as a chart request's are (a
 * real date in 1900–2100, a time zone the database knows), so a saved chart always opens; the
 * label and place are plain text.
 */
export class SavedChartsService {
  constructor(private readonly repository: SavedChartsRepository) {}

  async list(userId: string): Promise<SavedChartList> {
    return { items: await this.repository.list(userId), limit: SAVED_CHART_LIMITS.charts };
  }

  async save(userId: string, body: SaveChartBody): Promise<SavedChart> {
    const label = normalizePlainText(body.label).trim();
    if (!label) throw new HttpError(400, ASTRO_MESSAGES.chartLabel);
    const { birth } = body;
    const [year, month, day] = birth.date.split('-').map(Number) as [number, number, number];
    const [hour, minute] = birth.time ? (birth.time.split(':').map(Number) as [number, number]) : [undefined, undefined];
    // Throws the chart routes' own localized 400s (no such date, unknown zone, out of range).
    if (year < 1900 || year > 2100) throw new HttpError(400, ASTRO_MESSAGES.year);
    birthInputOf({ year, month, day, hour, minute, latitude: birth.latitude, longitude: birth.longitude, timezone: birth.timezone });
    const saved = await this.repository.insertWithin(userId, label, { ...birth, place: normalizePlainText(birth.place).trim() }, SAVED_CHART_LIMITS.charts);
    if (!saved) throw new HttpError(409, ASTRO_MESSAGES.chartLimit);
    return saved;
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.repository.delete(userId, id))) throw new HttpError(404, ASTRO_MESSAGES.chartNotFound);
  }
}
