import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AEGEAN_QUAKE, QUAKE_SOURCES_ANSWER, quakeList, quakeSummary } from '@meydan/quakes/data-access/testing';
import type { FakeApiCall } from '@meydan/shared/testing';
import type { I18n } from '@meydan/shared/util/i18n';
import { fakeRealtime, quakesI18n, renderPage, routeContext, storeAnswering } from '../testing/harness';
import { loadQuakeList } from './list-loader';
import { QuakeListPage } from './quake-list-page';

/** Five minutes after the Sındırgı quake (14:05:12 Turkey time). */
const NOW = Date.parse('2026-11-28T11:10:12Z');

let i18n: I18n;
beforeAll(async () => {
  i18n = await quakesI18n('tr');
});
beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

/** The API: the list, the sources, anything else a 404. */
function api(list: (call: FakeApiCall) => { status: number; data: unknown } = () => ({ status: 200, data: quakeList() })) {
  return storeAnswering((call) => {
    if (call.url === '../quakes/last-earthquakes') return list(call);
    if (call.url === '../quakes/sources') return { status: 200, data: QUAKE_SOURCES_ANSWER };
    return { status: 404, data: { message: 'not found', statusCode: 404 } };
  });
}

const page = (params: Record<string, string> = {}) => <QuakeListPage routeId={params['slug'] ? 'quakes.detail' : 'quakes.list'} params={params} edition="tr" origin="https://meydan.test" />;

