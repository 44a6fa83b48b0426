import { useId } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';

/*
 * The reading dashboard's charts, drawn as SVG here rather than with a chart library: the page
 * needs two shapes (lines over days, bars of a histogram), which take less code than a library's
 * adapter, add no dependency to the social remote, render the same on the server and in tests
 * (no canvas), and every chart comes with its numbers as a table for keyboard and screen reader
 * users. The plot stretches to its box (viewBox with preserveAspectRatio="none", strokes that
 * keep their width) while the axis labels stay HTML, so text never scales with the width.
 */

/** Room above the highest value, so the top line is not drawn on the box's edge. */
const HEADROOM = 1.1;
const TICKS = 4;

export interface ChartSeries {
  label: string;
  /** One value per day; null where there is nothing to show (no completes that day). */
  values: ReadonlyArray<number | null>;
}

/** A rounded top for the axis: 1, 2 or 5 × a power of ten, at least `value`. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((candidate) => candidate * power >= value) as number;
  return step * power;
}

/** The SVG path of a series in a 0..(n-1) × 0..100 box; a gap (null) breaks the line. */
export function linePath(values: ReadonlyArray<number | null>, max: number): string {
  const single = values.length === 1;
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const y = Math.round((100 - (value / max) * 100) * 100) / 100;
    path += `${drawing ? 'L' : 'M'}${index} ${y} `;
    // One day: a short level stroke across the box, so the value is seen.
    if (single) path += `L1 ${y} `;
    drawing = true;
  });
  return path.trim();
}

export interface LineChartProps {
  title: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  /** Axis and table text of a value (a count, minutes, a percentage). */
  format: (value: number) => string;
  /** Short day labels (locale dates). */
  formatDay: (day: string) => string;
  /** A fixed top of the axis (100 for percentages); else rounded up from the data. */
  max?: number;
}

/** Lines over the days of a range, a legend, and the numbers behind them in a table that opens. */
export function LineChart({ title, days, series, format, formatDay, max }: LineChartProps) {
  const { t } = useTranslation('social');
  const id = useId();
  const highest = Math.max(0, ...series.flatMap((item) => item.values.filter((value): value is number => value !== null)));
  const top = max ?? niceMax(highest * HEADROOM);
  const ticks = Array.from({ length: TICKS + 1 }, (_, index) => (top / TICKS) * (TICKS - index));
  const width = Math.max(days.length - 1, 1);
  const middle = days.length > 2 ? days[Math.floor((days.length - 1) / 2)] : undefined;
  const summary = series
    .map((item) => {
      const present = item.values.filter((value): value is number => value !== null);
      return present.length === 0 ? `${item.label}: ${t('admin.analytics.none')}` : t('admin.analytics.chartSummary', { label: item.label, max: format(Math.max(...present)), last: format(present.at(-1) as number) });
    })
    .join('; ');
  return (
    <figure className="analytics-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="analytics-chart__title">
        {title}
      </figcaption>
      <ul className="analytics-chart__legend">
        {series.map((item, index) => (
          <li key={item.label} className={`analytics-chart__key analytics-chart__key--${index + 1}`}>
            {item.label}
          </li>
        ))}
      </ul>
      <div className="analytics-chart__frame">
        <ol className="analytics-chart__ticks" aria-hidden="true">
          {ticks.map((tick) => (
            <li key={tick}>{format(tick)}</li>
          ))}
        </ol>
        <div className="analytics-chart__plot">
          <svg viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" role="img" aria-label={`${title}. ${summary}`} focusable="false">
            {ticks.map((tick) => (
              <line key={tick} className="analytics-chart__grid" x1={0} x2={width} y1={100 - (tick / top) * 100} y2={100 - (tick / top) * 100} vectorEffect="non-scaling-stroke" />
            ))}
            {series.map((item, index) => (
              <path key={item.label} className={`analytics-chart__line analytics-chart__line--${index + 1}`} d={linePath(item.values, top)} vectorEffect="non-scaling-stroke" />
            ))}
          </svg>
        </div>
        <div className="analytics-chart__days" aria-hidden="true">
          <span>{days[0] ? formatDay(days[0]) : ''}</span>
          <span>{middle ? formatDay(middle) : ''}</span>
          <span>{days.length > 1 ? formatDay(days.at(-1) as string) : ''}</span>
        </div>
      </div>
      <details className="analytics-chart__numbers">
        <summary>{t('admin.analytics.showNumbers')}</summary>
        <div className="analytics-table__scroll">
          <table className="analytics-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.analytics.day')}</th>
                {series.map((item) => (
                  <th key={item.label} scope="col">
                    {item.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, row) => (
                <tr key={day}>
                  <th scope="row">{formatDay(day)}</th>
                  {series.map((item) => {
                    const value = item.values[row];
                    return <td key={item.label}>{value === null || value === undefined ? t('admin.analytics.none') : format(value)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

export interface BarChartProps {
  title: string;
  /** One bar per label, in order: `label` is spoken ("3 min"), `tick` shown under the bar ("3"). */
  bars: ReadonlyArray<{ label: string; tick: string; value: number }>;
  format: (value: number) => string;
  /** The value under a bar, short enough for a phone's tenth of a width ("1.2K"). */
  formatShort: (value: number) => string;
}

/** Vertical bars with their ticks and values in HTML (the read-time histogram). */
export function BarChart({ title, bars, format, formatShort }: BarChartProps) {
  const id = useId();
  const top = niceMax(Math.max(0, ...bars.map((bar) => bar.value)));
  const summary = bars.map((bar) => `${bar.label}: ${format(bar.value)}`).join('; ');
  return (
    <figure className="analytics-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="analytics-chart__title">
        {title}
      </figcaption>
      <div className="analytics-chart__plot analytics-chart__plot--bars">
        <svg viewBox={`0 0 ${bars.length} 100`} preserveAspectRatio="none" role="img" aria-label={`${title}. ${summary}`} focusable="false">
          {bars.map((bar, index) => {
            const height = (bar.value / top) * 100;
            return <rect key={bar.label} className="analytics-chart__bar" x={index + 0.15} width={0.7} y={100 - height} height={height} />;
          })}
        </svg>
      </div>
      <ol className="analytics-chart__bar-labels">
        {bars.map((bar) => (
          <li key={bar.label} aria-label={`${bar.label}: ${format(bar.value)}`}>
            <span className="analytics-chart__bar-label" aria-hidden="true">
              {bar.tick}
            </span>
            <span className="analytics-chart__bar-value" aria-hidden="true">
              {formatShort(bar.value)}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
