import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QUAKE_SOURCES_ANSWER, quakeDetail, quakeList } from '@meydan/quakes/data-access/testing';
import type { FakeApiCall } from '@meydan/shared/testing';
import type { I18n } from '@meydan/shared/util/i18n';
import { QuakeSlugPage, loadQuakeSlug } from '../slug-route';
import { quakesI18n, renderPage, routeContext, storeAnswering } from '../testing/harness';

const NOW = Date.parse('2026-11-28T11:10:12Z');
const SLUG = 'sindirgi-balikesir-afad-543428';

let i18n: I18n;
beforeAll(async () => {
  i18n = await quakesI18n('tr');
});
beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

function api(event: (call: FakeApiCall) => { status: number; data: unknown } = () => ({ status: 200, data: quakeDetail() })) {
  return storeAnswering((call) => {
    if (call.url.startsWith('../quakes/events/')) return event(call);
    if (call.url === '../quakes/sources') return { status: 200, data: QUAKE_SOURCES_ANSWER };
    if (call.url === '../quakes/last-earthquakes') return { status: 200, data: quakeList() };
    return { status: 404, data: { message: 'not found', statusCode: 404 } };
  });
}

const page = (slug: string) => <QuakeSlugPage routeId="quakes.detail" params={{ slug }} edition="tr" origin="https://meydan.test" />;

