import type { TrackerDeviceType } from '@meydan/shared/contracts/constants';

export type DeviceMode = 'mobile' | 'tablet' | 'desktop';

/** SPEC §9 image screen widths (responsive image `sizes` and srcset steps). */
export const IMAGE_SCREENS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

/** SPEC §9: mode switches at 640 (tablet) and 1024 (desktop); container and style steps. */
export const BREAKPOINTS = {
  tablet: 640,
  desktop: 1024,
  screens: IMAGE_SCREENS,
  container: [345, 640, 768, 1024, 1280],
  style: [768, 1024, 1280],
} as const;

export function deviceModeForWidth(width: number): DeviceMode {
  if (width < BREAKPOINTS.tablet) return 'mobile';
  if (width < BREAKPOINTS.desktop) return 'tablet';
  return 'desktop';
}

// Android phones say "Mobile"; Android tablets do not.
const TABLET_UA = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)|SM-T\d|Android(?!.*Mobile)/i;
const MOBILE_UA = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS/i;

/**
 * The server's guess before the browser reports a width. iPadOS 13+ presents itself as a Mac,
 * so those iPads render the desktop layout first and switch after hydration.
 */
export function deviceModeFromUserAgent(userAgent: string | null | undefined): DeviceMode {
  if (!userAgent) return 'desktop';
  if (TABLET_UA.test(userAgent)) return 'tablet';
  if (MOBILE_UA.test(userAgent)) return 'mobile';
  return 'desktop';
}

// Crawlers, link unfurlers, audit tools and HTTP libraries. Plain HeadlessChrome is not listed:
// automated browser tests must behave like a visitor.
const BOT_UA =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest\/|vkshare|w3c_validator|whatsapp|telegrambot|bingpreview|baiduspider|duckduckbot|petalbot|semrush|ahrefs|mj12bot|applebot|google-inspectiontool|lighthouse|pagespeed|ptst|python-requests|python-urllib|curl\/|wget\/|go-http-client|java\/|okhttp|axios\/|node-fetch|libwww|httpclient/i;

/** Bots are never tracked (SPEC §6); an empty user agent is treated as a script, not a person. */
export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.trim() === '') return true;
  return BOT_UA.test(userAgent);
}

const IOS_UA = /iPhone|iPad|iPod/;
const ANDROID_UA = /Android/i;

/**
 * SPEC §9 device code of the reading tracker: bot, iOS web, Android web or desktop (everything
 * else, tablets of other systems included). iPadOS 13+ presents itself as a Mac: a Mac with a
 * touch screen (`maxTouchPoints` above 1) is an iPad.
 */
export function trackerDeviceType(userAgent: string | null | undefined, maxTouchPoints = 0): TrackerDeviceType {
  if (isBot(userAgent)) return 'bot';
  const agent = userAgent as string;
  if (IOS_UA.test(agent) || (/Macintosh/.test(agent) && maxTouchPoints > 1)) return 'ios_web';
  return ANDROID_UA.test(agent) ? 'android_web' : 'desktop';
}

export interface ResolveDeviceModeInput {
  /** Viewport width; undefined during SSR. */
  width?: number;
  /** The device was detected as a phone (user agent or an earlier mobile mode). */
  flaggedMobile?: boolean;
  /** The part of the site being rendered; `games` keeps phones in mobile mode. */
  area?: 'games' | 'default';
  userAgent?: string | null;
}

/**
 * SPEC §2.10: width decides, except in the games area where a mobile-flagged device stays
 * mobile (a rotated phone must not get the desktop game frame). Without a width the user agent
 * decides.
 */
export function resolveDeviceMode({ width, flaggedMobile = false, area = 'default', userAgent }: ResolveDeviceModeInput): DeviceMode {
  if (area === 'games' && flaggedMobile) return 'mobile';
  if (width !== undefined && Number.isFinite(width)) return deviceModeForWidth(width);
  return deviceModeFromUserAgent(userAgent);
}
