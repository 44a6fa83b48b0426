/** Angles in degrees, normalized to [0, 360). */
export function normalize(angle: number): number {
  return ((angle % 360) + 360) % 360;
}

/** The signed shortest turn from a to b, in (-180, 180]. */
export function turn(a: number, b: number): number {
  const delta = normalize(b - a);
  return delta > 180 ? delta - 360 : delta;
}

/**
 * Where to draw glyphs placed at the given ecliptic longitudes so that no two are closer than
 * `gap` degrees along the ring. Crowded neighbours form a group that is laid out evenly around the
 * group's mean, so a stellium fans out around its true place; groups that then touch merge, until
 * none do. The ring is cut at its widest empty stretch, so no group straddles the cut. The order
 * along the ring never changes. Returns the display longitude of each input, in the input's order.
 */
export function spreadAngles(longitudes: readonly number[], gap: number): number[] {
  const count = longitudes.length;
  if (count < 2) return longitudes.map(normalize);
  const order = longitudes.map((longitude, index) => ({ index, angle: normalize(longitude) })).sort((a, b) => a.angle - b.angle);
  // With more glyphs than fit, the gap shrinks to what the ring holds.
  const spacing = Math.min(gap, 360 / count);
  // Start just after the widest empty stretch and unwrap: angles then increase without a seam.
  let widest = 0;
  let cut = 0;
  for (let i = 0; i < count; i += 1) {
    const stretch = normalize(order[(i + 1) % count]!.angle - order[i]!.angle) || (i === count - 1 ? 360 : 0);
    if (stretch > widest) {
      widest = stretch;
      cut = (i + 1) % count;
    }
  }
  const base = order[cut]!.angle;
  const line = Array.from({ length: count }, (_, k) => {
    const item = order[(cut + k) % count]!;
    return { index: item.index, angle: base + normalize(item.angle - base) };
  });
  // Groups of consecutive glyphs: each laid out evenly around the mean of its true places.
  let groups = line.map((item) => ({ items: [item], mean: item.angle }));
  const startOf = (group: (typeof groups)[number]) => group.mean - ((group.items.length - 1) * spacing) / 2;
  const endOf = (group: (typeof groups)[number]) => group.mean + ((group.items.length - 1) * spacing) / 2;
  for (let merged = true; merged; ) {
    merged = false;
    const next: typeof groups = [];
    for (const group of groups) {
      const last = next[next.length - 1];
      if (last && startOf(group) - endOf(last) < spacing - 1e-9) {
        const items = [...last.items, ...group.items];
        next[next.length - 1] = { items, mean: items.reduce((sum, item) => sum + item.angle, 0) / items.length };
        merged = true;
      } else {
        next.push(group);
      }
    }
    groups = next;
  }
  const result = new Array<number>(count);
  for (const group of groups) group.items.forEach((item, k) => (result[item.index] = normalize(startOf(group) + k * spacing)));
  return result;
}
