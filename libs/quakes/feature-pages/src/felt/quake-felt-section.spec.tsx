import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { QUAKE_SOURCES_ANSWER, quakeDetail, quakeFeltSummary, quakeSummary } from '@meydan/quakes/data-access/testing';
import { feltColour } from '@meydan/quakes/ui';
import type { QuakeFeltSummary } from '@meydan/shared/contracts';
import { signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { memberFixture, type FakeApiCall, type FakeApiReply } from '@meydan/shared/testing';
import type { I18n } from '@meydan/shared/util/i18n';
import { StaticRouter } from '@meydan/shared/util/router';
import { loadQuakeSlug, QuakeSlugPage } from '../slug-route';
import { forgetGeolocation, quakesI18nByEdition, renderPage, routeContext, storeAnswering } from '../testing/harness';
import { QuakeFeltSection } from './quake-felt-section';

const EVENT = quakeSummary();
const FELT_URL = `../quakes/events/${EVENT.id}/felt`;

let i18n: Record<'tr' | 'en' | 'ru', I18n>;
beforeAll(async () => {
  i18n = await quakesI18nByEdition();
});
afterEach(() => {
  jest.restoreAllMocks();
  forgetGeolocation();
});

/** The felt API: `get` answers the summary, `put` the report (both recorded). */
function feltApi({ get = () => ({ status: 200, data: quakeFeltSummary() }), put }: { get?: (call: FakeApiCall) => FakeApiReply; put?: (call: FakeApiCall) => FakeApiReply } = {}) {
  return storeAnswering((call) => {
    if (call.url === FELT_URL && call.method === 'GET') return get(call);
    if (call.url === FELT_URL && call.method === 'PUT' && put) return put(call);
    return { status: 404, data: { message: 'not found', statusCode: 404 } };
  });
}

/** A report's answer: the summary with this reader's level counted. */
const answered = (level: number, changes: Partial<QuakeFeltSummary> = {}) => {
  const byIntensity = Array.from({ length: 12 }, (_, k) => (k + 1 === level ? 1 : 0));
  return quakeFeltSummary({ total: 1, byIntensity, mine: level, cells: [{ latitude: 39.25, longitude: 28.15, count: 1, intensity: level }], ...changes });
};

function setup({ who = 'visitor', edition = 'tr', onCells, ...api }: Parameters<typeof feltApi>[0] & { who?: 'visitor' | 'member'; edition?: 'tr' | 'en' | 'ru'; onCells?: jest.Mock } = {}) {
  const { store, calls } = feltApi(api);
  if (who === 'member') store.dispatch(userLoaded({ user: memberFixture }));
  else store.dispatch(signedOut());
  renderPage(<QuakeFeltSection event={EVENT} edition={edition} onCells={onCells} />, { at: '/son-depremler/x', store, i18n: i18n[edition] });
  return { store, calls, user: userEvent.setup() };
}

/** How jsdom writes a #rrggbb colour back. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const picture = (name: RegExp | string) => screen.getByRole('radio', { name });
const puts = (calls: FakeApiCall[]) => calls.filter((call) => call.method === 'PUT').map((call) => call.data);

describe('"Did you feel it?"', () => {
  it('is only its heading on the server: the page’s HTML asks nothing about reports and stays the same for everyone', async () => {
    const { store, calls } = storeAnswering((call) => {
      if (call.url === '../quakes/sources') return { status: 200, data: QUAKE_SOURCES_ANSWER };
      if (call.url.startsWith('../quakes/events/')) return { status: 200, data: quakeDetail() };
      return { status: 404, data: {} };
    });
    const at = `/son-depremler/${EVENT.slug}`;
    await loadQuakeSlug(routeContext(store, i18n.tr, at, { slug: EVENT.slug }));
    store.dispatch(userLoaded({ user: memberFixture }));
    const html = renderToString(
      <Provider store={store}>
        <I18nextProvider i18n={i18n.tr}>
          <StaticRouter location={at}>
            <QuakeSlugPage routeId="quakes.detail" params={{ slug: EVENT.slug }} edition="tr" origin="https://meydan.test" />
          </StaticRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(calls.map((call) => call.url)).not.toContain(FELT_URL);
    const section = /<section[^>]*class="quake-felt"[^>]*>.*?<\/section>/s.exec(html)?.[0] ?? '';
    expect(section).toContain('data-hydrate="visible"');
    expect(section).toContain(`data-quake-id="${EVENT.id}"`);
    expect(section).toContain('Hissettin mi?');
    expect(section).not.toContain('role="radio"');
  });

  it('loads the panel and the summary in the browser once the session is known, and hands the squares to the map', async () => {
    const onCells = jest.fn();
    const summary = quakeFeltSummary({ total: 5, byIntensity: [0, 0, 1, 3, 1, 0, 0, 0, 0, 0, 0, 0], flagged: 2, cells: [{ latitude: 39.25, longitude: 28.15, count: 5, intensity: 4 }] });
    const { calls } = setup({ get: () => ({ status: 200, data: summary }), onCells });
    expect(await screen.findByRole('radiogroup', { name: 'Depremi ne kadar güçlü hissettin?' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(12);
    expect(picture(/^IV — Orta: /)).toHaveAccessibleName('IV — Orta: İçeride çoğu kişi hisseder; tabaklar, camlar ve kapılar tıkırdar.');
    expect(calls.filter((call) => call.url === FELT_URL)).toHaveLength(1);
    expect(onCells).toHaveBeenLastCalledWith(summary.cells);

    // The counts: a real table, a row per level someone reported, each bar in the level's colour.
    const table = screen.getByRole('table', { name: 'Şiddete göre 5 bildirim' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent])).toEqual([
      ['III Hafif', '1'],
      ['IV Orta', '3'],
      ['V Oldukça güçlü', '1'],
    ]);
    const bar = (row: HTMLElement | undefined) => row?.querySelector('.felt-chart__bar') as HTMLElement;
    expect(bar(rows[1]).style.background).toBe(rgb(feltColour(4)));
    expect(bar(rows[0]).style.background).toBe(rgb(feltColour(3)));
    expect([bar(rows[0]).style.width, bar(rows[1]).style.width]).toEqual(['33%', '100%']);
    expect(screen.getByText('Çok uzaktan gelen 2 bildirim sayılmadı.')).toBeInTheDocument();
  });

  it('sends the chosen picture with the quake’s province by default, then thanks and shows the answer', async () => {
    const { calls, user } = setup({ put: () => ({ status: 200, data: answered(4) }) });
    await screen.findByRole('radiogroup');
    expect(screen.getByRole('combobox', { name: 'İl' })).toHaveDisplayValue('Balıkesir');
    await user.click(picture(/^IV — /));
    expect(screen.getByText(/^Seçimin: IV — Orta\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cevabımı gönder' }));
    expect(await screen.findByText('Teşekkürler! Cevabın kaydedildi.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([{ intensity: 4, plate: 10 }]);
    expect(screen.getByText('Cevabın: IV — Orta')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    // The summary was not asked for again: the answer is the new summary.
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('changes an earlier answer: the picker starts at it, and the new level is sent', async () => {
    const { calls, user } = setup({ who: 'member', get: () => ({ status: 200, data: answered(3) }), put: (call) => ({ status: 200, data: answered((call.data as { intensity: number }).intensity) }) });
    expect(await screen.findByText('Cevabın: III — Hafif')).toBeInTheDocument();
    expect(screen.queryByText('Teşekkürler! Cevabın kaydedildi.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cevabımı değiştir' }));
    expect(picture(/^III — /)).toHaveAttribute('aria-checked', 'true');
    expect(picture(/^III — /)).toHaveFocus();
    await user.click(picture(/^VI — /));
    await user.selectOptions(screen.getByRole('combobox', { name: 'İl' }), 'İzmir');
    await user.click(screen.getByRole('button', { name: 'Cevabımı gönder' }));
    expect(await screen.findByText('Cevabın: VI — Güçlü')).toBeInTheDocument();
    expect(puts(calls)).toEqual([{ intensity: 6, plate: 35 }]);
  });

  it('takes no report once closed, still showing the reader’s answer and the counts', async () => {
    const { calls } = setup({ get: () => ({ status: 200, data: answered(3, { open: false }) }) });
    expect(await screen.findByText('Bu deprem için bildirimler kapandı: bildirimler depremden sonraki 7 gün boyunca alınıyor.')).toBeInTheDocument();
    expect(screen.getByText('Cevabın: III — Hafif')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cevabımı değiştir' })).toBeNull();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });

  it('shows the API’s sentence for a refusal and keeps every choice; a 409 closes the form', async () => {
    let reply: FakeApiReply = { status: 429, data: { statusCode: 429, message: 'Çok fazla istek gönderdin. Biraz bekleyip yeniden dene.' } };
    const { calls, user } = setup({ put: () => reply });
    await screen.findByRole('radiogroup');
    await user.click(picture(/^V — /));
    await user.selectOptions(screen.getByRole('combobox', { name: 'İl' }), 'Manisa');
    await user.click(screen.getByRole('button', { name: 'Cevabımı gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Çok fazla istek gönderdin. Biraz bekleyip yeniden dene.');
    expect(picture(/^V — /)).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('combobox', { name: 'İl' })).toHaveDisplayValue('Manisa');

    // No connection: the page's own words, the choice still there.
    reply = { status: 503, data: {} };
    await user.click(screen.getByRole('button', { name: 'Cevabımı gönder' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Cevabın gönderilemedi.'));
    expect(picture(/^V — /)).toHaveAttribute('aria-checked', 'true');

    reply = { status: 409, data: { statusCode: 409, message: 'Bu deprem için "Hissettin mi?" bildirimleri kapandı: bildirimler depremden sonraki 7 gün boyunca alınıyor.' } };
    await user.click(screen.getByRole('button', { name: 'Cevabımı gönder' }));
    expect(await screen.findByText('Bu deprem için "Hissettin mi?" bildirimleri kapandı: bildirimler depremden sonraki 7 gün boyunca alınıyor.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(puts(calls)).toEqual([{ intensity: 5, plate: 45 }, { intensity: 5, plate: 45 }, { intensity: 5, plate: 45 }]);
  });

  it('asks for a picture, then a place, before sending anything', async () => {
    const { calls, user } = setup({ put: () => ({ status: 200, data: answered(2) }) });
    await screen.findByRole('radiogroup');
    await user.selectOptions(screen.getByRole('combobox', { name: 'İl' }), '');
    await user.click(screen.getByRole('button', { name: 'Cevabımı gönder' }));
    expect(screen.getByText('Önce bir resim seç: hissettiğine en yakın olanı.')).toBeInTheDocument();
    expect(picture(/^I — /)).toHaveFocus();
    await user.click(picture(/^II — /));
    await user.click(screen.getByRole('button', { name: 'Cevabımı gönder' }));
    expect(screen.getByText('Bulunduğun ili seç ya da konumunu kullan.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'İl' })).toHaveFocus();
    expect(puts(calls)).toEqual([]);
  });

  it('uses the reader’s position only when asked, rounded to about a kilometre', async () => {
    const getCurrentPosition = jest.fn((success: PositionCallback) => success({ coords: { latitude: 38.42371, longitude: 27.14284 } } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const { calls, user } = setup({ edition: 'en', put: () => ({ status: 200, data: answered(5) }) });
    await screen.findByRole('radiogroup', { name: 'How strongly did you feel it?' });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.getByText(/rounded to about 1 km before it is stored/)).toBeInTheDocument();
    await user.click(picture(/^V — Rather strong/));
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Your current location will be sent with your answer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    await screen.findByText('Thank you! Your answer has been recorded.');
    expect(puts(calls)).toEqual([{ intensity: 5, latitude: 38.42, longitude: 27.14 }]);
  });

  it('falls back to the province when the browser keeps the position to itself', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError) },
      configurable: true,
    });
    const { calls, user } = setup({ edition: 'ru', put: () => ({ status: 200, data: answered(4) }) });
    await screen.findByRole('radiogroup', { name: 'Насколько сильно вы его почувствовали?' });
    await user.click(picture(/^IV — Умеренное/));
    await user.click(screen.getByRole('button', { name: 'Использовать моё местоположение' }));
    expect(screen.getByText('Браузер не передал ваше местоположение. Вместо этого можно выбрать провинцию.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Провинция' })).toHaveDisplayValue('Балыкесир');
    await user.click(screen.getByRole('button', { name: 'Отправить ответ' }));
    await screen.findByText('Спасибо! Ваш ответ записан.');
    expect(puts(calls)).toEqual([{ intensity: 4, plate: 10 }]);
  });

  it('says before sending when the place is too far from the quake for the answer to count', async () => {
    const offshore = quakeSummary({ latitude: 38.89481, longitude: 26.13044, magnitude: 3.6, province: { plate: 35, name: 'İzmir', slug: 'izmir' } });
    let position = { latitude: 38.9, longitude: 26.6 };
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: position } as GeolocationPosition) }, configurable: true });
    const { store } = feltApi();
    store.dispatch(signedOut());
    renderPage(<QuakeFeltSection event={offshore} edition="en" />, { at: '/', store, i18n: i18n.en });
    const user = userEvent.setup();
    await screen.findByRole('radiogroup');
    // The quake's own province: the API judges it by its nearest part, so no warning here.
    expect(screen.queryByText(/from this earthquake/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.queryByText(/from this earthquake/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose a province instead' }));
    position = { latitude: 41.01, longitude: 28.98 };
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByText(/^You are about \d{3} km from this earthquake/)).toBeInTheDocument();
  });

  it('still takes an answer when the summary could not be loaded', async () => {
    let fail = true;
    const { user } = setup({ get: () => (fail ? { status: 500, data: {} } : { status: 200, data: quakeFeltSummary() }), put: () => ({ status: 200, data: answered(7) }) });
    expect(await screen.findByText('Şimdiye kadarki bildirimler yüklenemedi. Yine de cevabını gönderebilirsin.')).toBeInTheDocument();
    await user.click(picture(/^VII — /));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Yeniden dene' }));
    await screen.findByText('Henüz bildirim yok.');
    // The retry kept the choice.
    expect(picture(/^VII — /)).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Cevabımı gönder' }));
    expect(await screen.findByText('Cevabın: VII — Çok güçlü')).toBeInTheDocument();
  });

  it('names the twelve levels in every edition', async () => {
    for (const [edition, first, last] of [
      ['tr', 'I — Hissedilmedi', 'XII — Tam yıkım'],
      ['en', 'I — Not felt', 'XII — Total destruction'],
      ['ru', 'I — Не ощущается', 'XII — Полное разрушение'],
    ] as const) {
      const { store } = feltApi();
      store.dispatch(signedOut());
      const view = renderPage(<QuakeFeltSection event={EVENT} edition={edition} />, { at: '/', store, i18n: i18n[edition] });
      await screen.findByRole('radiogroup');
      const names = screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'));
      expect(new Set(names).size).toBe(12);
      expect(names[0]?.startsWith(`${first}: `)).toBe(true);
      expect(names[11]?.startsWith(`${last}: `)).toBe(true);
      await act(async () => view.unmount());
    }
  });
});
