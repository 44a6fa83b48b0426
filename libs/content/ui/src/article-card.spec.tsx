import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ArticleCard as ArticleCardData } from '@meydan/shared/contracts';
import { RenderClockProvider } from '@meydan/shared/util/clock';
import { createI18n } from '@meydan/shared/util/i18n';
import type { Edition } from '@meydan/shared/util/routing';
import { StaticRouter } from '@meydan/shared/util/router';
import { ArticleCard } from './article-card';

const NOW = Date.parse('2026-11-28T12:00:00Z');

function story(overrides: Partial<ArticleCardData> = {}): ArticleCardData {
  return { _id: 'a1', legacyId: 10051, title: 'Liman yeniden açıldı', route: '/haber/liman-yeniden-acildi-10051', description: '', published: '2026-11-28T11:55:00.000Z', categories: [], image: null, ...overrides };
}

/** The card's time line: "how long ago · read time". */
async function dateLine(edition: Edition, card: ArticleCardData): Promise<HTMLElement> {
  const i18n = await createI18n({ edition });
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <RenderClockProvider now={NOW}>
        <StaticRouter location="/">
          <ArticleCard article={card} edition={edition} />
        </StaticRouter>
      </RenderClockProvider>
    </I18nextProvider>,
  );
  return container.querySelector('.article-card__date') as HTMLElement;
}

describe('ArticleCard time line', () => {
  afterEach(() => jest.restoreAllMocks());

  it("says how long ago and how long the story takes to read, in each edition's words (the read time never broken over two lines)", async () => {
    expect((await dateLine('tr', story({ readMinutes: 5 }))).textContent).toBe('5 dk. önce (28.11.2026 - 14:55) · 5\u00a0dk\u00a0okuma');
    expect((await dateLine('en', story({ readMinutes: 1 }))).textContent).toBe('5 minutes ago (November 28 2026 - 11:55am) · 1\u00a0min\u00a0read');
    const ru = await Promise.all([1, 3, 5, 21].map(async (readMinutes) => (await dateLine('ru', story({ readMinutes }))).lastChild?.nodeValue));
    expect(ru).toEqual([1, 3, 5, 21].map((count) => ` · ${count}\u00a0мин\u00a0чтения`));
  });

  it('leaves the read time out for a story that is not read (a video, a quiz)', async () => {
    expect((await dateLine('tr', story({ kind: 'video', published: '2026-11-01T09:00:00.000Z' }))).textContent).toBe('01.11.2026 - 12:00');
  });
});
