import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { consentChanged, followConsent, makeStore } from '@meydan/shared/data-access/store';
import { announceConsent, removeCookie } from '@meydan/shared/util/cookies';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { StaticRouter } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { ConsentBanner } from './consent-banner';

let i18n: Record<Edition, I18n>;
beforeAll(async () => {
  i18n = { tr: await createI18n({ edition: 'tr' }), en: await createI18n({ edition: 'en' }), ru: await createI18n({ edition: 'ru' }) };
});

const storeFor = () => makeStore({ http: createHttpClient({ baseURL: '/api/v3.5' }) });

function tree(edition: Edition, store: ReturnType<typeof storeFor>) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n[edition]}>
        <StaticRouter location="/haber/bir-haber?x=1">
          <ConsentBanner edition={edition} />
        </StaticRouter>
      </I18nextProvider>
    </Provider>
  );
}

describe('cookie banner', () => {
  beforeEach(() => removeCookie('m-consent', { path: '/' }));

  it.each([
    ['tr', 'Tümünü kabul et', 'Tümünü reddet', '/cerez-politikasi'],
    ['en', 'Accept all', 'Reject all', '/cookie-policy'],
    ['ru', 'Принять все', 'Отклонить все', '/cookie-policy'],
  ] as const)('is a form that works without scripts in %s: two equal answers, purposes unticked, a link to the policy', (edition, accept, reject, policy) => {
    const html = renderToString(tree(edition, storeFor()));
    document.body.innerHTML = html;
    const form = document.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/api/v3.5/consents');
    expect(form.getAttribute('method')).toBe('post');
    expect((form.querySelector('input[name="return"]') as HTMLInputElement).value).toBe('/haber/bir-haber?x=1');
    const answers = [...form.querySelectorAll<HTMLButtonElement>('.consent-form__actions button')];
    expect(answers.map((button) => [button.textContent, button.value, button.className])).toEqual([
      [reject, 'reject-all', 'button consent-form__choice'],
      [accept, 'accept-all', 'button consent-form__choice'],
    ]);
    const purposes = [...form.querySelectorAll<HTMLInputElement>('input[name="purpose"]')];
    expect(purposes.map((input) => [input.value, input.checked])).toEqual([
      ['analytics', false],
      ['personalization', false],
      ['advertising', false],
    ]);
    expect(form.querySelector(`a[href="${policy}"]`)).not.toBeNull();
  });

  it('is gone once a choice exists, and comes back when it is withdrawn by a version change', () => {
    const store = storeFor();
    store.dispatch(consentChanged({ version: 1, purposes: [], recordId: '' }));
    expect(renderToString(tree('en', store))).toBe('');
    document.cookie = 'm-consent=0.apd.old; path=/';
    followConsent(store);
    render(tree('en', store));
    expect(screen.getByRole('region', { name: 'Cookies and your privacy' })).toBeTruthy();
    act(() => announceConsent({ version: 1, purposes: ['analytics'], recordId: 'r1' }));
    expect(screen.queryByRole('region', { name: 'Cookies and your privacy' })).toBeNull();
  });
});
