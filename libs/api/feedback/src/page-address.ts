import { HttpError } from '@meydan/api/core';
import type { Edition, EditionOrigins } from '@meydan/shared/util/routing';
import { FEEDBACK_MESSAGES } from './feedback.messages';

/**
 * The page a feedback is about, as stored: absolute, on the origin of the edition it came from
 * (editors open it from any edition's inbox). A path is taken as a page of the sender's edition;
 * an absolute URL only on one of the editions' origins, without credentials or fragment. Null
 * when none was sent. The contract schema has already refused `//host`, backslashes and spaces.
 */
export function storedPageAddress(url: string | undefined, edition: Edition, origins: EditionOrigins, trustedOrigins: readonly string[]): string | null {
  if (url === undefined || url === '') return null;
  let parsed: URL;
  try {
    parsed = url.startsWith('/') ? new URL(url, origins[edition]) : new URL(url);
  } catch {
    throw new HttpError(400, FEEDBACK_MESSAGES.pageAddress);
  }
  const allowed = new Set([...Object.values(origins), ...trustedOrigins]);
  if (!allowed.has(parsed.origin)) throw new HttpError(400, FEEDBACK_MESSAGES.pageAddress);
  return `${parsed.origin}${parsed.pathname}${parsed.search}`;
}
