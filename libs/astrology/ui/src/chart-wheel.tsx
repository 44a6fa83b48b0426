import { useId } from 'react';
import { ASTRO_BODIES, type AstroBody } from '@meydan/shared/contracts/constants';
import type { ChartAspect, NatalChartResponse } from '@meydan/shared/contracts';
import { BODY_GLYPHS } from './glyphs';
import { SIGN_SYMBOLS, signElement } from './signs';
import { normalize, spreadAngles } from './wheel-layout';

export interface ChartWheelLabels {
  /** The picture's accessible name, e.g. "Birth chart wheel of Ayşe". */
  title: string;
  /** A one-sentence description for screen readers (the tables beside it carry the data). */
  description: string;
  ascendant: string;
  mc: string;
}

export interface ChartWheelProps {
  chart: Pick<NatalChartResponse, 'bodies' | 'ascendant' | 'mc' | 'houses' | 'aspects'>;
  labels: ChartWheelLabels;
}

const SIZE = 600;
const C = SIZE / 2;
const R_OUTER = 292;
const R_SIGNS = 250;
const R_HOUSES = 226;
const R_GLYPHS = 196;
const R_ASPECTS = 150;
/** Closest two body glyphs may stand along the ring, in degrees. */
const GLYPH_GAP = 9;

/**
 * The chart as astrologers draw it: the ascendant on the left (9 o'clock), longitudes increasing
 * counter-clockwise; without a birth time, 0° Aries on the left and no houses. The zodiac ring
 * (coloured by element), the house cusps with their numbers, the bodies at their places (fanned
 * out where they crowd, with a tick at the true degree) and the aspects as chords inside.
 */
export function ChartWheel({ chart, labels }: ChartWheelProps) {
  const id = useId();
  const rotation = chart.ascendant?.longitude ?? 0;
  /** A longitude's point at radius r. */
  const point = (longitude: number, r: number) => {
    const angle = ((180 + longitude - rotation) * Math.PI) / 180;
    return { x: round(C + r * Math.cos(angle)), y: round(C - r * Math.sin(angle)) };
  };
  const bodies = ASTRO_BODIES.filter((body) => chart.bodies[body]);
  const placed = spreadAngles(
    bodies.map((body) => chart.bodies[body].longitude),
    GLYPH_GAP,
  );

  return (
    <svg className="chart-wheel" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
      <title id={`${id}-title`}>{labels.title}</title>
      <desc id={`${id}-desc`}>{labels.description}</desc>
      <circle className="chart-wheel__face" cx={C} cy={C} r={R_OUTER} />
      {SIGN_SYMBOLS.map((symbol, sign) => {
        const start = sign * 30;
        const glyph = point(start + 15, (R_OUTER + R_SIGNS) / 2);
        return (
          <g key={sign} className={`chart-wheel__sign chart-wheel__sign--${signElement(sign)}`}>
            <path d={ringSector(point, start, start + 30, R_SIGNS, R_OUTER)} />
            <text x={glyph.x} y={glyph.y} className="chart-wheel__sign-glyph" textAnchor="middle" dominantBaseline="central">
              {symbol}
            </text>
          </g>
        );
      })}
      <circle className="chart-wheel__ring" cx={C} cy={C} r={R_SIGNS} />
      <circle className="chart-wheel__ring" cx={C} cy={C} r={R_HOUSES} />
      <circle className="chart-wheel__ring chart-wheel__ring--inner" cx={C} cy={C} r={R_ASPECTS} />
      {Array.from({ length: 72 }, (_, k) => {
        const from = point(k * 5, R_SIGNS);
        const to = point(k * 5, R_SIGNS - (k % 6 === 0 ? 10 : 5));
        return <line key={k} className="chart-wheel__tick" x1={from.x} y1={from.y} x2={to.x} y2={to.y} />;
      })}
      {chart.houses ? <Houses houses={chart.houses} point={point} /> : null}
      {chart.aspects.map((aspect, k) => (
        <AspectChord key={k} aspect={aspect} chart={chart} point={point} />
      ))}
      {bodies.map((body, k) => {
        const truth = chart.bodies[body].longitude;
        const tickFrom = point(truth, R_HOUSES);
        const tickTo = point(truth, R_HOUSES - 8);
        const glyph = point(placed[k]!, R_GLYPHS);
        return (
          <g key={body} className={`chart-wheel__body chart-wheel__body--${body}`}>
            <line className="chart-wheel__body-tick" x1={tickFrom.x} y1={tickFrom.y} x2={tickTo.x} y2={tickTo.y} />
            <text x={glyph.x} y={glyph.y} textAnchor="middle" dominantBaseline="central">
              {BODY_GLYPHS[body]}
            </text>
          </g>
        );
      })}
      {chart.ascendant ? <AngleLabel longitude={chart.ascendant.longitude} text={labels.ascendant} point={point} /> : null}
      {chart.mc ? <AngleLabel longitude={chart.mc.longitude} text={labels.mc} point={point} /> : null}
    </svg>
  );
}

