import { useId } from 'react';
import { applyTheme, type Theme } from '@meydan/shared/util/cookies';
import { useTranslation } from '@meydan/shared/util/translate';
import { useTheme } from './use-theme';

/**
 * The three-way colour theme choice of the member menu (issue 20): System, Light, Dark as
 * pressed/unpressed buttons. Members only, so it is rendered in the browser, where the page's
 * theme is known. A signed-in member's choice is saved to the account (useMemberThemeSaving).
 */
export function ThemeChoice() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const labelId = useId();
  const options: ReadonlyArray<{ value: Theme | null; label: string }> = [
    { value: null, label: t('theme.option.system') },
    { value: 'light', label: t('theme.option.light') },
    { value: 'dark', label: t('theme.option.dark') },
  ];
  return (
    <div className="theme-choice" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="theme-choice__label">
        {t('theme.label')}
      </span>
      <span className="theme-choice__options">
        {options.map(({ value, label }) => (
          <button key={label} type="button" className="theme-choice__option" aria-pressed={theme === value} onClick={() => applyTheme(value)}>
            {label}
          </button>
        ))}
      </span>
    </div>
  );
}
