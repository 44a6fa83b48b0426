import type { Image, ImageResolution } from '@meydan/shared/contracts';
import { VIEWER_PARAM } from './viewer-param';

/** The picture a query string asks for (1-based), when it names one of `count`; else null. */
export function viewerPositionFrom(search: string, count: number): number | null {
  const value = new URLSearchParams(search).get(VIEWER_PARAM);
  if (!value || !/^[1-9][0-9]{0,3}$/.test(value)) return null;
  const position = Number(value);
  return position <= count ? position : null;
}

/** `href` (absolute or a path with its query) with `?image=position`, or without it for null. */
export function withViewerPosition(href: string, position: number | null): string {
  const url = new URL(href, 'http://x');
  if (position === null) url.searchParams.delete(VIEWER_PARAM);
  else url.searchParams.set(VIEWER_PARAM, String(position));
  return /^[a-z]+:/i.test(href) ? url.toString() : url.pathname + url.search + url.hash;
}

/** The SPEC §3 resolutions of a picture, smallest first, one per width: the viewer's srcset, the largest last. */
export function resolutionsBySize(image: Image): ImageResolution[] {
  const { standard, high, extraHigh, raw } = image.resolutions;
  const byWidth = new Map<number, ImageResolution>();
  for (const resolution of [standard, high, extraHigh, raw]) if (resolution && !byWidth.has(resolution.width)) byWidth.set(resolution.width, resolution);
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}