describe('the latest earthquakes list', () => {
  it('shows each quake with every source’s magnitude, its depth, place, province, times, revision and sources', async () => {
    const { store } = api();
    renderPage(page(), { at: '/son-depremler', store, i18n });
    const row = (await screen.findByRole('link', { name: 'Sındırgı (Balıkesir)' })).closest('li') as HTMLElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Son depremler' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Son 7 gün: 2 deprem' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Sındırgı (Balıkesir)' })).toHaveAttribute('href', '/son-depremler/sindirgi-balikesir-afad-543428');
    expect(row.querySelector('.quake-mags')).toHaveTextContent('ML 4.2 AFAD · ML 4.1 Kandilli · MW 4.3 Kandilli');
    expect(within(row).getByTitle('Moment büyüklüğü')).toHaveTextContent('MW');
    expect(row.querySelector('.quake-mag')).toHaveTextContent('Büyüklük 4.3');
    // The magnitude classes the map's markers use too (4.0–4.9).
    expect(row.querySelector('.quake-mag')).toHaveClass('quake-mag--3');
    expect(within(row).getByText('Derinlik 7,1 km')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Balıkesir' })).toHaveAttribute('href', '/son-depremler/balikesir');
    const time = row.querySelector('time') as HTMLTimeElement;
    expect(time).toHaveAttribute('datetime', '2026-11-28T11:05:12Z');
    expect(time).toHaveTextContent('5 dk. önce 28.11.2026 14:05:12 TSİ');
    expect(within(row).getByText('Revize edildi')).toBeInTheDocument();
    expect(within(row).getByText('Kaynaklar: AFAD, Kandilli')).toBeInTheDocument();
    expect(within(row).getByText('12 kişi hissetti')).toBeInTheDocument();
    // A sea has no province and USGS's quake has no revision.
    const sea = screen.getByRole('link', { name: 'EGE DENIZI' }).closest('li') as HTMLElement;
    expect(within(sea).queryByText('Revize edildi')).toBeNull();
    expect(sea.querySelector('.quake-mags')).toHaveTextContent('MB 2.8 USGS · ML 2.6 Kandilli');
  });

  it('fills the plain GET form from the address and asks the API for exactly that view', async () => {
    const { store, calls } = api();
    renderPage(page({ slug: 'izmir' }), { at: '/son-depremler/izmir?min_magnitude=4&range=24h&sort=magnitude&view=map', store, i18n });
    expect(await screen.findByRole('heading', { level: 1, name: 'İzmir son depremler' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Filtreler' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/son-depremler');
    expect(screen.getByLabelText('İl')).toHaveValue('izmir');
    expect(screen.getByLabelText('İl')).toHaveAttribute('name', 'city');
    // Every province, in Turkish alphabetical order (Çanakkale after Bursa, İzmir after Iğdır).
    const names = within(screen.getByLabelText('İl')).getAllByRole('option').map((option) => option.textContent);
    expect(names).toHaveLength(82);
    expect(names.indexOf('Çanakkale')).toBe(names.indexOf('Bursa') + 1);
    expect(names.indexOf('İzmir')).toBeGreaterThan(names.indexOf('Iğdır'));
    expect(screen.getByLabelText('En küçük büyüklük')).toHaveValue('4');
    expect(screen.getByLabelText('Zaman aralığı')).toHaveValue('24h');
    expect(screen.getByLabelText('Sıralama')).toHaveValue('magnitude');
    expect(form.querySelector('input[type="hidden"][name="view"]')).toHaveValue('map');
    await waitFor(() => expect(calls.find((call) => call.url === '../quakes/last-earthquakes')).toBeDefined());
    expect(calls.find((call) => call.url === '../quakes/last-earthquakes')?.params).toEqual({ city: 35, min_magnitude: 4, from: '2026-11-27T11:10:00.000Z', sort: 'magnitude' });
    // The phone's toggle keeps every filter and marks the current view.
    expect(screen.getByRole('link', { name: 'Liste' })).toHaveAttribute('href', '/son-depremler/izmir?min_magnitude=4&range=24h&sort=magnitude');
    expect(screen.getByRole('link', { name: 'Harita' })).toHaveAttribute('aria-current', 'page');
    expect(document.querySelector('.quakes-layout')).toHaveAttribute('data-view', 'map');
  });

  it('keeps a magnitude between the steps that a shared address carries', async () => {
    const { store } = api();
    renderPage(page(), { at: '/son-depremler?min_magnitude=3.5', store, i18n });
    expect(await screen.findByLabelText('En küçük büyüklük')).toHaveValue('3.5');
    expect(within(screen.getByLabelText('En küçük büyüklük')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Tümü', '2.0 ve üzeri', '3.0 ve üzeri', '3.5 ve üzeri', '4.0 ve üzeri', '5.0 ve üzeri']);
  });

  it('selects a quake when its row is clicked, for the map beside the list', async () => {
    const { store } = api();
    renderPage(page(), { at: '/son-depremler', store, i18n });
    const row = (await screen.findByRole('link', { name: 'EGE DENIZI' })).closest('li') as HTMLElement;
    fireEvent.click(row);
    expect(row).toHaveAttribute('aria-current', 'true');
    // The map beside the list: its placeholder until it nears the viewport (QuakeMap's own specs cover the selection sync).
    expect(document.querySelector('.quakes-map-area .quake-map')).not.toBeNull();
    fireEvent.focus(screen.getByRole('link', { name: 'Sındırgı (Balıkesir)' }));
    expect(row).not.toHaveAttribute('aria-current');
  });

  it('counts new quakes from the live topic in a pill, never inserting them, and shows them on request', async () => {
    const realtime = fakeRealtime();
    let answer = quakeList();
    const { store, calls } = api(() => ({ status: 200, data: answer }));
    renderPage(page(), { at: '/son-depremler', store, i18n, realtime: realtime.client });
    await screen.findByRole('link', { name: 'Sındırgı (Balıkesir)' });
    expect(realtime.client.connect).toHaveBeenCalledWith(window.location.origin);
    expect(realtime.subscribers('quakes:live')).toBe(1);

    const fresh = quakeSummary({ id: 'afad-600000', slug: 'yeni-afad-600000', location: 'Yeni (İzmir)', time: '2026-11-28T11:10:00Z' });
    act(() => realtime.push('quakes:live', { kind: 'new', event: fresh }));
    act(() => realtime.push('quakes:live', { kind: 'new', event: fresh }));
    act(() => realtime.push('quakes:live', { kind: 'new', event: quakeSummary({ id: 'afad-600001', slug: 'x-afad-600001' }) }));
    // Already listed: not new.
    act(() => realtime.push('quakes:live', { kind: 'new', event: AEGEAN_QUAKE }));
    const pill = screen.getByRole('button', { name: '2 yeni deprem: göster' });
    expect(screen.getAllByRole('listitem').filter((item) => item.classList.contains('quake-row'))).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Yeni (İzmir)' })).toBeNull();

    answer = quakeList([fresh, ...quakeList().items]);
    fireEvent.click(pill);
    expect(await screen.findByRole('link', { name: 'Yeni (İzmir)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /yeni deprem/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Son 7 gün: 3 deprem' })).toHaveFocus();
    expect(calls.filter((call) => call.url === '../quakes/last-earthquakes')).toHaveLength(2);
  });

  it('counts only the live quakes that belong in a filtered list', async () => {
    const realtime = fakeRealtime();
    const { store } = api();
    renderPage(page({ slug: 'balikesir' }), { at: '/son-depremler/balikesir?min_magnitude=4', store, i18n, realtime: realtime.client });
    await screen.findByRole('link', { name: 'EGE DENIZI' });
    act(() => realtime.push('quakes:live', { kind: 'new', event: quakeSummary({ id: 'afad-1', magnitude: 3.1 }) }));
    act(() => realtime.push('quakes:live', { kind: 'new', event: quakeSummary({ id: 'afad-2', province: { plate: 35, name: 'İzmir', slug: 'izmir' } }) }));
    expect(screen.queryByRole('button', { name: /yeni deprem/ })).toBeNull();
    act(() => realtime.push('quakes:live', { kind: 'new', event: quakeSummary({ id: 'afad-3', magnitude: 4.4 }) }));
    expect(screen.getByRole('button', { name: '1 yeni deprem: göster' })).toBeInTheDocument();
  });

  it('puts a revision in its row’s place', async () => {
    const realtime = fakeRealtime();
    const { store } = api();
    renderPage(page(), { at: '/son-depremler', store, i18n, realtime: realtime.client });
    await screen.findByRole('link', { name: 'EGE DENIZI' });
    act(() => realtime.push('quakes:live', { kind: 'revised', event: { ...AEGEAN_QUAKE, magnitude: 3.4, magnitudes: [{ source: 'usgs', type: 'MWW', value: 3.4 }], revised: true } }));
    // The store tells its subscribers in a batch, just after the update.
    await waitFor(() => expect(document.querySelectorAll('.quake-row')[1]).toHaveTextContent('MWW 3.4 USGS'));
    const rows = screen.getAllByRole('listitem').filter((item) => item.classList.contains('quake-row'));
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('Revize edildi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /yeni deprem/ })).toBeNull();
  });

  it('says when no quake matches, with a way to clear the filters', async () => {
    const { store } = api(() => ({ status: 200, data: quakeList([]) }));
    renderPage(page({ slug: 'izmir' }), { at: '/son-depremler/izmir?min_magnitude=5', store, i18n });
    expect(await screen.findByText('Bu filtrelere uyan deprem kaydedilmedi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filtreleri kaldır' })).toHaveAttribute('href', '/son-depremler/izmir');
  });

  it('shows a friendly error with a retry when the API fails, and asks again', async () => {
    let fail = true;
    const { store, calls } = api(() => (fail ? { status: 503, data: { message: 'down', statusCode: 503 } } : { status: 200, data: quakeList() }));
    renderPage(page(), { at: '/son-depremler', store, i18n });
    expect(await screen.findByRole('alert')).toHaveTextContent('Deprem listesi şu an alınamadı');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
    expect(await screen.findByRole('link', { name: 'EGE DENIZI' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '../quakes/last-earthquakes')).toHaveLength(2);
  });

  it('shows the API’s own sentence when it refuses the address', async () => {
    const { store, calls } = api(() => ({ status: 400, data: { message: '“Atlantis” diye bir il yok.', statusCode: 400 } }));
    renderPage(page(), { at: '/son-depremler?city=Atlantis', store, i18n });
    expect(await screen.findByRole('alert')).toHaveTextContent('“Atlantis” diye bir il yok.');
    expect(screen.queryByRole('button', { name: 'Yeniden dene' })).toBeNull();
    expect(calls[0]?.params).toEqual({ city: 'Atlantis' });
  });

  it('says which source is not answering, and credits each source with its site and KOERI’s terms', async () => {
    const { store } = api();
    renderPage(page(), { at: '/son-depremler', store, i18n });
    expect(await screen.findByText('Kandilli şu an yanıt vermiyor; son yanıtı 28.11.2026 13:57:00 TSİ (13 dk. önce).', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AFAD Deprem Dairesi' })).toHaveAttribute('href', 'https://deprem.afad.gov.tr');
    expect(screen.getByRole('link', { name: /Kandilli Rasathanesi/ })).toHaveAttribute('href', 'http://www.koeri.boun.edu.tr');
    expect(screen.getByRole('link', { name: /USGS/ })).toHaveAttribute('href', 'https://earthquake.usgs.gov');
    expect(screen.getByText(/Boğaziçi Üniversitesi'nin yazılı izni olmadan ticari amaçla kullanılamaz/)).toBeInTheDocument();
  });

  it('links the other pages of a long list, keeping the filters', async () => {
    const { store } = api(() => ({ status: 200, data: quakeList(undefined, { pagination: { page: 2, limit: 50, total: 140, totalPages: 3, hasNextPage: true } }) }));
    renderPage(page(), { at: '/son-depremler?min_magnitude=2&page=2', store, i18n });
    expect(await screen.findByRole('link', { name: 'Sonraki' })).toHaveAttribute('href', '/son-depremler?min_magnitude=2&page=3');
    expect(screen.getByRole('link', { name: 'Önceki' })).toHaveAttribute('href', '/son-depremler?min_magnitude=2');
  });
});

describe('the list’s loader', () => {
  it('sends the plain form’s output to the view’s own address, before asking the API anything', async () => {
    const { store, calls } = api();
    const result = await loadQuakeList(routeContext(store, i18n, '/son-depremler?city=%C4%B0ZM%C4%B0R&min_magnitude=3&range=7d&sort=time', {}));
    expect(result).toEqual({ redirect: { to: '/son-depremler/izmir?min_magnitude=3', status: 302 } });
    expect(calls).toHaveLength(0);
  });

  it('fetches the first page and the sources on the server, with an indexed head and the list as JSON-LD', async () => {
    const { store, calls } = api();
    const result = await loadQuakeList(routeContext(store, i18n, '/son-depremler', {}));
    expect(calls.map((call) => call.url).sort()).toEqual(['../quakes/last-earthquakes', '../quakes/sources']);
    expect(result).toMatchObject({ head: { title: 'Son depremler: AFAD, Kandilli ve USGS verileriyle canlı liste | Meydan', canonical: 'https://meydan.test/son-depremler' } });
    const head = result?.head;
    expect(head?.noindex).toBeUndefined();
    expect(head?.og).toMatchObject({ 'og:url': 'https://meydan.test/son-depremler', 'og:locale': 'tr_TR', 'og:site_name': 'Meydan', 'twitter:card': 'summary' });
    expect(head?.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        url: 'https://meydan.test/son-depremler',
        mainEntity: expect.objectContaining({
          '@type': 'ItemList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, url: 'https://meydan.test/son-depremler/sindirgi-balikesir-afad-543428', name: 'M 4.3 Sındırgı (Balıkesir)' },
            { '@type': 'ListItem', position: 2, url: 'https://meydan.test/son-depremler/ege-denizi-usgs-us7000abcd', name: 'M 2.8 EGE DENIZI' },
          ],
        }),
      }),
    ]);
  });

  it('gives a province its own indexed page, and keeps narrower views out of the index', async () => {
    const { store } = api();
    const province = await loadQuakeList(routeContext(store, i18n, '/son-depremler/izmir', { slug: 'izmir' }));
    expect(province?.head).toMatchObject({ title: 'İzmir son depremler: canlı liste | Meydan', canonical: 'https://meydan.test/son-depremler/izmir' });
    expect(province?.head?.description).toContain('İzmir ve çevresindeki son depremler');
    const filtered = await loadQuakeList(routeContext(store, i18n, '/son-depremler/izmir?min_magnitude=4&page=2', { slug: 'izmir' }));
    expect(filtered?.head).toMatchObject({ noindex: 'follow', og: { 'og:url': 'https://meydan.test/son-depremler/izmir?min_magnitude=4&page=2' } });
    expect(filtered?.head?.canonical).toBeUndefined();
    expect((filtered?.head?.jsonLd?.[0] as { mainEntity: { itemListElement: Array<{ position: number }> } }).mainEntity.itemListElement[0]?.position).toBe(51);
  });

  it('renders a refused or failed list as the page itself (not the error page), kept out of the index', async () => {
    const { store } = api(() => ({ status: 400, data: { message: 'Yok.', statusCode: 400 } }));
    const result = await loadQuakeList(routeContext(store, i18n, '/son-depremler?city=Atlantis', {}));
    expect(result?.status).toBeUndefined();
    expect(result?.head).toMatchObject({ noindex: 'follow' });
    expect(result?.head?.jsonLd).toBeUndefined();
  });

  it('writes the head in the edition’s language', async () => {
    const { store } = api();
    const ru = await quakesI18n('ru');
    const result = await loadQuakeList(routeContext(store, ru, '/son-depremler/izmir', { slug: 'izmir' }, 'ru'));
    expect(result?.head).toMatchObject({ title: 'Последние землетрясения: Измир и окрестности | Meydan', og: { 'og:locale': 'ru_RU' } });
  });
});
