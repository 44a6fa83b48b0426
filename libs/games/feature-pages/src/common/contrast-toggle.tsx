import { useEffect, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';

const STORAGE_KEY = 'meydan:games:high-contrast';

function stored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The games' colour-blind / high-contrast mode (issue 16 item 3): right and wrong become blue and
 * orange instead of green and red, and 2048's tiles take a high-contrast palette with dark text.
 * Remembered in this browser; applied to the page's root element as `data-game-contrast="high"`.
 * The server renders the default colours; the choice applies once the app runs.
 */
export function useHighContrast(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(stored()), []);
  useEffect(() => {
    document.documentElement.toggleAttribute('data-game-contrast', on);
    return () => document.documentElement.removeAttribute('data-game-contrast');
  }, [on]);
  const change = (next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
    } catch {
      // Not remembered in a locked-down browser; the page still switches.
    }
  };
  return [on, change];
}

export function ContrastToggle() {
  const { t } = useTranslation('games');
  const [on, setOn] = useHighContrast();
  return (
    <label className="game-toggle game-toggle--contrast">
      <input type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} /> {t('daily.highContrast')}
    </label>
  );
}
