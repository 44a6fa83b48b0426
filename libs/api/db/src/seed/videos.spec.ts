import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { EDITIONS, SECTION_KEYS } from '@meydan/shared/util/routing';
import { exists, IMAGE_FORMATS, IMAGE_VARIANTS, imageFile, renderImages } from './images';
import { Prng } from './prng';
import {
  encodeVideo,
  findFfmpeg,
  planVideos,
  posterInputFile,
  renderVideos,
  resolveFfmpeg,
  SCENE_KINDS,
  type SeedVideo,
  VIDEO_RENDITIONS,
  videoFile,
} from './videos';

const run = promisify(execFile);

describe('planVideos', () => {
  const plan = planVideos(SECTION_KEYS, 20, new Prng(2026));

  it('is deterministic for a seed and differs for another', () => {
    const again = planVideos(SECTION_KEYS, 20, new Prng(2026));
    expect(again).toEqual(plan);
    const other = planVideos(SECTION_KEYS, 20, new Prng(2027));
    expect(other.map((v) => v.id)).not.toEqual(plan.map((v) => v.id));
  });

  it('plans 20 distinct 6–12 s videos across every section and scene kind', () => {
    expect(new Set(plan.map((v) => v.id)).size).toBe(20);
    expect(new Set(plan.map((v) => v.poster.id)).size).toBe(20);
    expect(new Set(plan.map((v) => v.videoFilter)).size).toBe(20);
    expect(new Set(plan.map((v) => v.section))).toEqual(new Set(SECTION_KEYS));
    expect(new Set(plan.map((v) => v.scene.kind))).toEqual(new Set(SCENE_KINDS));
    for (const video of plan) {
      expect(video.durationSeconds).toBeGreaterThanOrEqual(6);
      expect(video.durationSeconds).toBeLessThanOrEqual(12);
      expect(video.basePath).toBe(`videos/${video.id}`);
      expect([video.width, video.height]).toEqual([640, 360]);
      expect(video.poster.section).toBe(video.section);
    }
  });

  it('titles every video in all three editions, without repeats inside a section', () => {
    for (const video of plan) {
      for (const edition of EDITIONS) expect(video.title[edition].length).toBeGreaterThan(5);
      expect(video.title.en).not.toBe(video.title.tr);
    }
    const keys = plan.map((v) => `${v.section}:${v.title.en}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('findFfmpeg', () => {
  it('accepts the binary shipped by @ffmpeg-installer: it has every encoder the seed needs', async () => {
    await expect(findFfmpeg([ffmpegInstaller.path])).resolves.toBe(ffmpegInstaller.path);
  });

  it('skips candidates that do not run or lack encoders, and names them all when none works', async () => {
    await expect(findFfmpeg(['/nonexistent/ffmpeg', ffmpegInstaller.path])).resolves.toBe(ffmpegInstaller.path);
    const failure = findFfmpeg(['/nonexistent/ffmpeg', '/bin/true']);
    await expect(failure).rejects.toThrow(/\/nonexistent\/ffmpeg: .*ENOENT/);
    await expect(failure).rejects.toThrow(/\/bin\/true: lacks the encoders libx264, aac, libvpx-vp9, libopus/);
    await expect(failure).rejects.toThrow(/FFMPEG_PATH/);
  });
});

/** What `ffmpeg -i` says about a file: container duration and the stream lines. */
async function probe(file: string): Promise<{ seconds: number; video: string; audio: string }> {
  // Without an output ffmpeg exits 1 after printing the input's description.
  const stderr = await run(await resolveFfmpeg(), ['-hide_banner', '-i', file]).then(
    (r) => r.stderr,
    (error: { stderr: string }) => error.stderr,
  );
  const duration = /Duration: (\d+):(\d+):(\d+\.\d+)/.exec(stderr);
  const [, h, m, s] = duration ?? [];
  return {
    seconds: Number(h) * 3600 + Number(m) * 60 + Number(s),
    video: /Stream #.*Video: (.*)/.exec(stderr)?.[1] ?? '',
    audio: /Stream #.*Audio: (.*)/.exec(stderr)?.[1] ?? '',
  };
}

describe('rendering', () => {
  let root: string;
  const plan = planVideos(SECTION_KEYS, 20, new Prng(7));

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'meydan-videos-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('has a filter graph ffmpeg accepts for every scene kind (first half second of each)', async () => {
    const ffmpeg = await resolveFfmpeg();
    const samples = SCENE_KINDS.map((kind) => plan.find((v) => v.scene.kind === kind) as SeedVideo);
    const mediaDir = path.join(root, 'samples');
    await renderImages(
      samples.map((v) => v.poster),
      mediaDir,
    );
    for (const video of samples) {
      const outDir = path.join(mediaDir, video.scene.kind);
      await mkdir(outDir);
      await encodeVideo(ffmpeg, video, posterInputFile(mediaDir, video), outDir, 0.5);
      const info = await probe(path.join(outDir, '360.webm'));
      expect(info.video).toMatch(/^vp9.*640x360/);
      expect(info.seconds).toBeCloseTo(0.5, 1);
    }
  }, 120_000);

  // The cheapest scene at the shortest length keeps this full encode to a few CPU seconds (the
  // generous timeout is for a machine busy with other work).
  const video = plan.filter((v) => v.scene.kind === 'life').reduce((a, b) => (b.durationSeconds < a.durationSeconds ? b : a));

  it('encodes small H.264/AAC MP4 (faststart) and VP9/Opus WebM files with a poster, then reuses them', async () => {
    const cacheDir = path.join(root, 'cache');
    const mediaDir = path.join(root, 'media');
    await expect(renderVideos(mediaDir, [video], { cacheDir })).resolves.toEqual({ rendered: 1, copied: 0 });

    const [mp4, webm] = VIDEO_RENDITIONS.map((r) => videoFile(mediaDir, video.id, r)) as [string, string];
    expect(path.relative(mediaDir, mp4)).toBe(path.join(video.basePath, '360.mp4'));
    const mp4Info = await probe(mp4);
    expect(mp4Info.seconds).toBeCloseTo(video.durationSeconds, 0);
    expect(mp4Info.video).toMatch(/^h264 \((Main|Constrained Baseline|Baseline)\).*yuv420p.*640x360/);
    expect(mp4Info.audio).toMatch(/^aac/);
    const mp4Bytes = await readFile(mp4);
    // faststart: the index (moov) precedes the media data, so playback starts before the download ends.
    expect(mp4Bytes.indexOf('moov')).toBeLessThan(mp4Bytes.indexOf('mdat'));
    const webmInfo = await probe(webm);
    expect(webmInfo.seconds).toBeCloseTo(video.durationSeconds, 0);
    expect(webmInfo.video).toMatch(/^vp9.*640x360/);
    expect(webmInfo.audio).toMatch(/^opus/);
    for (const file of [mp4, webm]) expect((await stat(file)).size).toBeLessThan(400 * 1024);

    const posterFiles = IMAGE_VARIANTS.flatMap((v) => IMAGE_FORMATS.map((f) => imageFile(mediaDir, video.poster.id, v.width, f)));
    expect(await Promise.all(posterFiles.map(exists))).toEqual(posterFiles.map(() => true));

    // A fresh media folder is filled from the cache; a complete one is left alone.
    const otherMediaDir = path.join(root, 'media-2');
    await expect(renderVideos(otherMediaDir, [video], { cacheDir })).resolves.toEqual({ rendered: 0, copied: 1 });
    expect(await readFile(videoFile(otherMediaDir, video.id, VIDEO_RENDITIONS[0]))).toEqual(mp4Bytes);
    await expect(renderVideos(mediaDir, [video], { cacheDir })).resolves.toEqual({ rendered: 0, copied: 0 });
  }, 300_000);
});
