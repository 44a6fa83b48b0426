import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { memberFixture } from '@meydan/shared/testing';
import { OPEN_LOGIN_EVENT } from '@meydan/shared/ui';
import type { I18n } from '@meydan/shared/util/i18n';
import { apiError, contentI18n, renderPage, scriptedStore } from './testing/page-harness';
import { FavoriteButton } from './favorite-button';

let i18n: I18n;
beforeAll(async () => {
  i18n = await contentI18n('tr');
});

function renderButton(who: 'visitor' | 'member', respond: (config: AxiosRequestConfig) => unknown) {
  const { store, calls } = scriptedStore(respond);
  if (who === 'visitor') store.dispatch(signedOut());
  else store.dispatch(userLoaded({ user: { ...memberFixture, emailVerified: true } }));
  renderPage(<FavoriteButton articleId="article-1" legacyId={10001} title="Haber" />, store, i18n, '/haber/haber-10001');
  return { calls, user: userEvent.setup() };
}

describe('the Save (favourite) button', () => {
  it('asks a visitor to sign in and calls nothing', async () => {
    const opened = jest.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    const { calls, user } = renderButton('visitor', () => ({ favorite: false }));
    const save = screen.getByRole('button', { name: 'Kaydet' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
  });

  it('shows a member whether the story is saved, saves it and takes it back', async () => {
    let saved = false;
    const { calls, user } = renderButton('member', (config) => {
      if (config.method === 'POST') saved = true;
      if (config.method === 'DELETE') saved = false;
      return { favorite: saved };
    });
    const save = await screen.findByRole('button', { name: 'Kaydet' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const savedButton = await screen.findByRole('button', { name: 'Kaydedildi' });
    expect(savedButton).toHaveAttribute('aria-pressed', 'true');
    // Shown at once; pressable again once the API has answered.
    await waitFor(() => expect(savedButton).toBeEnabled());
    await user.click(savedButton);
    expect(await screen.findByRole('button', { name: 'Kaydet' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.map((call) => `${(call.method ?? 'get').toUpperCase()} ${call.url}`)).toEqual([
      'GET /favorites/check/article-1',
      'POST /favorites/article/article-1',
      'DELETE /favorites/article/article-1',
    ]);
  });

  it('puts the button back and says why when the save is refused', async () => {
    const { user } = renderButton('member', (config) => {
      if (config.method === 'POST') throw apiError(429, 'Çok fazla istek');
      return { favorite: false };
    });
    const save = await screen.findByRole('button', { name: 'Kaydet' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Çok fazla istek');
    expect(screen.getByRole('button', { name: 'Kaydet' })).toHaveAttribute('aria-pressed', 'false');
  });
});
