import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { RenderClockProvider } from '@meydan/shared/util/clock';
import { createI18n } from '@meydan/shared/util/i18n';
import type { Edition } from '@meydan/shared/util/routing';
import { RelativeTime } from './relative-time';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** What the time says to the eye: its first text (the rest is for screen readers). */
const words = (time: Element | null | undefined) => time?.firstChild?.nodeValue;

async function rendered(edition: Edition, date: string, renderedAt = NOW): Promise<HTMLElement> {
  const i18n = await createI18n({ edition });
  const tree = (
    <I18nextProvider i18n={i18n}>
      <RenderClockProvider now={renderedAt}>
        <RelativeTime date={date} edition={edition} className="card__date" />
      </RenderClockProvider>
    </I18nextProvider>
  );
  const host = document.createElement('div');
  host.innerHTML = renderToString(tree);
  return host.querySelector('time') as HTMLElement;
}

describe('RelativeTime', () => {
  it('says how long ago in the edition\'s words, with the SPEC §9 date as title and for screen readers', async () => {
    const time = await rendered('tr', iso(NOW - 5 * MINUTE));
    expect(time).toHaveAttribute('dateTime', '2026-11-28T11:55:00.000Z');
    expect(time).toHaveAttribute('title', '28.11.2026 - 14:55');
    expect(time).toHaveAttribute('data-rel', '');
    expect(time).toHaveClass('card__date');
    expect(words(time)).toBe('5 dk. önce');
    expect(time.querySelector('.rel-time__at')).toHaveClass('visually-hidden');
    expect(time).toHaveTextContent('5 dk. önce (28.11.2026 - 14:55)');
    expect(time).not.toHaveAttribute('tabindex');

    expect(words(await rendered('en', iso(NOW - 2 * 60 * MINUTE)))).toBe('2 hours ago');
    expect(words(await rendered('ru', iso(NOW - 3 * 60 * MINUTE)))).toBe('3 часа назад');
  });

  it('says "just now" under a minute and gives the date itself from a week on', async () => {
    expect(words(await rendered('en', iso(NOW - 20_000)))).toBe('just now');
    expect(words(await rendered('tr', iso(NOW)))).toBe('az önce');
    const old = await rendered('ru', iso(NOW - 8 * 24 * 60 * MINUTE));
    // The date itself: no title or screen-reader text to repeat it.
    expect(old.outerHTML).toBe('<time class="card__date" datetime="2026-11-20T12:00:00.000Z" data-rel="">20.11.2026 - 15:00</time>');
  });

  it('gives the day alone from a week on where the column is narrow, with the time in the title', async () => {
    const i18n = await createI18n({ edition: 'en' });
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <I18nextProvider i18n={i18n}>
        <RenderClockProvider now={NOW}>
          <RelativeTime date={iso(NOW - 8 * 24 * 60 * MINUTE)} edition="en" dayOnly />
        </RenderClockProvider>
      </I18nextProvider>,
    );
    expect(host.querySelector('time')?.textContent).toBe('November 20 2026');
    expect(host.querySelector('time')).toHaveAttribute('title', 'November 20 2026 - 12:00pm');
  });

  it('counts from the render clock on the server, and from the browser clock once mounted', async () => {
    const published = iso(NOW - 10 * MINUTE);
    // A page rendered 5 minutes after publication: the server's HTML says so whatever the time now.
    expect(words(await rendered('en', published, NOW - 5 * MINUTE))).toBe('5 minutes ago');

    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    try {
      const i18n = await createI18n({ edition: 'en' });
      const { container } = render(
        <I18nextProvider i18n={i18n}>
          <RenderClockProvider now={NOW - 5 * MINUTE}>
            <RelativeTime date={published} edition="en" />
          </RenderClockProvider>
        </I18nextProvider>,
      );
      expect(words(container.querySelector('time'))).toBe('10 minutes ago');
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('renders nothing for a date it cannot read', async () => {
    const i18n = await createI18n({ edition: 'tr' });
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <RelativeTime date="not a date" edition="tr" />
      </I18nextProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
