import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useTranslation } from './use-translation';

async function instance(language: string): Promise<I18n> {
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next);
  await i18n.init({
    lng: language,
    fallbackLng: 'tr',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    ns: ['common'],
    defaultNS: 'common',
    resources: {
      tr: { common: { hello: 'Merhaba', items_one: '{{count}} öğe', items_other: '{{count}} öğe', onlyTr: 'Yalnız Türkçe' }, games: { play: 'Oyna' } },
      en: { common: { hello: 'Hello', items_one: '{{count}} item', items_other: '{{count}} items' }, games: { play: 'Play' } },
    },
  });
  return i18n;
}

function Texts({ ns }: { ns?: 'games' }) {
  const { t } = useTranslation(ns);
  return <p>{ns ? t('play') : `${t('hello')} · ${t('items', { count: 2 })} · ${t('onlyTr')}`}</p>;
}

const renderWith = (i18n: I18n, ns?: 'games') =>
  render(
    <I18nextProvider i18n={i18n}>
      <Texts ns={ns} />
    </I18nextProvider>,
  );

describe('useTranslation', () => {
  // First: react-i18next keeps the last instance that used it as a global default.
  it('answers with keys and default values without any instance, as react-i18next does', () => {
    function Bare() {
      const { t, ready } = useTranslation('common');
      return <p>{`${t('hello')} ${t('missing', { defaultValue: 'Varsayılan' })} ${String(ready)}`}</p>;
    }
    render(<Bare />);
    expect(screen.getByText('hello Varsayılan false')).toBeTruthy();
  });

  it('translates in the instance’s language, with options, fallbacks and other namespaces', async () => {
    const en = await instance('en');
    renderWith(en);
    expect(screen.getByText('Hello · 2 items · Yalnız Türkçe')).toBeTruthy();
    renderWith(en, 'games');
    expect(screen.getByText('Play')).toBeTruthy();
  });

  it('gives every component of an instance the same t; a clone sharing the store gets its own language', async () => {
    const tr = await instance('tr');
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useTranslation('common').t);
      return null;
    }
    render(
      <I18nextProvider i18n={tr}>
        <Probe />
        <Probe />
      </I18nextProvider>,
    );
    expect(seen[0]).toBe(seen[1]);
    const clone = tr.cloneInstance({ lng: 'en', initAsync: false });
    renderWith(clone);
    expect(screen.getByText('Hello · 2 items · Yalnız Türkçe')).toBeTruthy();
  });

  it('re-renders what it shows when the language changes', async () => {
    const tr = await instance('tr');
    renderWith(tr);
    expect(screen.getByText('Merhaba · 2 öğe · Yalnız Türkçe')).toBeTruthy();
    await act(() => tr.changeLanguage('en'));
    expect(screen.getByText('Hello · 2 items · Yalnız Türkçe')).toBeTruthy();
  });

  it('forgets remembered texts when a bundle changes them', async () => {
    const tr = await instance('tr');
    const first = renderWith(tr);
    expect(screen.getByText('Merhaba · 2 öğe · Yalnız Türkçe')).toBeTruthy();
    first.unmount();
    tr.addResourceBundle('tr', 'common', { hello: 'Selam' }, true, true);
    renderWith(tr);
    expect(screen.getByText('Selam · 2 öğe · Yalnız Türkçe')).toBeTruthy();
  });
});
