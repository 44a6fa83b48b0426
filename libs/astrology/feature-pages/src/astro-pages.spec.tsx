import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { CompatibilityResponse, NatalChartResponse } from '@meydan/shared/contracts';
import { ASTRO_BODIES } from '@meydan/shared/contracts/constants';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore } from '@meydan/shared/data-access/store';
import { fakeApi, type FakeApiCall } from '@meydan/shared/testing';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { StaticRouter } from '@meydan/shared/util/router';
import { CompatibilityPage } from './compatibility/compatibility-page';
import { NatalResultPage } from './natal/natal-result-page';
import { RisingResultPage } from './rising/rising-pages';

const I18N_DIR = join(__dirname, '../../../../apps/astrology/src/i18n');
const astrology = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));

/** A chart as the API answers it: each body 25° further on, the ascendant in Scorpio. */
const CHART: NatalChartResponse = {
  utc: '1983-08-14T10:30:00.000Z',
  julianDayUt: 2445560.9375,
  utcOffsetMinutes: 240,
  timeKnown: true,
  bodies: Object.fromEntries(ASTRO_BODIES.map((body, k) => [body, { longitude: (k * 25 + 10) % 360, sign: Math.floor(((k * 25 + 10) % 360) / 30), degree: ((k * 25 + 10) % 360) % 30, house: (k % 12) + 1, retrograde: body === 'neptune' }])) as NatalChartResponse['bodies'],
  ascendant: { longitude: 226.1, sign: 7, degree: 16.1, house: 1 },
  mc: { longitude: 146.5, sign: 4, degree: 26.5, house: 10 },
  houses: Array.from({ length: 12 }, (_, k) => (226.1 + k * 30) % 360),
  aspects: [{ a: 'sun', b: 'moon', type: 'sextile', angle: 60, orb: 35 - 35 + 2.5, applying: true }],
  houseSystem: 'placidus',
  warnings: [{ code: 'local-time-repeated', message: 'Bu saat iki kez yaşandı; ilki kullanıldı.' }],
  interpretation: {
    bigThree: [{ key: 'sun', title: 'Güneş Koç burcunda', text: 'Güneşin Koç burcunda: cesur bir başlangıççısın.' }],
    bodies: [{ key: 'mercury', title: 'Merkür Boğa burcunda, 3. evde', text: 'Düşüncelerin sağlam ve sabırlı.' }],
  },
};

const SEARCH = '?name=Ay%C5%9Fe&date=1983-08-14&time=14%3A30&lat=41.0082&lon=28.9784&tz=Europe%2FIstanbul&place=%C4%B0stanbul';

function storeAnswering(route: (call: FakeApiCall) => { status: number; data: unknown }) {
  const api = fakeApi(route);
  return { store: makeStore({ http: createHttpClient({ baseURL: '/api/v3.5', adapter: api.adapter }) }), calls: api.calls };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'tr', resources: { astrology } });
});

function renderAt(location: string, store: ReturnType<typeof makeStore>, page: ReactElement) {
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={location}>{page}</StaticRouter>
      </I18nextProvider>
    </Provider>,
  );
}

const natal = <NatalResultPage routeId="astrology.natal-chart.result" params={{}} edition="tr" origin="https://meydan.test" />;

