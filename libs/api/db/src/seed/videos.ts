import { execFile } from 'node:child_process';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Edition, SectionKey } from '@meydan/shared/util/routing';
import { exists, IMAGE_VARIANTS, idFor, imageFile, PALETTES, planImages, renderImages, type SeedImage, writeAtomic } from './images';
import type { Prng } from './prng';

const run = promisify(execFile);

/**
 * The files every seed video has, at `{basePath}/{height}.{format}` (the `videos.renditions`
 * column and the API's `videoData.sources`). MP4 first: SPEC §3 `videoData.source` is the first mp4.
 */
export const VIDEO_RENDITIONS = [
  { height: 360, width: 640, format: 'mp4', type: 'video/mp4' },
  { height: 360, width: 640, format: 'webm', type: 'video/webm' },
] as const;

export type VideoRendition = (typeof VIDEO_RENDITIONS)[number];
type VideoFormat = VideoRendition['format'];

const FPS = 25;
const FADE_SECONDS = 0.5;
const [WIDTH, HEIGHT] = [VIDEO_RENDITIONS[0].width, VIDEO_RENDITIONS[0].height];
const UPSCALE = `scale=${WIDTH}:${HEIGHT}`;
// The background pans over the poster scaled up by this much, so the crop window can move.
const PAN_ZOOM = 1.25;
// ffmpeg pans over the poster's 'high' JPEG (1024x576): enough pixels for the zoomed 800x450 frame.
const POSTER_INPUT = IMAGE_VARIANTS[1];

/*
 * Encoder settings, part of every video's id: changing them re-renders. The rate caps keep a
 * 12 s video under ~400 KB; H.264 Main + AAC plays everywhere, VP9 + Opus is the smaller
 * alternative. `realtime` keeps VP9 about as fast as x264 on two cores.
 */
const ENCODER_ARGS: Record<VideoFormat, readonly string[]> = {
  mp4: [
    ...['-c:v', 'libx264', '-profile:v', 'main', '-preset', 'veryfast', '-crf', '28', '-maxrate', '180k', '-bufsize', '360k'],
    ...['-c:a', 'aac', '-b:a', '32k', '-movflags', '+faststart', '-f', 'mp4'],
  ],
  webm: [
    // Constant bitrate: in realtime mode libvpx overshoots a mere cap by half on busy patterns.
    ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1', '-b:v', '160k', '-minrate', '160k'],
    ...['-maxrate', '160k', '-bufsize', '320k', '-c:a', 'libopus', '-b:a', '24k', '-f', 'webm'],
  ],
};
const COMMON_OUTPUT_ARGS = ['-pix_fmt', 'yuv420p', '-g', String(FPS * 2), '-ac', '1'];
const REQUIRED_ENCODERS = ['libx264', 'aac', 'libvpx-vp9', 'libopus'];

