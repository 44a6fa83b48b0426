import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore } from '@meydan/shared/data-access/store';
import { fakeApi, type FakeApiCall, type FakeApiReply } from '@meydan/shared/testing';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { StaticRouter } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { SurveyInvitation } from './survey-invitation';
import { INITIAL_SURVEY_STATE, loadSurveyState, recordVisit, SURVEY_STATE_KEY, type SurveyState } from './survey-schedule';

const DAY = 24 * 60 * 60 * 1000;
const DELAY = 1000;
const START = new Date(2026, 10, 20, 12, 0, 0).getTime();

let i18n: Record<Edition, I18n>;
beforeAll(async () => {
  i18n = { tr: await createI18n({ edition: 'tr' }), en: await createI18n({ edition: 'en' }), ru: await createI18n({ edition: 'ru' }) };
});

let clock = START;
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  clock = START;
});
afterEach(() => {
  jest.useRealTimers();
});

/** A reader who opened the site yesterday too. */
function cameYesterday(extra: Partial<SurveyState> = {}) {
  const state = { ...recordVisit(INITIAL_SURVEY_STATE, clock - DAY), ...extra };
  localStorage.setItem(SURVEY_STATE_KEY, JSON.stringify({ version: 'v0', expiry: Date.now() + 365 * DAY, data: state }));
}

const RECEIPT = (): FakeApiReply => ({ status: 201, data: { id: 's1', createdAt: new Date(clock).toISOString() } });

function setup({ edition = 'en' as Edition, location = '/content/some-story-10001', other = false, held = false, answer = RECEIPT as (call: FakeApiCall) => FakeApiReply } = {}) {
  const http = createHttpClient({ baseURL: '/api/v3.5' });
  const api = fakeApi(answer);
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  const tree = (otherShown: boolean, consentDue = held) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n[edition]}>
        <StaticRouter location={location}>
          <div className="site-prompts">
            <div className="site-prompts__slot">{otherShown ? <section>Another prompt</section> : null}</div>
            <SurveyInvitation edition={edition} delayMs={DELAY} now={() => clock} held={consentDue} />
          </div>
        </StaticRouter>
      </I18nextProvider>
    </Provider>
  );
  const view = render(tree(other));
  return { view, calls: api.calls, setOther: (shown: boolean) => view.rerender(tree(shown)), answerBanner: () => view.rerender(tree(other, false)) };
}

const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
const card = () => screen.queryByRole('region', { name: 'How are we doing?' }) ?? screen.queryByText('How are we doing?');

