import { type RefObject, useEffect } from 'react';

/**
 * Escape closes an open `<details>` menu and gives focus back to its `<summary>` (the menu
 * button), wherever focus was inside or outside the menu: a native `<details>` ignores Escape.
 */
export function useEscapeCloses(ref: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = ref.current;
      if (event.key !== 'Escape' || !menu?.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref]);
}
