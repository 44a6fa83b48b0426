import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quakeAlertSettings } from '@meydan/quakes/data-access/testing';
import type { QuakeAlertSettings } from '@meydan/shared/contracts';
import type { PushFlow, PushFlowState } from '@meydan/shared/data-access/realtime';
import { signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { memberFixture, webConfigFixture, type FakeApiCall, type FakeApiReply } from '@meydan/shared/testing';
import { OPEN_LOGIN_EVENT } from '@meydan/shared/ui';
import type { I18n } from '@meydan/shared/util/i18n';
import { forgetGeolocation, quakesI18nByEdition, QUAKES_TEXTS, renderPage, routeContext, storeAnswering } from '../testing/harness';
import { loadQuakeAlerts, QuakeAlertsPage } from './quake-alerts-page';

let i18n: Record<'tr' | 'en' | 'ru', I18n>;
beforeAll(async () => {
  i18n = await quakesI18nByEdition();
});
afterEach(() => {
  jest.restoreAllMocks();
  forgetGeolocation();
});

/** A push flow in a given state; the flow's own rules are the realtime lib's specs'. */
function fakeFlow(initial: PushFlowState) {
  let state = initial;
  const listeners = new Set<(state: PushFlowState) => void>();
  const flow = {
    get state() {
      return state;
    },
    onStateChange: (listener: (state: PushFlowState) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start: jest.fn(async () => undefined),
    allow: jest.fn(async () => {
      state = 'registered';
      listeners.forEach((listener) => listener(state));
    }),
    refuse: jest.fn(),
    register: jest.fn(async () => undefined),
    stop: jest.fn(),
  } satisfies PushFlow;
  return flow;
}

const PUSH_CONFIG = { ...webConfigFixture, push: { ...webConfigFixture.push, enabled: true, tokenCollectionDisabled: false, vapidPublicKey: 'BKey' } };

function setup({
  who = 'member',
  edition = 'tr',
  settings = quakeAlertSettings(),
  put = (call: FakeApiCall) => ({ status: 200, data: call.data }),
  flow = fakeFlow('registered') as PushFlow | null,
}: { who?: 'member' | 'visitor' | 'unknown'; edition?: 'tr' | 'en' | 'ru'; settings?: QuakeAlertSettings; put?: (call: FakeApiCall) => FakeApiReply; flow?: PushFlow | null } = {}) {
  const { store, calls } = storeAnswering((call) => {
    if (call.url === '../quakes/alerts' && call.method === 'GET') return { status: 200, data: settings };
    if (call.url === '../quakes/alerts' && call.method === 'PUT') return put(call);
    if (call.url === '/metadata/config/web') return { status: 200, data: PUSH_CONFIG };
    return { status: 404, data: { statusCode: 404, message: 'not found' } };
  });
  if (who === 'member') store.dispatch(userLoaded({ user: memberFixture }));
  if (who === 'visitor') store.dispatch(signedOut());
  const view = renderPage(<QuakeAlertsPage routeId="quakes.alerts" params={{}} edition={edition} origin="https://meydan.test" createPushFlow={() => flow} />, { at: '/ayarlar/deprem-uyarilari', store, i18n: i18n[edition] });
  return { store, calls, view, user: userEvent.setup() };
}

const alertCalls = (calls: FakeApiCall[], method: string) => calls.filter((call) => call.url === '../quakes/alerts' && call.method === method);
const placeList = () => within(screen.getByRole('group', { name: 'Yerler' })).queryAllByRole('listitem').map((item) => item.firstChild?.textContent);

describe('the earthquake alerts page', () => {
  it('has a private head in every edition and asks the API nothing on the server', async () => {
    for (const edition of ['tr', 'en', 'ru'] as const) {
      const { store, calls } = storeAnswering(() => ({ status: 500, data: {} }));
      const result = await loadQuakeAlerts({ ...routeContext(store, i18n[edition], '/ayarlar/deprem-uyarilari', {}, edition), routeId: 'quakes.alerts' });
      expect(result).toEqual({ head: { title: `${QUAKES_TEXTS[edition].alerts.headTitle} | Meydan`, description: QUAKES_TEXTS[edition].alerts.description, noindex: true } });
      expect(calls).toHaveLength(0);
    }
  });

  it('asks a visitor to sign in, always saying that alerts follow the official reports', async () => {
    const { calls, user } = setup({ who: 'visitor' });
    expect(screen.getByRole('heading', { level: 1, name: 'Deprem uyarıları' })).toBeInTheDocument();
    expect(screen.getByText(/Tahmin ya da erken uyarı değildir/)).toBeInTheDocument();
    expect(screen.getByText('Meydan\'ın hangi depremler için seni uyaracağını seçmek için giriş yap.')).toBeInTheDocument();
    const opened = jest.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Ayarlar' })).toHaveAttribute('href', '/ayarlar');
    expect(calls).toHaveLength(0);
  });

  it('shows a loading line while the session is looked at', () => {
    const { calls } = setup({ who: 'unknown' });
    expect(screen.getByRole('status')).toHaveTextContent('Hesabın yükleniyor…');
    expect(calls).toHaveLength(0);
  });

  it('saves places, the least magnitude and quiet hours together', async () => {
    const { calls, user } = setup();
    const enabled = await screen.findByRole('checkbox', { name: 'Bana deprem uyarısı gönder' });
    expect(enabled).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'En küçük büyüklük' })).toHaveDisplayValue('4.0 ve üzeri');
    expect(screen.getAllByRole('option', { name: /ve üzeri$/ }).map((option) => option.textContent)).toEqual(
      ['2.0', '2.5', '3.0', '3.5', '4.0', '4.5', '5.0', '5.5', '6.0', '6.5', '7.0', '7.5', '8.0'].map((value) => `${value} ve üzeri`),
    );
    await user.click(enabled);
    await user.selectOptions(screen.getByRole('combobox', { name: 'En küçük büyüklük' }), '5.5 ve üzeri');
    await user.selectOptions(screen.getByRole('combobox', { name: 'İl ekle' }), 'İzmir');
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'İl ekle' }), 'Muğla');
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(placeList()).toEqual(['İzmir', 'Muğla']);
    await user.click(screen.getByRole('checkbox', { name: 'Sessiz saatlerde uyarıları beklet' }));
    expect(screen.getByRole('combobox', { name: 'Başlangıç' })).toHaveDisplayValue('23:00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bitiş' }), '06:30');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Uyarı ayarların kaydedildi.')).toBeInTheDocument();
    expect(alertCalls(calls, 'PUT').map((call) => call.data)).toEqual([
      { enabled: true, minMagnitude: 5.5, places: [{ kind: 'province', plate: 35 }, { kind: 'province', plate: 48 }], quietHours: { start: '23:00', end: '06:30' } },
    ]);
  });

  it('adds a province once, removes places, and checks what the API would refuse before saving', async () => {
    const { calls, user } = setup({ settings: quakeAlertSettings({ enabled: true, places: [{ kind: 'province', plate: 35 }], quietHours: { start: '23:00', end: '07:00' } }) });
    await screen.findByRole('checkbox', { name: 'Bana deprem uyarısı gönder' });
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(screen.getByText('Önce listeden bir il seç.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'İl ekle' })).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'İl ekle' }), 'İzmir');
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(screen.getByText('İzmir zaten listende.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kaldır: İzmir' }));
    expect(placeList()).toEqual([]);
    expect(screen.getByText('Henüz yer yok. Bir il ya da konumunu ekle.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Uyarı almak için en az bir yer ekle ya da uyarıları kapat.');

    await user.click(screen.getByRole('checkbox', { name: 'Bana deprem uyarısı gönder' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bitiş' }), '23:00');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Sessiz saatlerin başlangıcı ile bitişi farklı olmalı.');
    expect(alertCalls(calls, 'PUT')).toHaveLength(0);
  });

  it('shows the API’s sentence when saving is refused, and a failure in its own words, keeping every change', async () => {
    let reply: FakeApiReply = { status: 400, data: { statusCode: 400, message: 'Aynı ili iki kez ekledin; her ili bir kez seç.' } };
    const { calls, user } = setup({ put: () => reply });
    await screen.findByRole('checkbox', { name: 'Bana deprem uyarısı gönder' });
    await user.click(screen.getByRole('checkbox', { name: 'Bana deprem uyarısı gönder' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'En küçük büyüklük' }), '3.0 ve üzeri');
    await user.selectOptions(screen.getByRole('combobox', { name: 'İl ekle' }), 'Hatay');
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Aynı ili iki kez ekledin; her ili bir kez seç.');
    expect(screen.getByRole('checkbox', { name: 'Bana deprem uyarısı gönder' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'En küçük büyüklük' })).toHaveDisplayValue('3.0 ve üzeri');
    expect(placeList()).toEqual(['Hatay']);

    reply = { status: 503, data: {} };
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ayarların kaydedilemedi.'));
    expect(placeList()).toEqual(['Hatay']);
    expect(screen.queryByText('Uyarı ayarların kaydedildi.')).toBeNull();
    expect(alertCalls(calls, 'PUT')).toHaveLength(2);
  });

  it('adds the member’s position with a radius and a name, rounded to about a kilometre', async () => {
    const getCurrentPosition = jest.fn((success: PositionCallback) => success({ coords: { latitude: 40.98765, longitude: 29.02611 } } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const { calls, user } = setup({ edition: 'en' });
    await screen.findByRole('checkbox', { name: 'Send me earthquake alerts' });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByText('Your location: 40.99° N, 29.03° E.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), '200 km');
    await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), ' Home ');
    await user.click(screen.getByRole('button', { name: 'Add this place' }));
    expect(within(screen.getByRole('group', { name: 'Places' })).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Home: within 200 km']);
    await user.click(screen.getByRole('checkbox', { name: 'Send me earthquake alerts' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your alert settings are saved.')).toBeInTheDocument();
    expect(alertCalls(calls, 'PUT')[0]?.data).toEqual({ enabled: true, minMagnitude: 4, places: [{ kind: 'point', latitude: 40.99, longitude: 29.03, radiusKm: 200, label: 'Home' }], quietHours: null });
  });

  it('says whether this browser receives alerts, and asks for the permission from the click', async () => {
    const flow = fakeFlow('prompt');
    const { user } = setup({ edition: 'ru', flow });
    const block = await screen.findByRole('region', { name: 'Уведомления на этом устройстве' });
    await waitFor(() => expect(flow.start).toHaveBeenCalledWith(expect.objectContaining({ userId: 'u1', edition: 'ru', askEnabled: true, vapidPublicKey: 'BKey', firebase: null })));
    expect(within(block).getByRole('status')).toHaveTextContent('Этот браузер пока не показывает уведомления Meydan.');
    await user.click(within(block).getByRole('button', { name: 'Разрешить уведомления' }));
    expect(flow.allow).toHaveBeenCalledTimes(1);
    expect(within(block).getByRole('status')).toHaveTextContent('Этот браузер получает уведомления Meydan: оповещения будут приходить сюда.');
    expect(within(block).queryByRole('button')).toBeNull();
  });

  it('says so where push is unavailable or blocked', async () => {
    for (const [flow, text] of [
      [null, /This browser cannot receive web notifications/],
      [fakeFlow('denied'), /are blocked in this browser/],
      [fakeFlow('unavailable'), /Notifications are unavailable right now/],
    ] as const) {
      const { view } = setup({ edition: 'en', flow });
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Allow notifications' })).toBeNull();
      await act(async () => view.unmount());
    }
  });
});