export const SCENE_KINDS = ['plasma', 'rings', 'life', 'cellauto', 'mandelbrot'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** A lavfi pattern laid over the panning poster with one of ffmpeg's blend modes. */
interface Scene {
  kind: SceneKind;
  pattern: string;
  blendMode: string;
  opacity: number;
}

export interface SeedVideo {
  /** Content-addressed from the whole recipe (scene, poster, duration, encoders), like image ids. */
  id: string;
  section: SectionKey;
  title: Record<Edition, string>;
  durationSeconds: number;
  width: number;
  height: number;
  /** Relative to the media root: `videos/{id}`. */
  basePath: string;
  /** A regular seed image (a row in `images`); its 1024 px JPEG is also the video's background. */
  poster: SeedImage;
  scene: Scene;
  /** The video part of the filter graph: input 0 is the poster, input 1 the pattern. */
  videoFilter: string;
  /** aevalsrc expression of a soft chord, so players show (and can unmute) a real audio track. */
  audio: string;
}

// Three titles per section; a section's n-th video takes the n-th (titles repeat past three).
const TITLES: Record<SectionKey, ReadonlyArray<Record<Edition, string>>> = {
  business: [
    { tr: 'Piyasalarda günün özeti', en: 'The day on the markets in brief', ru: 'Итоги дня на рынках' },
    { tr: 'Liman kentinde ihracat telaşı', en: 'Export rush in the port city', ru: 'Экспортная горячка в портовом городе' },
    { tr: 'Yerel üreticiler yeni pazarlara açılıyor', en: 'Local producers reach new markets', ru: 'Местные производители выходят на новые рынки' },
  ],
  culture: [
    { tr: 'Restorasyonu biten kervansaraydan ilk görüntüler', en: 'First images from the restored caravanserai', ru: 'Первые кадры из отреставрированного караван-сарая' },
    { tr: 'Bienalde ışık enstalasyonları', en: 'Light installations at the biennial', ru: 'Световые инсталляции на биеннале' },
    { tr: 'Ebru sanatının renkleri', en: 'The colours of marbling art', ru: 'Краски искусства эбру' },
  ],
  entertainment: [
    { tr: 'Festival sahnesinde kulis anları', en: 'Backstage moments at the festival', ru: 'За кулисами фестиваля' },
    { tr: 'Yeni dizinin ilk fragmanı', en: 'First teaser of the new series', ru: 'Первый тизер нового сериала' },
    { tr: 'Konser gecesinden ışık gösterisi', en: 'Light show from the concert night', ru: 'Световое шоу с вечернего концерта' },
  ],
  life: [
    { tr: 'Bahar bahçede: ilk filizler', en: 'Spring in the garden: the first shoots', ru: 'Весна в саду: первые ростки' },
    { tr: 'Sahilde sabah yürüyüşü', en: 'A morning walk on the shore', ru: 'Утренняя прогулка по берегу' },
    { tr: 'Mutfakta mevsimin renkleri', en: 'Seasonal colours in the kitchen', ru: 'Краски сезона на кухне' },
  ],
  news: [
    { tr: 'Şehir merkezinden son görüntüler', en: 'Latest footage from the city centre', ru: 'Свежие кадры из центра города' },
    { tr: 'Fırtınanın ardından kıyı şeridi', en: 'The coastline after the storm', ru: 'Побережье после шторма' },
    { tr: 'Meclis önünde sabah saatleri', en: 'Morning hours outside parliament', ru: 'Утро у здания парламента' },
  ],
  meydan: [
    { tr: "Meydan'da haftanın özeti", en: 'The week on Meydan in brief', ru: 'Неделя на Meydan: коротко' },
    { tr: 'Okurlarımızın objektifinden', en: "Through our readers' lens", ru: 'Глазами наших читателей' },
    { tr: 'Meydan ekibi sahada', en: 'The Meydan team in the field', ru: 'Команда Meydan на месте событий' },
  ],
  other: [
    { tr: 'Gökyüzünde kuzey ışıkları', en: 'Northern lights in the sky', ru: 'Северное сияние в небе' },
    { tr: 'Haftanın en ilginç anları', en: 'The most curious moments of the week', ru: 'Самые любопытные моменты недели' },
    { tr: 'Hızlandırılmış şehir manzarası', en: 'The city skyline in time-lapse', ru: 'Городской пейзаж в таймлапсе' },
  ],
  sport: [
    { tr: 'Derbinin ardından tribünler', en: 'The stands after the derby', ru: 'Трибуны после дерби' },
    { tr: 'Maratonda son kilometre', en: 'The last kilometre of the marathon', ru: 'Последний километр марафона' },
    { tr: 'Milli takımın antrenmanından kareler', en: "Scenes from the national team's training", ru: 'Кадры с тренировки сборной' },
  ],
  technology: [
    { tr: 'Yapay zekâ laboratuvarına kısa bir bakış', en: 'A quick look inside an AI lab', ru: 'Коротко: внутри лаборатории ИИ' },
    { tr: 'Yeni nesil çiplerin üretim hattı', en: 'The production line of next-generation chips', ru: 'Конвейер чипов нового поколения' },
    { tr: 'Gece gökyüzünde uydu takımı', en: 'A satellite constellation in the night sky', ru: 'Спутниковая группировка в ночном небе' },
  ],
};

// Points on the Mandelbrot set's border, where zooming in keeps showing detail.
const MANDELBROT_POINTS: ReadonlyArray<[number, number]> = [
  [-0.743643887037151, 0.13182590420533],
  [-0.7453, 0.1127],
  [-0.1011, 0.9563],
  [-1.25066, 0.02012],
  [0.001643721971153, -0.822467633298876],
  [-0.16070135, 1.0375665],
];
// Elementary automaton rules that draw structure rather than noise or nothing.
const CELLAUTO_RULES = [18, 30, 45, 57, 73, 90, 105, 110, 150, 182];
// A pentatonic scale: any three of its notes sound calm together.
const PENTATONIC_HZ = [196, 220, 247, 294, 330, 392, 440, 494];

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

// Filter expressions avoid commas: inside a filter graph a comma would end the filter.
function lerpExpr(from: number, to: number, t: string): string {
  return `${from}+(${to - from})*(${t})`;
}

// geq evaluates its expression per pixel, slowly: waves are drawn on this grid and scaled up.
const WAVE_GRID = { width: 80, height: 45 };

/**
 * A grey `wave` (0–1) drawn by geq on the small grid, then coloured from `a` to `b` through
 * per-channel lookup tables: one expression per pixel instead of three.
 */
function waveBetween(a: string, b: string, wave: string): string {
  const [from, to] = [rgb(a), rgb(b)];
  const channel = (i: number) => lerpExpr(from[i] as number, to[i] as number, 'val/255');
  return (
    `nullsrc=s=${WAVE_GRID.width}x${WAVE_GRID.height}:r=${FPS},format=gray,geq=lum='255*(${wave})',${UPSCALE}:flags=bicubic,format=gbrp,` +
    `lutrgb=r='${channel(0)}':g='${channel(1)}':b='${channel(2)}'`
  );
}

function fixed(value: number, digits = 2): string {
  return value.toFixed(digits);
}

/* Each pattern is computed on a smaller frame and scaled up to the video size: cheaper, and
 * coarser patterns compress far better. */
function sceneFor(kind: SceneKind, section: SectionKey, durationSeconds: number, rng: Prng): Scene {
  const [, to, accent] = PALETTES[section];
  switch (kind) {
    case 'plasma': {
      const wave = `0.5+0.5*sin(X/${rng.int(4, 8)}+T*${fixed(0.5 + rng.next())})*cos(Y/${rng.int(3, 7)}-T*${fixed(0.3 + rng.next())})`;
      return { kind, pattern: waveBetween(to, accent, wave), blendMode: 'overlay', opacity: 0.6 };
    }
    case 'rings': {
      const cx = `(${WAVE_GRID.width / 2}+${rng.int(10, 30)}*sin(T*${fixed(0.3 + rng.next() * 0.6)}))`;
      const cy = `(${WAVE_GRID.height / 2}+${rng.int(5, 15)}*cos(T*${fixed(0.3 + rng.next() * 0.6)}))`;
      const distance = `sqrt((X-${cx})*(X-${cx})+(Y-${cy})*(Y-${cy}))`;
      const wave = `0.5+0.5*sin(${distance}/${fixed(1.5 + rng.next() * 2, 1)}-T*${fixed(1.5 + rng.next() * 2)})`;
      return { kind, pattern: waveBetween(to, accent, wave), blendMode: 'softlight', opacity: 0.8 };
    }
    case 'life': {
      const pattern =
        `life=s=80x45:r=${rng.int(5, 9)}:ratio=${fixed(0.08 + rng.next() * 0.12)}:seed=${rng.int(1, 1e6)}:mold=${rng.int(10, 40)}` +
        `:life_color=${accent}:death_color=black:mold_color=${to},${UPSCALE}:flags=neighbor,fps=${FPS}`;
      return { kind, pattern, blendMode: 'lighten', opacity: 0.7 };
    }
    case 'cellauto': {
      // White cells tinted with the accent colour.
      const [r, g, b] = rgb(accent).map((c) => fixed(c / 255));
      const pattern =
        `cellauto=s=160x90:r=${FPS}:rule=${rng.pick(CELLAUTO_RULES)}:random_fill_ratio=${fixed(0.2 + rng.next() * 0.4)}` +
        `:scroll=1:seed=${rng.int(1, 1e6)},${UPSCALE}:flags=neighbor,format=gbrp,colorchannelmixer=rr=${r}:gg=${g}:bb=${b}`;
      return { kind, pattern, blendMode: 'screen', opacity: 0.3 };
    }
    case 'mandelbrot': {
      const [x, y] = rng.pick(MANDELBROT_POINTS);
      // Grey, so the overlay blend takes its colours from the section's poster underneath.
      const pattern =
        `mandelbrot=s=320x180:r=${FPS}:maxiter=128:start_x=${x}:start_y=${y}:start_scale=3` +
        `:end_scale=${fixed(0.05 + rng.next() * 0.5)}:end_pts=${durationSeconds * FPS}:inner=black,hue=s=0,${UPSCALE}:flags=bicubic`;
      return { kind, pattern, blendMode: 'overlay', opacity: 0.75 };
    }
  }
}

/** The poster, slowly panned (a Lissajous path), the pattern blended over it, faded in and out. */
function videoFilterFor(scene: Scene, durationSeconds: number, rng: Prng): string {
  const [sw, sh] = [Math.round(WIDTH * PAN_ZOOM), Math.round(HEIGHT * PAN_ZOOM)];
  const [mx, my] = [(sw - WIDTH) / 2, (sh - HEIGHT) / 2];
  const pan = `x='${mx}+${mx}*sin(2*PI*t/${rng.int(7, 15)}+${fixed(rng.next() * 6)})':y='${my}+${my}*sin(2*PI*t/${rng.int(6, 13)}+${fixed(rng.next() * 6)})'`;
  // The still poster is decoded and scaled once, then repeated: far cheaper than a looped input.
  const repeat = `loop=loop=${durationSeconds * FPS - 1}:size=1:start=0,setpts=N/${FPS}/TB`;
  return [
    `[0:v]scale=${sw}:${sh},format=gbrp,${repeat},crop=${WIDTH}:${HEIGHT}:${pan}[bg]`,
    '[1:v]format=gbrp[fg]',
    `[bg][fg]blend=all_mode=${scene.blendMode}:all_opacity=${scene.opacity},format=yuv420p,` +
      `fade=t=in:st=0:d=${FADE_SECONDS},fade=t=out:st=${durationSeconds - FADE_SECONDS}:d=${FADE_SECONDS}`,
  ].join(';');
}

function audioFor(rng: Prng): string {
  const notes = rng.sample(PENTATONIC_HZ, 3);
  // Each note swells at its own slow rate, so the chord breathes instead of droning.
  return notes.map((hz, i) => `${fixed(0.05 - i * 0.01)}*sin(2*PI*${hz}*t)*(0.6+0.4*sin(2*PI*t/${rng.int(3, 7)}))`).join('+');
}

/**
 * `count` demo videos, deterministic for a given Prng state: sections in turn, the five scene
 * kinds in turn (so neighbours never look alike), 6–12 s each.
 */
export function planVideos(sections: readonly SectionKey[], count: number, rng: Prng): SeedVideo[] {
  const videos: SeedVideo[] = [];
  const perSection = new Map<SectionKey, number>();
  for (let i = 0; i < count; i += 1) {
    const section = sections[i % sections.length] as SectionKey;
    const nth = perSection.get(section) ?? 0;
    perSection.set(section, nth + 1);
    const titles = TITLES[section];
    const durationSeconds = rng.int(6, 12);
    // Numbered after the section's article pictures, so each poster is a picture of its own.
    const [poster] = planImages([section], 1, rng, 100 + nth) as [SeedImage];
    const scene = sceneFor(SCENE_KINDS[i % SCENE_KINDS.length] as SceneKind, section, durationSeconds, rng);
    const videoFilter = videoFilterFor(scene, durationSeconds, rng);
    const audio = audioFor(rng);
    const recipe = JSON.stringify({ poster: poster.id, durationSeconds, pattern: scene.pattern, videoFilter, audio, ENCODER_ARGS, COMMON_OUTPUT_ARGS });
    const id = idFor(recipe);
    videos.push({
      id,
      section,
      title: titles[nth % titles.length] as Record<Edition, string>,
      durationSeconds,
      width: WIDTH,
      height: HEIGHT,
      basePath: `videos/${id}`,
      poster,
      scene,
      videoFilter,
      audio,
    });
  }
  return videos;
}

export function videoFile(mediaDir: string, videoId: string, rendition: VideoRendition): string {
  return path.join(mediaDir, 'videos', videoId, `${rendition.height}.${rendition.format}`);
}

/** The poster file ffmpeg pans over (renderImages writes it). */
export function posterInputFile(mediaDir: string, video: SeedVideo): string {
  return imageFile(mediaDir, video.poster.id, POSTER_INPUT.width, 'jpg');
}

/** Where rendered videos are kept between seeds (test and e2e seeds use throwaway media dirs). */
export function defaultVideoCacheDir(): string {
  return process.env['MEYDAN_VIDEO_CACHE'] ?? path.join(os.tmpdir(), 'meydan-video-cache');
}

async function npmFfmpegPath(): Promise<string | undefined> {
  try {
    // Loaded only when needed: it is a dev dependency, absent from the production API image.
    const installer = await import('@ffmpeg-installer/ffmpeg');
    return installer.path;
  } catch {
    return undefined;
  }
}

/** Why `binary` cannot render the seed videos, or undefined when it can. */
async function unusableBecause(binary: string): Promise<string | undefined> {
  try {
    const { stdout } = await run(binary, ['-hide_banner', '-encoders'], { maxBuffer: 4 * 1024 * 1024 });
    const missing = REQUIRED_ENCODERS.filter((name) => !new RegExp(`^\\s*\\S+\\s+${name}\\s`, 'm').test(stdout));
    return missing.length > 0 ? `lacks the encoders ${missing.join(', ')}` : undefined;
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
}

/** The first of `candidates` that runs and has every encoder the seed needs; throws naming each failure. */
export async function findFfmpeg(candidates: readonly string[]): Promise<string> {
  const failures: string[] = [];
  for (const candidate of candidates) {
    const reason = await unusableBecause(candidate);
    if (!reason) return candidate;
    failures.push(`${candidate}: ${reason}`);
  }
  throw new Error(
    `No usable ffmpeg for the seed videos (needs ${REQUIRED_ENCODERS.join(', ')}). Tried:\n  ${failures.join('\n  ')}\n` +
      'Run `npm install` (it brings @ffmpeg-installer/ffmpeg), install ffmpeg on PATH, or set FFMPEG_PATH.',
  );
}

let resolvedFfmpeg: Promise<string> | undefined;

/** FFMPEG_PATH, then the binary of the @ffmpeg-installer npm package, then `ffmpeg` on PATH. */
export function resolveFfmpeg(): Promise<string> {
  resolvedFfmpeg ??= (async () => {
    const fromNpm = await npmFfmpegPath();
    const candidates = [process.env['FFMPEG_PATH'], fromNpm, 'ffmpeg'].filter((c): c is string => Boolean(c));
    return findFfmpeg(candidates);
  })();
  // A failed lookup is not remembered: installing ffmpeg and retrying should work.
  resolvedFfmpeg.catch(() => {
    resolvedFfmpeg = undefined;
  });
  return resolvedFfmpeg;
}

/**
 * One ffmpeg run writes every rendition into `outDir` as `{height}.{format}`. `seconds` cuts the
 * video short (the spec checks each scene's graph that way without encoding it in full).
 */
export async function encodeVideo(
  ffmpeg: string,
  video: SeedVideo,
  posterJpg: string,
  outDir: string,
  seconds: number = video.durationSeconds,
): Promise<void> {
  const length = String(seconds);
  const outputs = VIDEO_RENDITIONS.flatMap((rendition, i) => [
    ...['-map', `[v${i}]`, '-map', `[a${i}]`, '-t', length, ...COMMON_OUTPUT_ARGS, ...ENCODER_ARGS[rendition.format]],
    path.join(outDir, `${rendition.height}.${rendition.format}`),
  ]);
  const n = VIDEO_RENDITIONS.length;
  const labels = (prefix: string) => VIDEO_RENDITIONS.map((_, i) => `[${prefix}${i}]`).join('');
  const fadeOutAt = video.durationSeconds - FADE_SECONDS;
  const graph = [
    `${video.videoFilter},split=${n}${labels('v')}`,
    `[2:a]afade=t=in:d=${FADE_SECONDS},afade=t=out:st=${fadeOutAt}:d=${FADE_SECONDS},asplit=${n}${labels('a')}`,
  ].join(';');
  const args = [
    ...['-nostdin', '-hide_banner', '-loglevel', 'error', '-y'],
    ...['-i', posterJpg],
    ...['-f', 'lavfi', '-t', length, '-i', video.scene.pattern],
    ...['-f', 'lavfi', '-t', length, '-i', `aevalsrc=${video.audio}:s=48000`],
    ...['-filter_complex', graph, ...outputs],
  ];
  try {
    await run(ffmpeg, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`ffmpeg could not render seed video ${video.id}: ${stderr || (error as Error).message}`);
  }
}

async function allExist(dir: string, videoId: string): Promise<boolean> {
  return (await Promise.all(VIDEO_RENDITIONS.map((r) => exists(videoFile(dir, videoId, r))))).every(Boolean);
}

/** Renders into a temporary folder beside the cache entry and renames it in whole. */
async function renderIntoCache(ffmpeg: string, video: SeedVideo, mediaDir: string, cacheDir: string): Promise<void> {
  const entry = path.join(cacheDir, 'videos', video.id);
  const temp = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await mkdir(temp, { recursive: true });
  try {
    await encodeVideo(ffmpeg, video, posterInputFile(mediaDir, video), temp);
    await rename(temp, entry).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      // Another seed rendered the same recipe meanwhile: its files are as good as ours.
      if (await allExist(cacheDir, video.id)) return;
      // A damaged entry (files deleted by hand): replace it.
      await rm(entry, { recursive: true, force: true });
      await rename(temp, entry);
    });
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

async function copyFromCache(video: SeedVideo, mediaDir: string, cacheDir: string): Promise<void> {
  await mkdir(path.join(mediaDir, 'videos', video.id), { recursive: true });
  await Promise.all(
    VIDEO_RENDITIONS.map(async (rendition) => {
      const data = await readFile(videoFile(cacheDir, video.id, rendition));
      await writeAtomic(videoFile(mediaDir, video.id, rendition), data);
    }),
  );
}

export interface RenderVideosOptions {
  /** ffmpeg processes at once; each uses every core, so more than two rarely helps. */
  concurrency?: number;
  /** Defaults to {@link defaultVideoCacheDir}. */
  cacheDir?: string;
}

export interface RenderVideosResult {
  /** Videos ffmpeg encoded now. */
  rendered: number;
  /** Videos copied from the cache into the media folder. */
  copied: number;
}

/**
 * Writes every video's renditions to `{mediaDir}/videos/{id}/` and its poster to
 * `{mediaDir}/images/{posterId}/` (as renderImages does). Videos already in the media folder
 * are left alone, those in the cache are copied, the rest are encoded and cached. Throws when
 * no usable ffmpeg is found and something has to be encoded.
 */
export async function renderVideos(
  mediaDir: string,
  videos: readonly SeedVideo[],
  options: RenderVideosOptions = {},
): Promise<RenderVideosResult> {
  const workers = Math.max(1, options.concurrency ?? Math.min(2, os.availableParallelism()));
  const cacheDir = options.cacheDir ?? defaultVideoCacheDir();
  // Posters first: ffmpeg pans over them.
  await renderImages(
    videos.map((v) => v.poster),
    mediaDir,
    workers,
  );
  const result: RenderVideosResult = { rendered: 0, copied: 0 };
  const queue = [...videos];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let video = queue.shift(); video; video = queue.shift()) {
        if (await allExist(mediaDir, video.id)) continue;
        if (!(await allExist(cacheDir, video.id))) {
          await renderIntoCache(await resolveFfmpeg(), video, mediaDir, cacheDir);
          result.rendered += 1;
        } else {
          result.copied += 1;
        }
        await copyFromCache(video, mediaDir, cacheDir);
      }
    }),
  );
  return result;
}
