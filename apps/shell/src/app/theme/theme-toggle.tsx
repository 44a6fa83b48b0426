import { cycleTheme } from '@meydan/shared/util/cookies';
import { useTranslation } from '@meydan/shared/util/translate';

/** Data attribute the boot loader recognises: before the app loads it switches the theme itself. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

const ICONS = {
  // Half a disc: the device decides.
  system: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 2v14a7 7 0 0 1 0-14Z" fill="currentColor" />,
  light: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </g>
  ),
  dark: <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z" fill="currentColor" />,
} as const;

/**
 * The header's colour theme toggle (issue 20): system → the other theme → the system's own,
 * pinned → system again (nextTheme). Its markup never depends on the theme: each state's icon and
 * name are drawn, and the stylesheet shows the one `<html data-theme>` names, so the server's
 * HTML is right for every reader, and the boot loader can switch the theme before the app loads
 * without React's idea of the page going stale. The shown state's text is the button's name.
 */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const states = [
    { key: 'system', name: t('theme.toggle', { state: t('theme.state.system') }) },
    { key: 'light', name: t('theme.toggle', { state: t('theme.state.light') }) },
    { key: 'dark', name: t('theme.toggle', { state: t('theme.state.dark') }) },
  ] as const;
  const toggle = { [THEME_TOGGLE_ATTRIBUTE]: '' };
  return (
    <button type="button" className="theme-toggle" {...toggle} onClick={() => cycleTheme()}>
      {states.map(({ key, name }) => (
        <span key={key} className={`theme-toggle__state theme-toggle__state--${key}`}>
          {/* Sized by the stylesheet: every byte of the header is in every page's HTML. */}
          <svg viewBox="0 0 24 24" aria-hidden="true">
            {ICONS[key]}
          </svg>
          <span className="visually-hidden">{name}</span>
        </span>
      ))}
    </button>
  );
}