type PointAt = (longitude: number, r: number) => { x: number; y: number };

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The ring between radii r1 < r2 from longitude a to b (counter-clockwise). */
function ringSector(point: PointAt, a: number, b: number, r1: number, r2: number): string {
  const p1 = point(a, r2);
  const p2 = point(b, r2);
  const p3 = point(b, r1);
  const p4 = point(a, r1);
  // Counter-clockwise on the page is sweep-flag 0 in SVG's downward y.
  return `M${p1.x} ${p1.y}A${r2} ${r2} 0 0 0 ${p2.x} ${p2.y}L${p3.x} ${p3.y}A${r1} ${r1} 0 0 1 ${p4.x} ${p4.y}Z`;
}

function Houses({ houses, point }: { houses: readonly number[]; point: PointAt }) {
  return (
    <g className="chart-wheel__houses">
      {houses.map((cusp, k) => {
        const angular = k % 3 === 0;
        const from = point(cusp, R_HOUSES);
        const to = point(cusp, R_ASPECTS);
        const next = houses[(k + 1) % 12]!;
        const middle = cusp + normalize(next - cusp) / 2;
        const label = point(middle, R_ASPECTS + 13);
        return (
          <g key={k}>
            <line className={angular ? 'chart-wheel__cusp chart-wheel__cusp--angle' : 'chart-wheel__cusp'} x1={from.x} y1={from.y} x2={to.x} y2={to.y} />
            <text className="chart-wheel__house-number" x={label.x} y={label.y} textAnchor="middle" dominantBaseline="central">
              {k + 1}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function AspectChord({ aspect, chart, point }: { aspect: ChartAspect; chart: ChartWheelProps['chart']; point: PointAt }) {
  if (aspect.type === 'conjunction') return null;
  const longitudeOf = (key: ChartAspect['a']) => (key === 'ascendant' ? chart.ascendant?.longitude : key === 'mc' ? chart.mc?.longitude : chart.bodies[key as AstroBody]?.longitude);
  const a = longitudeOf(aspect.a);
  const b = longitudeOf(aspect.b);
  if (a === undefined || b === undefined) return null;
  const from = point(a, R_ASPECTS);
  const to = point(b, R_ASPECTS);
  return <line className={`chart-wheel__aspect chart-wheel__aspect--${aspect.type}`} x1={from.x} y1={from.y} x2={to.x} y2={to.y} />;
}

function AngleLabel({ longitude, text, point }: { longitude: number; text: string; point: PointAt }) {
  const at = point(longitude, R_OUTER + 1);
  const inner = point(longitude, R_SIGNS);
  // In the band between the zodiac and the houses, just past the line (nothing else is drawn there).
  const label = point(longitude + 6, (R_SIGNS + R_HOUSES) / 2);
  return (
    <g className="chart-wheel__angle">
      <line x1={inner.x} y1={inner.y} x2={at.x} y2={at.y} />
      <text x={label.x} y={label.y} textAnchor="middle" dominantBaseline="central">
        {text}
      </text>
    </g>
  );
}