describe('the natal chart result page', () => {
  it('asks the API for the address’s chart and shows the wheel, the tables, the warnings and the readings', async () => {
    const { store, calls } = storeAnswering(() => ({ status: 200, data: CHART }));
    renderAt(`/astroloji/dogum-haritasi-hesaplama/sonuc${SEARCH}`, store, natal);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayşe için doğum haritası' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '../astro/natal-chart', params: { year: 1983, month: 8, day: 14, hour: 14, minute: 30, latitude: 41.0082, longitude: 28.9784, timezone: 'Europe/Istanbul', houseSystem: 'placidus' } });
    expect(await screen.findByRole('img', { name: 'Ayşe için doğum haritası çarkı' })).toBeInTheDocument();
    expect(screen.getByText('Europe/Istanbul (UTC+04:00)')).toBeInTheDocument();
    const planets = screen.getByRole('table', { name: 'Gezegenler, burçları ve evleri' });
    // Twelve bodies, the ascendant and the MC, under the header row.
    expect(planets.querySelectorAll('tbody tr')).toHaveLength(14);
    expect(screen.getByRole('table', { name: 'Ev başlangıçları (Placidus)' }).querySelectorAll('tbody tr')).toHaveLength(12);
    expect(screen.getByText('Sekstil, orb 2.5°')).toBeInTheDocument();
    expect(screen.getByText('Bu saat iki kez yaşandı; ilki kullanıldı.')).toBeInTheDocument();
    expect(screen.getByText('Güneşin Koç burcunda: cesur bir başlangıççısın.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Merkür Boğa burcunda, 3. evde' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bilgileri değiştir' })).toHaveAttribute('href', `/astroloji/dogum-haritasi-hesaplama${SEARCH}`);
  });

  it('shows a friendly error with a retry when the API fails, and keeps the details for the form', async () => {
    const { store } = storeAnswering(() => ({ status: 503, data: { message: 'down', statusCode: 503 } }));
    renderAt(`/astroloji/dogum-haritasi-hesaplama/sonuc${SEARCH}`, store, natal);
    expect(await screen.findByRole('alert')).toHaveTextContent('Hesaplama şu an yapılamadı');
    expect(screen.getByRole('button', { name: 'Yeniden dene' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forma dön' })).toHaveAttribute('href', `/astroloji/dogum-haritasi-hesaplama${SEARCH}`);
  });

  it('shows the API’s own words when it refuses the details', async () => {
    const { store } = storeAnswering(() => ({ status: 400, data: { message: 'Bu doğum bilgileriyle harita hesaplanamadı.', statusCode: 400 } }));
    renderAt(`/astroloji/dogum-haritasi-hesaplama/sonuc${SEARCH}`, store, natal);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu doğum bilgileriyle harita hesaplanamadı.');
    expect(screen.queryByRole('button', { name: 'Yeniden dene' })).toBeNull();
  });

  it('says what an incomplete address lacks, without calling the API', async () => {
    const { store, calls } = storeAnswering(() => ({ status: 200, data: CHART }));
    renderAt('/astroloji/dogum-haritasi-hesaplama/sonuc?date=1983-08-14&lat=41&tz=Europe%2FIstanbul', store, natal);
    expect(await screen.findByRole('alert')).toHaveTextContent('doğum yeri (enlem ve boylam) eksik');
    expect(calls).toHaveLength(0);
  });
});

describe('the rising sign result page', () => {
  it('needs a birth time', async () => {
    const { store, calls } = storeAnswering(() => ({ status: 200, data: {} }));
    renderAt('/astroloji/yukselen-burc-hesaplama/sonuc?date=1983-08-14&lat=41&lon=29&tz=Europe%2FIstanbul', store, <RisingResultPage routeId="astrology.rising-sign.result" params={{}} edition="tr" origin="https://meydan.test" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('doğum saati gerekiyor');
    expect(calls).toHaveLength(0);
  });
});

describe('the compatibility page', () => {
  const answer: CompatibilityResponse = {
    a: { sign: 0, slug: 'koc', name: 'Koç', element: 'fire', modality: 'cardinal' },
    b: { sign: 4, slug: 'aslan', name: 'Aslan', element: 'fire', modality: 'fixed' },
    love: 92,
    friendship: 88,
    work: 74,
    aspect: 'trine',
    elementRelation: 'same',
    explanation: 'İki ateş burcu birbirini alevlendirir.',
  };

  it('shows a shared pair’s scores and explanation, with the form filled in', async () => {
    const { store, calls } = storeAnswering(() => ({ status: 200, data: answer }));
    renderAt('/astroloji/burc-uyumu-hesaplama?a=koc-burcu&b=aslan', store, <CompatibilityPage routeId="astrology.compatibility" params={{}} edition="tr" origin="https://meydan.test" />);
    expect(await screen.findByText('İki ateş burcu birbirini alevlendirir.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '../astro/compatibility', params: { a: 'koc', b: 'aslan' } });
    expect(screen.getByText('%92')).toBeInTheDocument();
    expect(screen.getByText('%74')).toBeInTheDocument();
    expect(screen.getByLabelText('Birinci burç')).toHaveValue('koc');
    expect(screen.getByLabelText('İkinci burç')).toHaveValue('aslan');
    expect(screen.getByText('Aralarındaki açı: üçgen; aynı element.')).toBeInTheDocument();
  });

  it('asks nothing for an address without a valid pair', async () => {
    const { store, calls } = storeAnswering(() => ({ status: 200, data: answer }));
    renderAt('/astroloji/burc-uyumu-hesaplama?a=koc&b=pluto', store, <CompatibilityPage routeId="astrology.compatibility" params={{}} edition="tr" origin="https://meydan.test" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Uyumu hesapla' })).toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });
});
