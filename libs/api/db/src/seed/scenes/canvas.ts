import type { Prng } from '../prng';

/** Every scene is drawn on a 1920×1080 view box (16:9, the §3 ratio) and scaled per rendition. */
export const W = 1920;
export const H = 1080;

/** Rounds for the markup: whole units are plenty at 1920 wide and keep the SVG short. */
export const r = Math.round;

/**
 * Collects a scene's markup and its gradient and pattern definitions (ids numbered in order, so
 * the same draws always give the same text), and the colour that covers most of the picture.
 */
export class Canvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  /** The placeholder colour shown before the picture loads. */
  dominant = '#808080';

  /**
   * @param rng the picture's own stream
   * @param round how many pictures of this scene came before it in its pool (scenes vary their
   *   mood by it, so repeats of a scene look different by design, not only by chance)
   */
  constructor(
    readonly rng: Prng,
    readonly round = 0,
  ) {}

  add(...markup: string[]): void {
    this.body.push(...markup);
  }

  /** Registers a definition whose root element takes the returned id; gives `url(#id)`. */
  define(make: (id: string) => string): string {
    const id = `d${this.defs.length}`;
    this.defs.push(make(id));
    return `url(#${id})`;
  }

  /** A linear gradient, top to bottom unless a direction is given; stops are [offset, colour, opacity?]. */
  linear(stops: ReadonlyArray<readonly [number, string, number?]>, [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
    return this.define((id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`);
  }

  radial(stops: ReadonlyArray<readonly [number, string, number?]>, cx = 0.5, cy = 0.5, radius = 0.5): string {
    return this.define((id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${radius}">${stopsOf(stops)}</radialGradient>`);
  }

  /** A tile repeated in user space, e.g. windows on a facade or seats in a stand. */
  pattern(width: number, height: number, tile: string, at: readonly [number, number] = [0, 0]): string {
    return this.define((id) => `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${at[0]}" y="${at[1]}" width="${width}" height="${height}">${tile}</pattern>`);
  }

  /** A clip path in user space; gives `url(#id)` for clip-path. */
  clip(markup: string): string {
    return this.define((id) => `<clipPath id="${id}">${markup}</clipPath>`);
  }

  /** The SVG with {W}/{H} placeholders for the rendered size. */
  toSvg(): string {
    const defs = this.defs.length > 0 ? `<defs>${this.defs.join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="{W}" height="{H}">${defs}${this.body.join('')}</svg>`;
  }
}

function stopsOf(stops: ReadonlyArray<readonly [number, string, number?]>): string {
  return stops.map(([offset, colour, opacity]) => `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`).join('');
}
