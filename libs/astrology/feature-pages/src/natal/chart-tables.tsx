import { BODY_GLYPHS, degreeText, SIGN_SYMBOLS } from '@meydan/astrology/ui';
import { ASTRO_BODIES, type AstroBody } from '@meydan/shared/contracts/constants';
import type { ChartAspect, ChartPoint, NatalChartResponse } from '@meydan/shared/contracts';
import { useTranslation } from '@meydan/shared/util/translate';

export const ASPECT_GLYPHS: Readonly<Record<ChartAspect['type'], string>> = { conjunction: '☌', sextile: '⚹', square: '□', trine: '△', opposition: '☍' };

type PointKey = AstroBody | 'ascendant' | 'mc';

function PointCells({ point }: { point: ChartPoint }) {
  const { t } = useTranslation('astrology');
  return (
    <>
      <td>
        <span aria-hidden="true" className="chart-table__sign-symbol">
          {SIGN_SYMBOLS[point.sign]}
        </span>{' '}
        {t(`signs.${point.sign}`)}
      </td>
      <td className="chart-table__number">{degreeText(point.degree)}</td>
      <td className="chart-table__number">{point.house ?? '—'}</td>
    </>
  );
}

/** Planets in signs and houses: one row per body, then the ascendant and the MC. */
export function PlanetTable({ chart }: { chart: NatalChartResponse }) {
  const { t } = useTranslation('astrology');
  return (
    <table className="chart-table">
      <caption>{t('natal.planetsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('natal.columns.body')}</th>
          <th scope="col">{t('natal.columns.sign')}</th>
          <th scope="col">{t('natal.columns.degree')}</th>
          <th scope="col">{t('natal.columns.house')}</th>
        </tr>
      </thead>
      <tbody>
        {ASTRO_BODIES.map((body) => (
          <tr key={body}>
            <th scope="row">
              <span aria-hidden="true" className="chart-table__glyph">
                {BODY_GLYPHS[body]}
              </span>{' '}
              {t(`bodies.${body}`)}
              {chart.bodies[body].retrograde ? (
                <abbr className="chart-table__retro" title={t('natal.retrograde')}>
                  {' '}
                  ℞
                </abbr>
              ) : null}
            </th>
            <PointCells point={chart.bodies[body]} />
          </tr>
        ))}
        {chart.ascendant ? (
          <tr>
            <th scope="row">{t('points.ascendant')}</th>
            <PointCells point={chart.ascendant} />
          </tr>
        ) : null}
        {chart.mc ? (
          <tr>
            <th scope="row">{t('points.mc')}</th>
            <PointCells point={chart.mc} />
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

/** The twelve house cusps, in the system the chart was drawn with. */
export function HouseTable({ houses, system }: { houses: readonly number[]; system: string }) {
  const { t } = useTranslation('astrology');
  return (
    <table className="chart-table chart-table--houses">
      <caption>{t('natal.housesCaption', { system: t(`houseSystems.${system}`) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('natal.columns.house')}</th>
          <th scope="col">{t('natal.columns.sign')}</th>
          <th scope="col">{t('natal.columns.degree')}</th>
        </tr>
      </thead>
      <tbody>
        {houses.map((cusp, index) => {
          const sign = Math.floor(cusp / 30) % 12;
          return (
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              <td>
                <span aria-hidden="true" className="chart-table__sign-symbol">
                  {SIGN_SYMBOLS[sign]}
                </span>{' '}
                {t(`signs.${sign}`)}
              </td>
              <td className="chart-table__number">{degreeText(cusp - sign * 30)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The aspects grid as astrologers read it: a triangle with each pair's aspect symbol and orb. A
 * real table, so a screen reader announces row and column with each cell; empty pairs say so.
 */
export function AspectGrid({ chart }: { chart: NatalChartResponse }) {
  const { t } = useTranslation('astrology');
  const keys: PointKey[] = [...ASTRO_BODIES, ...(chart.ascendant ? (['ascendant', 'mc'] as const) : [])];
  const between = new Map<string, ChartAspect>();
  for (const aspect of chart.aspects) {
    between.set(`${aspect.a}|${aspect.b}`, aspect);
    between.set(`${aspect.b}|${aspect.a}`, aspect);
  }
  const short = (key: PointKey) => (key === 'ascendant' ? t('points.ascShort') : key === 'mc' ? t('points.mcShort') : BODY_GLYPHS[key]);
  const name = (key: PointKey) => (key === 'ascendant' || key === 'mc' ? t(`points.${key}`) : t(`bodies.${key}`));
  return (
    <div className="aspect-grid-wrap">
      <table className="aspect-grid">
        <caption>{t('natal.aspectsCaption')}</caption>
        <thead>
          <tr>
            <td />
            {keys.slice(0, -1).map((key) => (
              <th key={key} scope="col" abbr={name(key)}>
                <span aria-hidden="true">{short(key)}</span>
                <span className="visually-hidden">{name(key)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.slice(1).map((row, rowIndex) => (
            <tr key={row}>
              <th scope="row">
                <span aria-hidden="true">{short(row)}</span>
                <span className="visually-hidden">{name(row)}</span>
              </th>
              {keys.slice(0, -1).map((column, columnIndex) => {
                if (columnIndex > rowIndex) return <td key={column} className="aspect-grid__blank" />;
                const aspect = between.get(`${row}|${column}`);
                return (
                  <td key={column} className={aspect ? `aspect-grid__cell aspect-grid__cell--${aspect.type}` : 'aspect-grid__cell'}>
                    {aspect ? (
                      <>
                        <span aria-hidden="true">{ASPECT_GLYPHS[aspect.type]}</span>
                        <span className="visually-hidden">{t('natal.aspectCell', { type: t(`aspects.${aspect.type}`), orb: aspect.orb.toFixed(1) })}</span>
                        <span className="aspect-grid__orb" aria-hidden="true">
                          {aspect.orb.toFixed(0)}°
                        </span>
                      </>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="aspect-legend">
        {(Object.keys(ASPECT_GLYPHS) as ChartAspect['type'][]).map((type) => (
          <li key={type} className={`aspect-legend__item aspect-legend__item--${type}`}>
            <span aria-hidden="true">{ASPECT_GLYPHS[type]}</span> {t(`aspects.${type}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
