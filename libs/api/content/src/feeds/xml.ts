/**
 * RSS 2.0 and sitemaps are small, fixed vocabularies, so they are written as templates with
 * one escaping function rather than through an XML builder dependency. Every text and
 * attribute value goes through escapeXml; control characters XML 1.0 forbids are dropped.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/** RFC 822 date, as RSS 2.0 wants it ("Sat, 21 Nov 2026 14:10:28 GMT"). */
export function rfc822(date: Date | string): string {
  return new Date(date).toUTCString();
}

/** W3C datetime (ISO 8601, UTC) for sitemaps. */
export function w3cDate(date: Date | string): string {
  return new Date(date).toISOString();
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
