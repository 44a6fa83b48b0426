/**
 * Weighs a server-rendered page: the whole HTML and the boot JSON (`<script id="__MEYDAN__">`),
 * with the boot state's parts by size so a budget that fails says what grew.
 */
export interface PageWeight {
  htmlBytes: number;
  bootBytes: number;
  /** Every RTK Query cache entry (`api <key>`), other state slice (`state.<name>`) and boot field, largest first. */
  parts: Array<{ name: string; bytes: number }>;
}

const BOOT_SCRIPT = /<script\b[^>]*\bid="__MEYDAN__"[^>]*>([\s\S]*?)<\/script>/;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const jsonBytes = (value: unknown) => bytes(JSON.stringify(value) ?? '');

export function weighPage(html: string): PageWeight {
  const match = BOOT_SCRIPT.exec(html);
  if (!match) throw new Error('the page has no boot JSON (<script id="__MEYDAN__">)');
  const json = match[1] as string;
  const boot = JSON.parse(json) as Record<string, unknown> & { state?: Record<string, unknown> & { api?: { queries?: Record<string, unknown> } } };
  const parts: PageWeight['parts'] = [];
  for (const [key, value] of Object.entries(boot)) if (key !== 'state') parts.push({ name: `boot.${key}`, bytes: jsonBytes(value) });
  for (const [slice, value] of Object.entries(boot.state ?? {})) {
    if (slice !== 'api') parts.push({ name: `state.${slice}`, bytes: jsonBytes(value) });
  }
  const api = boot.state?.api ?? {};
  for (const [key, value] of Object.entries(api)) if (key !== 'queries') parts.push({ name: `state.api.${key}`, bytes: jsonBytes(value) });
  for (const [key, value] of Object.entries(api.queries ?? {})) parts.push({ name: `api ${key}`, bytes: jsonBytes(value) });
  parts.sort((a, b) => b.bytes - a.bytes);
  return { htmlBytes: bytes(html), bootBytes: bytes(json), parts };
}

/** "getArticle("11021") 7.6 KB, …": the largest parts, for a failure message. */
export function describeLargest(weight: PageWeight, count = 5): string {
  return weight.parts
    .slice(0, count)
    .map((part) => `${part.name} ${(part.bytes / 1024).toFixed(1)} KB`)
    .join(', ');
}

export const KB = 1024;
