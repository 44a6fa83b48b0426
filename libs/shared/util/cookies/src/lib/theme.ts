/**
 * The reader's colour theme (issue 20). One script-readable cookie, `theme=light` or
 * `theme=dark`; without it the page follows the system setting (prefers-color-scheme). The SSR
 * server renders `<html data-theme>` from it (and keys its page cache by it), so the first paint
 * is already in the reader's theme; the header's toggle (before the app loads, the boot loader)
 * changes the attribute and the cookie together. A reader preference: it survives logout.
 *
 * Written without the `cookie` package on purpose: the boot loader, part of every first load,
 * carries this file.
 */
export const THEME_COOKIE = 'theme';
export const THEME_MAX_AGE = 365 * 24 * 60 * 60;

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The event the page hears when the theme changes (the toggle's and the member menu's state follow it). */
export const THEME_CHANGE_EVENT = 'meydan:theme';

/** A cookie (or API) value as a theme; anything else, absent included, means the system setting. */
export function parseTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** The theme a request's cookies ask for (SSR). */
export function themeFromCookies(cookies: Readonly<Record<string, string | undefined>>): Theme | null {
  return parseTheme(cookies[THEME_COOKIE]);
}

/**
 * What the toggle sets next. From the system setting the first press shows the other theme (so
 * it always visibly changes), the second pins the system's own, the third follows the system again.
 */
export function nextTheme(current: Theme | null, systemDark: boolean): Theme | null {
  const other: Theme = systemDark ? 'light' : 'dark';
  if (current === null) return other;
  return current === other ? (systemDark ? 'dark' : 'light') : null;
}

/** Browser only: the theme the page shows now (`<html data-theme>`, which the server set from the cookie). */
export function currentTheme(): Theme | null {
  return typeof document === 'undefined' ? null : parseTheme(document.documentElement.dataset['theme']);
}

/** Browser only: whether the system asks for dark (the page follows it while no theme is chosen). */
export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/**
 * Browser only: shows `theme` at once (null: the system setting) and remembers it in the cookie
 * for the server's next render, then tells the page (THEME_CHANGE_EVENT).
 */
export function applyTheme(theme: Theme | null): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (theme) root.dataset['theme'] = theme;
  else delete root.dataset['theme'];
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${THEME_COOKIE}=${theme ?? ''}; Max-Age=${theme ? THEME_MAX_AGE : 0}; Path=/; SameSite=Lax${secure}`;
  dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: theme }));
}

/** Browser only: the header toggle's press (nextTheme from what the page shows now); the theme it set. */
export function cycleTheme(): Theme | null {
  const theme = nextTheme(currentTheme(), systemPrefersDark());
  applyTheme(theme);
  return theme;
}
