import type { ReactElement } from 'react';
import { feltColour, feltInk } from './felt-colours';

/**
 * The 12 levels of the Modified Mercalli intensity scale as pictures, so a reader can say how a
 * quake felt without reading a word: I a calm person, II a person resting who notices, III a lamp
 * swinging, IV dishes rattling, V a glass falling, VI a frightened person and falling plaster, VII a
 * broken chimney, VIII cracked walls and fallen bricks, IX a building knocked off its foundation, X a
 * collapsed building and a torn ground, XI a broken bridge, XII the ground in waves and things thrown
 * into the air. Drawn on a 48-unit grid with 2.5-unit strokes so each stays legible at 48 px; the
 * tile behind takes the level's colour (the felt map's), the lines the ink that reads on it.
 */
export interface IntensityPictureProps {
  /** 1 … 12 (I … XII). */
  level: number;
  /** Rendered size in px (the drawing scales); 48 by default. */
  size?: number;
  className?: string;
}

const person = (x: number) => (
  <>
    <circle cx={x} cy="13" r="3.5" />
    <path d={`M${x} 17v12M${x - 6} 24l6-4 6 4M${x} 29l-4 11M${x} 29l4 11`} />
  </>
);

const ground = <path d="M4 42h40" />;

/** Short strokes either side of something that shakes. */
const shaking = (x1: number, x2: number, y: number) => <path d={`M${x1} ${y - 4}l-2 4 2 4M${x2} ${y - 4}l2 4-2 4`} />;

const DRAWINGS: Record<number, ReactElement> = {
  // I — not felt: a person standing at ease on still ground.
  1: (
    <>
      {person(24)}
      {ground}
    </>
  ),
  // II — weak: felt by a few at rest; a person lying in bed notices a faint tremor.
  2: (
    <>
      <path d="M6 38V24M42 38V32M6 32h36M6 38h36" />
      <circle cx="12" cy="27" r="3" />
      <path d="M16 29h20" />
      <path d="M22 14q3-3 6 0t6 0" />
    </>
  ),
  // III — light: felt indoors, a hanging lamp swings.
  3: (
    <>
      <path d="M6 6h36" />
      <path d="M24 6l5 16" />
      <path d="M22 30l3-8h8l3 8z" />
      <path d="M14 24q-2 6 2 11M40 16q4 6 2 13" />
    </>
  ),
  // IV — moderate: dishes and windows rattle.
  4: (
    <>
      <path d="M6 34h36" />
      <path d="M11 34v-9h7v9M22 34l-1-11h8l-1 11M33 34v-7h5v7" />
      {shaking(7, 41, 28)}
      <path d="M14 19v-5M25 17v-5M36 21v-5" />
    </>
  ),
  // V — rather strong: a glass topples off the shelf.
  5: (
    <>
      <path d="M6 20h24M6 20v4" />
      <path d="M11 20v-8h6v8" />
      <path d="M30 26l7 3-4 9-7-3z" />
      <path d="M34 18q4 2 5 7M6 42h10M24 42h2M32 42h2" />
    </>
  ),
  // VI — strong: a frightened person, plaster falling.
  6: (
    <>
      <circle cx="17" cy="15" r="3.5" />
      <path d="M17 19v10M11 13l6 8 6-8M17 29l-6 10M17 29l7 8" />
      <path d="M30 6h14" />
      <path d="M33 11l3 3M41 12l-2 4M36 22l3 2M42 26l-1 3" />
      {ground}
    </>
  ),
  // VII — very strong: the chimney breaks, bricks fall.
  7: (
    <>
      <path d="M8 42V24l14-12 14 12v18z" />
      <path d="M28 14l2-8h5l1 7" />
      <path d="M38 8l5-2 1 4-5 2zM40 18h4v4h-4z" />
      <path d="M18 42v-9h7v9" />
      {ground}
    </>
  ),
  // VIII — destructive: the walls crack, bricks lie at the foot.
  8: (
    <>
      <path d="M8 42V22l16-12 16 12v20z" />
      <path d="M24 16l-4 7 5 5-4 8 3 6" />
      <path d="M33 26l-3 4 3 3" />
      <path d="M41 38h4v4h-4zM2 38h4v4H2z" />
    </>
  ),
  // IX — violent: the building is knocked off its foundation and tilts.
  9: (
    <>
      <path d="M4 42h40" />
      <path d="M5 42v-5h13v5" />
      <path d="M19 38l8-28 13 4-8 28z" />
      <path d="M24 21l9 3M22 29l9 3" />
    </>
  ),
  // X — intense: most buildings collapse, the ground splits.
  10: (
    <>
      <path d="M6 42V20h8l4 6 4-10 6 8v18" />
      <path d="M31 42l3-5 4 1 3 4" />
      <path d="M4 42h40" />
      <path d="M30 42l3 5-3 2" />
      <path d="M10 26h4v4h-4zM10 34h4v4h-4z" />
    </>
  ),
  // XI — extreme: the bridge breaks, its deck falls.
  11: (
    <>
      <path d="M2 22h16l2 3M46 22H31l-2 4" />
      <path d="M8 22v20M40 22v20" />
      <path d="M20 32l7 2M18 40l9-1" />
      <path d="M2 42h10l4-3 4 4 6-3 4 3h16" />
    </>
  ),
  // XII — catastrophic: the ground moves in waves, things fly into the air.
  12: (
    <>
      <path d="M2 38q5-8 11 0t11 0 11 0 11 0" />
      <path d="M8 18l5-3 3 5-5 3zM30 8h6v6h-6zM22 26l4 4-4 3-3-4z" />
      <path d="M15 26v-4M34 20v-3M38 30l2-3" />
      <path d="M4 45h40" />
    </>
  ),
};

export function IntensityPicture({ level, size = 48, className }: IntensityPictureProps) {
  const drawing = DRAWINGS[level];
  if (!drawing) return null;
  return (
    <svg
      className={`intensity-picture${className ? ` ${className}` : ''}`}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      style={{ color: feltInk(level) }}
    >
      <rect width="48" height="48" rx="9" fill={feltColour(level)} />
      <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {drawing}
      </g>
    </svg>
  );
}
