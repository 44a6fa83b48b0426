import type { SectionKey } from '@meydan/shared/util/routing';
import type { Prng } from '../prng';
import { Canvas } from './canvas';
import { balloons, bulb, chart, circuit, coins, constellations, gamepad, map, space } from './graphic';
import { books, desk, food, interior, museum } from './indoor';
import { fashion, pets } from './lifestyle';
import { beach, city, harbour, landscape, monument, road, square } from './outdoor';
import { vignette } from './parts';
import { carpet, cinema, curtains, podium, portraits, stage } from './show';
import { ball, court, pitch, track } from './sport';

/*
 * The seed's article pictures: flat illustrations composed per picture from a section's scenes
 * (a skyline, a pitch, a laid table…), each with its own palette, layout and object counts drawn
 * from its own stream, so a section's pictures differ from one another. Drawn as SVG without
 * text (no fonts), rasterized locally by sharp.
 */

const SCENES = {
  landscape,
  beach,
  city,
  square,
  harbour,
  road,
  monument,
  pitch,
  court,
  track,
  ball,
  chart,
  coins,
  map,
  circuit,
  space,
  constellations,
  bulb,
  balloons,
  gamepad,
  food,
  interior,
  museum,
  books,
  desk,
  pets,
  fashion,
  stage,
  cinema,
  curtains,
  carpet,
  portraits,
  podium,
} satisfies Record<string, (c: Canvas, hue: number) => void>;

export type SceneName = keyof typeof SCENES;
export const SCENE_NAMES = Object.keys(SCENES) as SceneName[];

/** What a section's pictures show, taken in turn so neighbours in a pool never share a scene. */
export const SECTION_SCENES: Readonly<Record<SectionKey, readonly SceneName[]>> = {
  news: ['city', 'map', 'podium', 'monument', 'harbour', 'landscape'],
  business: ['chart', 'coins', 'harbour', 'city', 'desk'],
  sport: ['pitch', 'court', 'track', 'ball'],
  technology: ['circuit', 'desk', 'space', 'road', 'gamepad'],
  entertainment: ['stage', 'cinema', 'carpet', 'fashion', 'constellations', 'portraits'],
  life: ['food', 'landscape', 'pets', 'interior', 'beach'],
  culture: ['museum', 'books', 'curtains', 'monument', 'cinema'],
  meydan: ['square', 'portraits', 'balloons', 'bulb', 'gamepad'],
  other: ['landscape', 'beach', 'city', 'square', 'balloons'],
};

/** Where each section's hues start, so the first pictures of two sections are not alike either. */
const HUE_START: Readonly<Record<SectionKey, number>> = { news: 210, business: 170, sport: 20, technology: 260, entertainment: 310, life: 95, culture: 340, meydan: 5, other: 190 };

export interface DrawnScene {
  scene: SceneName;
  /** With {W}/{H} placeholders for the rendered size. */
  svg: string;
  dominantColor: string;
}

/**
 * The `ordinal`th picture of a section: the section's scenes in turn; within a round the scenes'
 * hues spread evenly round the wheel, and each round turns them on by a golden angle, so a
 * scene's repeats differ in hue as much as possible (and in mood, see moodFor); the rest comes
 * from `rng`.
 */
export function drawScene(section: SectionKey, ordinal: number, rng: Prng): DrawnScene {
  const scenes = SECTION_SCENES[section];
  const index = ordinal % scenes.length;
  const round = Math.floor(ordinal / scenes.length);
  const hue = (HUE_START[section] + (index * 360) / scenes.length + round * 137.508 + rng.int(-10, 10) + 360) % 360;
  return drawNamedScene(scenes[index] as SceneName, Math.round(hue), rng, round);
}

/** One scene by name, finished with the vignette every picture gets (the grain comes with the pixels). */
export function drawNamedScene(scene: SceneName, hue: number, rng: Prng, round = 0): DrawnScene {
  const canvas = new Canvas(rng, round);
  SCENES[scene](canvas, hue);
  vignette(canvas, 0.18);
  return { scene, svg: canvas.toSvg(), dominantColor: canvas.dominant };
}
