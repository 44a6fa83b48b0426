import { keepRelativeTimesFresh, refreshRelativeTimes } from './relative-times';

const RENDERED = Date.parse('2026-11-28T12:00:00Z');
const MINUTE = 60_000;

/** RelativeTime's markup as the server wrote it: words with the date as title, or the date alone. */
function time(iso: string, text: string, title?: string): string {
  return title
    ? `<time datetime="${iso}" title="${title}" data-rel="">${text}<span class="visually-hidden rel-time__at"> (${title})</span></time>`
    : `<time datetime="${iso}" data-rel="">${text}</time>`;
}

describe('relative times before the app', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  const texts = () => [...document.querySelectorAll('time[data-rel]')].map((element) => element.firstChild?.nodeValue);

  it("writes the server's relative times again for the reader's clock, in the page's language", () => {
    document.documentElement.lang = 'ru';
    document.body.innerHTML = [
      time(new Date(RENDERED - 5 * MINUTE).toISOString(), '5 минут назад', '28.11.2026 - 14:55'),
      time(new Date(RENDERED - 30_000).toISOString(), 'только что', '28.11.2026 - 14:59'),
      time(new Date(RENDERED - 6.99 * 86_400_000).toISOString(), '6 дней назад', '21.11.2026 - 15:14'),
      time(new Date(RENDERED - 30 * 86_400_000).toISOString(), '29.10.2026 - 15:00'),
      '<time datetime="2026-11-28T11:00:00Z">28.11.2026 - 14:00</time>',
    ].join('');
    // The page was cached at RENDERED and is shown 3 hours later.
    refreshRelativeTimes(document, RENDERED + 3 * 60 * MINUTE);
    expect(texts()).toEqual(['3 часа назад', '3 часа назад', '21.11.2026 - 15:14', '29.10.2026 - 15:00']);
    // Other times (an article's own dates) are left alone, and the screen-reader text too.
    expect(document.querySelector('time:not([data-rel])')?.textContent).toBe('28.11.2026 - 14:00');
    expect(document.querySelector('.rel-time__at')?.textContent).toBe(' (28.11.2026 - 14:55)');
  });

  it('leaves "just now" as the server wrote it when the reader\'s clock is behind', () => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = time(new Date(RENDERED - 3 * MINUTE).toISOString(), '3 minutes ago', 'November 28 2026 - 11:57am');
    refreshRelativeTimes(document, RENDERED - 5 * MINUTE);
    expect(texts()).toEqual(['3 minutes ago']);
  });

  it('rewrites only the times that aged since the render, so a fresh page never asks Intl', () => {
    document.documentElement.lang = 'tr';
    document.body.innerHTML = [
      time(new Date(RENDERED - 5 * MINUTE - 30_000).toISOString(), '5 dk. önce', '28.11.2026 - 14:54'),
      time(new Date(RENDERED - 2 * 60 * MINUTE).toISOString(), '2 sa. önce', '28.11.2026 - 13:00'),
      time(new Date(RENDERED - 30_000).toISOString(), 'az önce', '28.11.2026 - 14:59'),
    ].join('');
    const format = jest.spyOn(Intl.RelativeTimeFormat.prototype, 'format');
    refreshRelativeTimes(document, RENDERED + 20_000, RENDERED);
    expect(format).not.toHaveBeenCalled();
    expect(texts()).toEqual(['5 dk. önce', '2 sa. önce', 'az önce']);
    // Forty seconds on, the first and the last have aged; the hours have not.
    refreshRelativeTimes(document, RENDERED + 40_000, RENDERED);
    expect(texts()).toEqual(['6 dk. önce', '2 sa. önce', '1 dk. önce']);
    format.mockRestore();
  });

  it('keeps them fresh every minute until stopped', () => {
    jest.useFakeTimers({ now: RENDERED });
    document.documentElement.lang = 'tr';
    document.body.innerHTML = time(new Date(RENDERED - 5 * MINUTE).toISOString(), '5 dk. önce', '28.11.2026 - 14:55');
    const stop = keepRelativeTimesFresh();
    expect(texts()).toEqual(['5 dk. önce']);
    jest.advanceTimersByTime(MINUTE);
    expect(texts()).toEqual(['6 dk. önce']);
    stop();
    jest.advanceTimersByTime(MINUTE);
    expect(texts()).toEqual(['6 dk. önce']);
  });
});