describe('the satisfaction survey invitation', () => {
  it('waits for a second day’s visit', async () => {
    const first = setup();
    await wait(DELAY * 5);
    expect(card()).toBeNull();
    expect(loadSurveyState()).toMatchObject({ visitDays: 1 });
    first.view.unmount();
    // Another page the same day is the same visit.
    const again = setup();
    await wait(DELAY * 5);
    expect(card()).toBeNull();
    again.view.unmount();
    clock += DAY;
    setup();
    await wait(DELAY - 1);
    expect(card()).toBeNull();
    await wait(1);
    expect(card()).not.toBeNull();
    expect(loadSurveyState()).toMatchObject({ visitDays: 2, offeredAt: clock });
  });

  it('never shows while the cookie banner is due, and comes once the reader answers it', async () => {
    cameYesterday();
    const { answerBanner } = setup({ held: true });
    await wait(DELAY * 5);
    expect(card()).toBeNull();
    expect(loadSurveyState().offeredAt).toBeNull();
    answerBanner();
    await wait(DELAY);
    expect(card()).not.toBeNull();
  });

  // Any card of the area with content: the Google card, the push alert, the cookie banner (its first child while due).
  it('steps aside while another prompt is on screen', async () => {
    cameYesterday();
    const { setOther } = setup({ other: true });
    await wait(DELAY * 5);
    expect(card()).toBeNull();
    setOther(false);
    // The area is watched by a MutationObserver: its news comes a microtask later.
    await wait(0);
    await wait(DELAY);
    expect(card()).not.toBeNull();
    // A prompt arriving later hides the card without dismissing it.
    setOther(true);
    await wait(0);
    expect(card()).toBeNull();
    setOther(false);
    await wait(0);
    expect(card()).not.toBeNull();
    expect(loadSurveyState().dismissals).toBe(0);
  });

  it.each(['/auth/forgot-password', '/feedback', '/admin/feedback'])('is not offered on %s', async (location) => {
    cameYesterday();
    setup({ location });
    await wait(DELAY * 5);
    expect(card()).toBeNull();
  });

  it('comes back after 60 days when dismissed, and never after the third dismissal', async () => {
    cameYesterday();
    for (const [round, dismiss] of [
      [1, 'Not now'],
      [2, 'Close the survey invitation'],
      [3, 'Escape'],
    ] as const) {
      const { view } = setup();
      await wait(DELAY);
      expect([round, card() !== null]).toEqual([round, true]);
      if (dismiss === 'Escape') fireEvent.keyDown(screen.getByRole('button', { name: 'Not now' }), { key: 'Escape' });
      else fireEvent.click(screen.getByRole('button', { name: dismiss }));
      expect(card()).toBeNull();
      expect(loadSurveyState().dismissals).toBe(round);
      view.unmount();
      // Not again within 60 days…
      clock += 59 * DAY;
      const early = setup();
      await wait(DELAY * 5);
      expect(card()).toBeNull();
      early.view.unmount();
      clock += DAY;
    }
    // …and never after three dismissals.
    clock += 400 * DAY;
    setup();
    await wait(DELAY * 5);
    expect(card()).toBeNull();
  });

  it('never asks again after "Don’t ask again"', async () => {
    cameYesterday();
    const { view } = setup();
    await wait(DELAY);
    fireEvent.click(screen.getByRole('button', { name: 'Don’t ask again' }));
    expect(card()).toBeNull();
    expect(loadSurveyState()).toMatchObject({ optedOut: true, dismissals: 0 });
    view.unmount();
    clock += 200 * DAY;
    setup();
    await wait(DELAY * 5);
    expect(card()).toBeNull();
  });

  it('opens the survey in a dialog, checks it, sends it with the page and the browser’s ids, and says thanks', async () => {
    cameYesterday();
    localStorage.setItem('meydan:tracker-id', 'a_42');
    localStorage.setItem('meydan:ad-id', JSON.stringify({ value: 'hash-1', type: 'anonymous' }));
    const { calls } = setup({ edition: 'tr', location: '/haber/bir-haber-10001?sayfa=2' });
    await wait(DELAY);
    fireEvent.click(screen.getByRole('button', { name: 'Ankete katıl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Memnuniyet anketi' });
    // The form is a chunk of its own, fetched when the dialog opens.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Yanıtları gönder' }));
    expect(within(dialog).getByText('Deneyimini 1 ile 5 arasında puanla.')).toBeTruthy();
    expect(within(dialog).getByText('Bizi önerme olasılığını 0 ile 10 arasında seç.')).toBeTruthy();
    expect(within(dialog).getByText('Bir sorunla karşılaşıp karşılaşmadığını belirt.')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: '1 · Çok kötü' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: '4 · İyi' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '9' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hayır' }));
    fireEvent.change(within(dialog).getByLabelText('Neyi daha iyi yapabiliriz? (isteğe bağlı)'), { target: { value: '  Karanlık tema  ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yanıtları gönder' }));
    });
    expect(await within(dialog).findByText('Teşekkürler!')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        url: '/survey-feedbacks/satisfaction',
        data: {
          experienceLevel: 4,
          recommendationLevel: 9,
          encounteredIssue: false,
          improvementSuggestion: 'Karanlık tema',
          url: '/haber/bir-haber-10001?sayfa=2',
          thirdPartyIdentifiers: { trackerId: 'a_42', adId: 'hash-1', adIdType: 'anonymous' },
        },
      }),
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Answered, not dismissed: the next invitation is 60 days after the answer.
    expect(loadSurveyState()).toMatchObject({ answeredAt: clock, dismissals: 0 });
  });

  it('keeps every answer when the send fails, and counts a dialog closed unanswered as a dismissal', async () => {
    cameYesterday();
    setup({ edition: 'ru', answer: () => ({ status: 503, data: { message: 'Meydan сейчас перегружен!', statusCode: 503 } }) });
    await wait(DELAY);
    fireEvent.click(screen.getByRole('button', { name: 'Пройти опрос' }));
    const dialog = await screen.findByRole('dialog', { name: 'Опрос об удовлетворённости' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: '2 · Плохо' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '3' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Да' }));
    fireEvent.change(within(dialog).getByLabelText('Что мы могли бы улучшить? (необязательно)'), { target: { value: 'Меньше рекламы' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить ответы' }));
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Не удалось отправить ответы');
    expect((within(dialog).getByRole('radio', { name: '2 · Плохо' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Что мы могли бы улучшить? (необязательно)') as HTMLTextAreaElement).value).toBe('Меньше рекламы');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть опрос' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loadSurveyState()).toMatchObject({ answeredAt: null, dismissals: 1 });
  });
});
