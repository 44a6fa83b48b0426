import { useSyncExternalStore } from 'react';
import { currentTheme, type Theme, THEME_CHANGE_EVENT } from '@meydan/shared/util/cookies';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
}

/**
 * The theme the page shows (`<html data-theme>`; null: the system setting), kept current as it
 * changes. The server renders nothing that depends on it (the header toggle is drawn by CSS from
 * the attribute), so hydration starts from "unknown" (null) and reads the page right after.
 */
export function useTheme(): Theme | null {
  return useSyncExternalStore(subscribe, currentTheme, () => null);
}
