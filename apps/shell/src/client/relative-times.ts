/**
 * Keeps the server HTML's relative times ("5 dk. önce") true before the app is there (issue 20):
 * a page may come from the micro-cache or sit open for a while, and most readers never load the
 * app. The boot loader runs this at once and every minute until the app hydrates; React then
 * accepts the text (RelativeTime's suppressHydrationWarning) and keeps it current itself.
 *
 * It writes only `<time data-rel>` elements (RelativeTime in @meydan/shared/ui): their first
 * text, with the same formatter the app uses, in the page's language (`<html lang>`, the edition
 * code); from a week on, the date itself, which relative words carry as their title (a time the
 * server already wrote as a date stays as it is).
 */
import { formatAge, NOW_TICK_MS, relativeAge } from '@meydan/shared/util/clock/relative-time';

const sameAge = (a: ReturnType<typeof relativeAge>, b: ReturnType<typeof relativeAge>) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && a?.unit === b?.unit && a?.value === b?.value);

/**
 * Writes the times that have aged since `renderedAt` (when the words were written: the server's
 * render, or the last refresh). The ones still right are left alone, so a fresh page never asks
 * Intl: the first RelativeTimeFormat of a page loads its language's data (~100 ms on a fast
 * machine, found as the boot loader's longest task on the home page).
 */
export function refreshRelativeTimes(doc: Document = document, now = Date.now(), renderedAt?: number): void {
  const locale = doc.documentElement.lang;
  doc.querySelectorAll<HTMLTimeElement>('time[data-rel]').forEach((time) => {
    const text = time.firstChild;
    const at = Date.parse(time.dateTime);
    if (text?.nodeType !== Node.TEXT_NODE || Number.isNaN(at)) return;
    const age = relativeAge(at, now);
    // Under a minute, or this machine's clock behind the server's: the server's words stand
    // (the boot loader has no translations for "just now").
    if (age === 'now') return;
    if (renderedAt !== undefined && sameAge(age, relativeAge(at, renderedAt))) return;
    const words = age ? formatAge(age, locale) : time.title;
    if (words && text.nodeValue !== words) text.nodeValue = words;
  });
}

/**
 * Refreshes now and every minute; the returned function stops it (the app has taken over).
 * `renderedAt` is the server's render time (the loader's `data-now`); without it every time is
 * written.
 */
export function keepRelativeTimesFresh(doc: Document = document, renderedAt?: number): () => void {
  if (!doc.querySelector('time[data-rel]')) return () => undefined;
  let writtenAt = renderedAt;
  const refresh = () => {
    const now = Date.now();
    refreshRelativeTimes(doc, now, writtenAt);
    writtenAt = now;
  };
  refresh();
  const timer = setInterval(refresh, NOW_TICK_MS);
  return () => clearInterval(timer);
}
