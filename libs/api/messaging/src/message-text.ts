import { normalizePlainText, plainTextLength } from '@meydan/api/core';
import { MESSAGE_MAX_LENGTH } from '@meydan/shared/contracts';

/** A message as stored: members' plain text rules (api-core normalizePlainText). */
export const normalizeMessageText = normalizePlainText;

/** Characters as a reader counts them (code points). */
export const messageLength = plainTextLength;

export type MessageTextProblem = 'required' | 'length' | null;

/** SPEC §5: 1 to 3000 characters after trimming. */
export function messageTextProblem(text: string): MessageTextProblem {
  const length = messageLength(text);
  if (length === 0) return 'required';
  return length > MESSAGE_MAX_LENGTH ? 'length' : null;
}
