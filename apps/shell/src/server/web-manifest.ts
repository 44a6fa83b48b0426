import type { Edition } from '@meydan/shared/util/routing';
import { APP_ICONS, BRAND_RED } from './app-icons';

/** Where every page links the manifest (document.ts) and the web tier serves it. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The theme colours: the brand red in the light theme, the dark theme's paper colour in the dark
 * one. A manifest has a single theme_color (the light one); the page head carries both as
 * `<meta name="theme-color" media="(prefers-color-scheme: …)">`.
 */
export const THEME_COLORS = { light: BRAND_RED, dark: '#121214' } as const;
/** The splash screen behind the icon while the installed site starts (the light paper colour). */
export const BACKGROUND_COLOR = '#ffffff';

/** A translator of the common namespace in one edition. */
export type CommonTranslator = (key: string) => string;

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Edition;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: Array<{ src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }>;
}

/**
 * The edition's web app manifest: each edition is its own origin (host name), so each installs as
 * its own app, named and described in its language. Start and scope are the edition's home and
 * whole site; Turkish, English and Russian all read left to right.
 */
export function webManifest(edition: Edition, t: CommonTranslator): WebManifest {
  return {
    id: '/',
    name: t('offline.appName'),
    short_name: t('site.name'),
    description: t('site.description'),
    lang: edition,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLORS.light,
    background_color: BACKGROUND_COLOR,
    categories: ['news', 'entertainment'],
    icons: APP_ICONS.flatMap(({ path, size, purpose }) => (purpose === 'apple-touch' ? [] : [{ src: path, sizes: `${size}x${size}`, type: 'image/png' as const, purpose }])),
  };
}
