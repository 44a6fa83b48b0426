import { type RefObject, useEffect } from 'react';

/**
 * What a prompt must never cover: the controls of a form (a message composer's field and send
 * button, a comment box, a sign-in form) and any text field.
 */
export const FORM_CONTROLS = 'form :is(input:not([type="hidden"]), textarea, select, button), input:not([type="hidden"]), textarea, select, [contenteditable="true"]';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.width > 0 && a.height > 0 && b.width > 0 && b.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The form controls outside `area` that its box covers, as the page is laid out now. */
export function controlsUnder(area: HTMLElement, root: ParentNode = document): Element[] {
  const box = area.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return [];
  return [...root.querySelectorAll(FORM_CONTROLS)].filter((control) => !area.contains(control) && overlaps(box, control.getBoundingClientRect()));
}

/** Set on the prompt area while it steps aside (CSS hides it; it stays measurable). */
export const STEPPED_ASIDE = 'data-stepped-aside';

/**
 * Keeps the bottom prompts (the push permission card, the Google sign-in card) off the page's
 * forms: while a prompt would cover a form control — the message composer's send button on a
 * desktop, a comment box scrolled to the bottom, a phone's sheet over a text field — the prompt
 * area steps aside (hidden, not dismissed) and comes back once nothing is under it. A prompt the
 * reader is using (focus inside) stays put. Checked after scrolling (any scroller), resizing,
 * typing and changes to the page, at most once a frame.
 */
export function usePromptsClearOfForms(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const inUse = area.contains(document.activeElement);
      const covering = !inUse && controlsUnder(area).length > 0;
      if (covering !== area.hasAttribute(STEPPED_ASIDE)) area.toggleAttribute(STEPPED_ASIDE, covering);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const events: Array<[EventTarget, string]> = [
      [window, 'resize'],
      [document, 'scroll'],
      [document, 'input'],
      [document, 'focusin'],
      [document, 'transitionend'],
    ];
    for (const [target, type] of events) target.addEventListener(type, schedule, { capture: true, passive: true });
    // A prompt arriving, a composer mounting after a navigation, a field growing.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'hidden', 'open'] });
    schedule();
    return () => {
      for (const [target, type] of events) target.removeEventListener(type, schedule, { capture: true });
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
}
