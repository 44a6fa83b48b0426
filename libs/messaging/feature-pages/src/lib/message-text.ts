import { MESSAGE_MAX_LENGTH } from '@meydan/shared/contracts/constants';

export { MESSAGE_MAX_LENGTH };

/** The counter turns to a warning from here on (SPEC §5: a message holds at most 3000 characters). */
export const MESSAGE_WARN_LENGTH = Math.floor(MESSAGE_MAX_LENGTH * 0.9);

/**
 * Characters as the API's validator counts them (code points: an emoji is one), so the counter
 * and the server agree on where 3000 is.
 */
export function messageLength(text: string): number {
  let count = 0;
  for (const _char of text) count += 1;
  return count;
}

/** The API refuses blank messages (only spaces and line breaks). */
export function isSendable(text: string): boolean {
  return /\S/.test(text) && messageLength(text) <= MESSAGE_MAX_LENGTH;
}
