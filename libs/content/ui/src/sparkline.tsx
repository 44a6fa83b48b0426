/** Drawing box; the SVG stretches it to its CSS size and the line keeps its width (non-scaling stroke). */
const WIDTH = 100;
const HEIGHT = 32;
/** Room above and below the line so its stroke and end dot are never clipped. */
const PAD = 3;

const round = (value: number) => Math.round(value * 100) / 100;

/** The line's points in the drawing box: oldest on the left, the highest value at the top. */
export function sparklinePoints(values: readonly number[]): Array<[x: number, y: number]> {
  if (values.length === 0) return [];
  const low = Math.min(...values);
  const span = Math.max(...values) - low;
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values.map((value, index) => [round(index * step), round(span === 0 ? HEIGHT / 2 : PAD + (1 - (value - low) / span) * (HEIGHT - 2 * PAD))]);
}

/**
 * A small trend line without axes (a rate's last weeks on a card). It is one image to assistive
 * technology: `label` must say what it shows in words; the colour comes from CSS `color`.
 */
export function Sparkline({ values, label, className }: { values: readonly number[]; label: string; className?: string }) {
  const points = sparklinePoints(values);
  const last = points.at(-1);
  if (!last) return null;
  const line = points.map(([x, y]) => `${x},${y}`).join(' ');
  return (
    <svg className={className ? `sparkline ${className}` : 'sparkline'} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label} focusable="false">
      <polygon className="sparkline__area" points={`0,${HEIGHT} ${line} ${last[0]},${HEIGHT}`} />
      <polyline className="sparkline__line" points={line} vectorEffect="non-scaling-stroke" />
      {/* A zero-length round-capped stroke draws a dot that stays round however the box stretches. */}
      <line className="sparkline__dot" x1={last[0]} y1={last[1]} x2={last[0]} y2={last[1]} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
