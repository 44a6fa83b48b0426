import { normalizePlainText, plainTextLength } from '@meydan/api/core';
import { LIMITS } from '@meydan/shared/contracts';

/** A comment as stored: members' plain text rules (api-core normalizePlainText). */
export const normalizeCommentText = normalizePlainText;

/** SPEC §5: 5 to 1000 characters after trimming. */
export function isCommentLengthValid(text: string): boolean {
  const length = plainTextLength(text);
  return length >= LIMITS.commentMin && length <= LIMITS.commentMax;
}
