import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { removeCookie } from '@meydan/shared/util/cookies';
import { ConsentForm } from './consent-form';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en' });
});

const renderForm = (props: Parameters<typeof ConsentForm>[0]) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ConsentForm {...props} />
    </I18nextProvider>,
  );

describe('ConsentForm', () => {
  beforeEach(() => removeCookie('m-consent', { path: '/' }));

  it('ticks the choice in force on the preferences page, and nothing in advance on the banner', () => {
    const { unmount } = renderForm({ mode: 'preferences', current: { version: 1, purposes: ['advertising'], recordId: 'r' }, returnPath: '/cookie-policy' });
    expect((screen.getByRole('checkbox', { name: /^Advertising/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^Reading statistics/ }) as HTMLInputElement).checked).toBe(false);
    unmount();
    renderForm({ mode: 'banner', current: null, returnPath: '/' });
    for (const name of [/^Advertising/, /^Reading statistics/, /^Content for you/]) expect((screen.getByRole('checkbox', { name, hidden: true }) as HTMLInputElement).checked).toBe(false);
  });

  it('records what is ticked on the form itself and says it was saved', async () => {
    const fetchMock = jest.fn(async () => {
      document.cookie = 'm-consent=1.a.rec-1; path=/';
      return { ok: true, status: 201 };
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    const saved = jest.fn();
    renderForm({ mode: 'preferences', current: null, returnPath: '/cookie-policy', onSaved: saved });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Reading statistics/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your preferences have been saved.'));
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ method: 'custom', purposes: ['analytics'] });
    expect(saved).toHaveBeenCalledWith({ version: 1, purposes: ['analytics'], recordId: 'rec-1' });
  });
});