describe('an earthquake’s page', () => {
  it('shows the headline, the sources side by side, the replaced records, the nearest cities and the sequence', async () => {
    const { store, calls } = api();
    renderPage(page(SLUG), { at: `/son-depremler/${SLUG}`, store, i18n });
    expect(await screen.findByRole('heading', { level: 1, name: '4.3 büyüklüğünde deprem: Sındırgı (Balıkesir), 28.11.2026 14:05' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('../quakes/events/'))?.url).toBe('../quakes/events/afad-543428');
    const head = document.querySelector('.quake-event__head') as HTMLElement;
    expect(head.querySelector('time')).toHaveTextContent('5 dk. önce 28.11.2026 14:05:12 TSİ');
    expect(head.querySelector('.quake-mags')).toHaveTextContent('ML 4.2 AFAD · ML 4.1 Kandilli · MW 4.3 Kandilli');
    expect(within(head).getByText('Revize edildi')).toBeInTheDocument();
    expect(within(head).getByText('39.2034° K, 28.1712° D')).toBeInTheDocument();
    expect(within(head).getByRole('link', { name: 'Balıkesir son depremler' })).toHaveAttribute('href', '/son-depremler/balikesir');

    // A column per source, a row per field.
    const table = screen.getByRole('table', { name: 'Depremin her kaynaktaki kaydı, yan yana' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['AFAD', 'Kandilli']);
    const row = (name: string) => within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(row('Zaman (TSİ)')).toEqual(['28.11.2026 14:05:12', '28.11.2026 14:05:14']);
    expect(row('Derinlik')).toEqual(['7,1 km', '5 km']);
    expect(row('Büyüklük')).toEqual(['ML 4.2', 'ML 4.1, MW 4.3']);
    expect(row('Çözüm')).toEqual(['Revize 1', 'REVIZE01']);
    expect(row('Güncelleme')).toEqual(['28.11.2026 14:20:00', '—']);

    const superseded = screen.getByText('Revizyonla değişen 1 eski kayıt').closest('details') as HTMLElement;
    expect(superseded).not.toHaveAttribute('open');
    expect(superseded).toHaveTextContent('Kandilli, İlksel: ML 4.4; 28.11.2026 14:05:13 TSİ; derinlik 8,2 km; SINDIRGI (BALIKESIR)');

    const nearest = screen.getByRole('region', { name: 'En yakın il merkezleri' });
    expect(within(nearest).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Balıkesir 52,4 km', 'Manisa 81 km']);
    expect(within(nearest).getByRole('link', { name: 'Manisa' })).toHaveAttribute('href', '/son-depremler/manisa');

    const sequence = screen.getByRole('region', { name: 'Öncü ve artçı depremler (2)' });
    const items = within(sequence).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('2 sa. önce');
    expect(items[1]).toHaveTextContent('15 dk. sonra');
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/son-depremler/sindirgi-balikesir-afad-543440');

    // The map of the quake and its sequence (a placeholder until it nears the viewport), and "Did
    // you feel it?" (its own spec: felt/quake-felt-section.spec.tsx).
    expect(document.querySelector('.quake-event__map.quake-map')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Hissettin mi?' })).toHaveAttribute('data-quake-id', 'afad-543428');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`4.3 büyüklüğünde deprem: Sındırgı (Balıkesir), 28.11.2026 14:05 https://meydan.test/son-depremler/${SLUG}`)}`);
    expect(screen.getByRole('link', { name: 'Son depremler' })).toHaveAttribute('href', '/son-depremler');
  });

  it('shares through the device’s sheet, or copies the link, and says which', async () => {
    const { store } = api();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderPage(page(SLUG), { at: `/son-depremler/${SLUG}`, store, i18n });
    fireEvent.click(await screen.findByRole('button', { name: 'Paylaş' }));
    expect(await screen.findByText('Bağlantı kopyalandı.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`4.3 büyüklüğünde deprem: Sındırgı (Balıkesir), 28.11.2026 14:05\nhttps://meydan.test/son-depremler/${SLUG}`);
  });

  it('links back to the list view the reader came from, filters kept', async () => {
    const { store } = api();
    renderPage(page(SLUG), { at: { pathname: `/son-depremler/${SLUG}`, state: { list: '/son-depremler/izmir?min_magnitude=3' } } as never, store, i18n });
    expect(await screen.findByRole('link', { name: 'Son depremler' })).toHaveAttribute('href', '/son-depremler/izmir?min_magnitude=3');
  });

  it('shows a friendly error with a retry when the API fails', async () => {
    let fail = true;
    const { store } = api(() => (fail ? { status: 500, data: { message: 'boom', statusCode: 500 } } : { status: 200, data: quakeDetail() }));
    renderPage(page(SLUG), { at: `/son-depremler/${SLUG}`, store, i18n });
    expect(await screen.findByRole('alert')).toHaveTextContent('Deprem bilgisi şu an alınamadı');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('4.3 büyüklüğünde deprem');
  });

  it('is a province’s list when the slug is a province', async () => {
    const { store, calls } = api();
    renderPage(page('balikesir'), { at: '/son-depremler/balikesir', store, i18n });
    expect(await screen.findByRole('heading', { level: 1, name: 'Balıkesir son depremler' })).toBeInTheDocument();
    await waitFor(() => expect(calls.find((call) => call.url === '../quakes/last-earthquakes')?.params).toEqual({ city: 10 }));
  });
});

describe('the earthquake page’s loader', () => {
  it('gives the event its own head: title, description, canonical, social tags, Event and breadcrumb JSON-LD', async () => {
    const { store } = api();
    const result = await loadQuakeSlug(routeContext(store, i18n, `/son-depremler/${SLUG}`, { slug: SLUG }));
    const head = result?.head;
    expect(result?.status).toBeUndefined();
    expect(head?.title).toBe('4.3 büyüklüğünde deprem: Sındırgı (Balıkesir), 28.11.2026 14:05 | Meydan');
    expect(head?.description).toBe('28.11.2026 14:05:12 TSİ, Sındırgı (Balıkesir). Büyüklük: ML 4.2 AFAD, ML 4.1 Kandilli, MW 4.3 Kandilli. Derinlik 7,1 km. En yakın il merkezi Balıkesir, 52,4 km.');
    expect(head?.canonical).toBe(`https://meydan.test/son-depremler/${SLUG}`);
    expect(head?.og).toMatchObject({ 'og:title': '4.3 büyüklüğünde deprem: Sındırgı (Balıkesir), 28.11.2026 14:05', 'og:url': `https://meydan.test/son-depremler/${SLUG}`, 'og:updated_time': '2026-11-28T11:20:00Z', 'twitter:card': 'summary_large_image' });
    // Its own preview picture, drawn by the API in the edition.
    expect(head?.og).toMatchObject({ 'og:image': 'https://meydan.test/api/quakes/events/afad-543428/card.png', 'og:image:width': '1200', 'og:image:height': '630' });
    expect(head?.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        additionalType: 'https://www.wikidata.org/wiki/Q7944',
        name: '4.3 büyüklüğünde deprem: Sındırgı (Balıkesir), 28.11.2026 14:05',
        description: head?.description,
        url: `https://meydan.test/son-depremler/${SLUG}`,
        startDate: '2026-11-28T11:05:12Z',
        location: { '@type': 'Place', name: 'Sındırgı (Balıkesir)', geo: { '@type': 'GeoCoordinates', latitude: 39.2034, longitude: 28.1712 } },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Son depremler', item: 'https://meydan.test/son-depremler' },
          { '@type': 'ListItem', position: 2, name: 'Balıkesir', item: 'https://meydan.test/son-depremler/balikesir' },
          { '@type': 'ListItem', position: 3, name: head?.og?.['og:title'], item: `https://meydan.test/son-depremler/${SLUG}` },
        ],
      },
    ]);
  });

  it('sends another slug of the event to its own, keeping the query', async () => {
    const { store } = api();
    await expect(loadQuakeSlug(routeContext(store, i18n, '/son-depremler/eski-ad-afad-543428?utm_source=x', { slug: 'eski-ad-afad-543428' }))).resolves.toEqual({
      redirect: { to: `/son-depremler/${SLUG}?utm_source=x`, status: 301 },
    });
    await expect(loadQuakeSlug(routeContext(store, i18n, '/son-depremler/afad-543428', { slug: 'afad-543428' }))).resolves.toMatchObject({ redirect: { to: `/son-depremler/${SLUG}` } });
  });

  it('answers 404 for a slug that names no event, asking the API nothing, and for an unknown event', async () => {
    const { store, calls } = api(() => ({ status: 404, data: { message: 'Deprem bulunamadı.', statusCode: 404 } }));
    await expect(loadQuakeSlug(routeContext(store, i18n, '/son-depremler/atlantis', { slug: 'atlantis' }))).resolves.toEqual({ status: 404, head: { title: 'Deprem bulunamadı | Meydan', noindex: true } });
    expect(calls).toHaveLength(0);
    await expect(loadQuakeSlug(routeContext(store, i18n, '/son-depremler/x-afad-1', { slug: 'x-afad-1' }))).resolves.toMatchObject({ status: 404 });
  });

  it('renders a failed call as the page itself (with its retry), out of the index', async () => {
    const { store } = api(() => ({ status: 502, data: { message: 'bad gateway', statusCode: 502 } }));
    const result = await loadQuakeSlug(routeContext(store, i18n, `/son-depremler/${SLUG}`, { slug: SLUG }));
    expect(result).toEqual({ head: { title: 'Deprem bilgisi şu an alınamadı | Meydan', noindex: true } });
  });

  it('loads a province’s list for a province slug', async () => {
    const { store, calls } = api();
    const result = await loadQuakeSlug(routeContext(store, i18n, '/son-depremler/balikesir', { slug: 'balikesir' }));
    expect(result?.head?.canonical).toBe('https://meydan.test/son-depremler/balikesir');
    expect(calls.find((call) => call.url === '../quakes/last-earthquakes')?.params).toEqual({ city: 10 });
  });
});
