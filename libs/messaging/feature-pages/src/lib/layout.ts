/** Below this width the inbox and the thread take turns on screen (apps/shell/src/styles/messaging.css uses the same number). */
export const SIDE_BY_SIDE_MIN_WIDTH = 900;

/** Whether the phone layout (list, then thread) is on screen right now; false where it cannot be told. */
export function isPhoneLayout(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${SIDE_BY_SIDE_MIN_WIDTH - 1}px)`).matches;
}

/** Touch screens: Enter makes a new line there, the send button sends. */
export function isCoarsePointer(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}
