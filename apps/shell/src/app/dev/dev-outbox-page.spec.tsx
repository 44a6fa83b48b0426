import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { DevOutboxMail } from '@meydan/shared/contracts';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore } from '@meydan/shared/data-access/store';
import { createI18n } from '@meydan/shared/util/i18n';
import { fakeApi, type FakeApiReply } from '@meydan/shared/testing';
import { DevOutboxPage } from './dev-outbox-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en' });
});

function renderWithApi(reply: () => FakeApiReply) {
  const http = createHttpClient({ baseURL: '/api/v3.5' });
  const api = fakeApi(reply);
  http.defaults.adapter = api.adapter;
  render(
    <Provider store={makeStore({ http })}>
      <I18nextProvider i18n={i18n}>
        <DevOutboxPage />
      </I18nextProvider>
    </Provider>,
  );
  return api.calls;
}

const mail: DevOutboxMail = {
  id: '00000000-0000-4000-8000-000000000001',
  to: 'ayse@example.com',
  template: 'verify-email',
  locale: 'en',
  subject: 'Confirm your e-mail address',
  text: 'Hello!\nConfirm here: http://localhost:3000/auth/verify-email/abc123 within 7 days.',
  html: '<html><body><p>Hello!</p></body></html>',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  sentAt: '2026-11-21T10:00:01.000Z',
};

describe('DevOutboxPage', () => {
  it('lists the mails with their links clickable and the HTML version on demand, sandboxed', async () => {
    const calls = renderWithApi(() => ({ status: 200, data: { items: [mail] } }));
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost:3000/auth/verify-email/abc123' })).toHaveAttribute('href', 'http://localhost:3000/auth/verify-email/abc123');
    expect(screen.getByText('sent')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the HTML version' }));
    const frame = screen.getByTitle('Confirm your e-mail address');
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(calls.map((call) => call.url)).toEqual(['/dev/outbox']);
  });

  it('says when the deployment keeps no outbox', async () => {
    renderWithApi(() => ({ status: 404, data: { message: 'This page could not be found', statusCode: 404 } }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This deployment keeps no development outbox'));
  });
});
