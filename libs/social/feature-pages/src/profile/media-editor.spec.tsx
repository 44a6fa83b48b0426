import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { CurrentUser, Image } from '@meydan/shared/contracts';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore, selectCurrentUser, useAppSelector, userLoaded } from '@meydan/shared/data-access/store';
import { fakeApi, type FakeApiCall, type FakeApiReply, memberFixture } from '@meydan/shared/testing';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { ProfileMediaEditor } from './media-editor';

const I18N_DIR = join(__dirname, '../../../../../apps/social/src/i18n');
const social = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));
const MB = 1024 * 1024;
// Processing is polled every second: a few polls fit in this.
const POLLS = { timeout: 5000 };

function image(id: string, width = 192): Image {
  const resolution = { url: `/media/u/sig/${id}/1/${width}x${width}.jpg`, width, height: width, format: 'jpg' };
  return { _id: id, resolutions: { standard: resolution, high: resolution, extraHigh: resolution, raw: resolution } };
}

const png = (name = 'me.png', bytes = 2048, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en', resources: { social } });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  // jsdom has no PointerEvent: a MouseEvent with a pointer id carries the same coordinates.
  if (!('PointerEvent' in window)) {
    class PointerEventShim extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    }
    Object.assign(window, { PointerEvent: PointerEventShim });
  }
});

/** The page around the editor: the editor gets the session's member, and a header shows their avatar. */
function Page() {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <>
      <header>{user.avatar ? <img alt="header avatar" src={user.avatar.resolutions.standard.url} /> : <span>no avatar</span>}</header>
      <ProfileMediaEditor user={user} />
    </>
  );
}

function setup(route: (call: FakeApiCall) => FakeApiReply | Promise<FakeApiReply>, member: CurrentUser = memberFixture, language: I18n = i18n) {
  const http = createHttpClient({ baseURL: '/api' });
  const api = fakeApi(route, { maxCalls: 50 });
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  store.dispatch(userLoaded({ user: member }));
  const tree = (
    <Provider store={store}>
      <I18nextProvider i18n={language}>
        <Page />
      </I18nextProvider>
    </Provider>
  );
  return { store, calls: api.calls, tree, user: userEvent.setup({ applyAccept: false }) };
}

const fileInput = (group: HTMLElement) => group.querySelector('input[type="file"]') as HTMLInputElement;
const avatarGroup = () => screen.getByRole('group', { name: 'Profile picture' });
const coverGroup = () => screen.getByRole('group', { name: 'Cover image' });
const calls = (list: FakeApiCall[]) => list.map((call) => `${call.method} ${call.url}`);

describe('ProfileMediaEditor', () => {
  it('previews a chosen avatar, uploads it, follows its processing and updates the header avatar', async () => {
    let polls = 0;
    const { tree, calls: made, user } = setup((call) => {
      if (call.method === 'PUT' && call.url === '/users/me/avatar') return { status: 202, data: { _id: 'img-1', kind: 'avatar', state: 'pending', image: null } };
      if (call.url === '/users/me/uploads/img-1') {
        polls += 1;
        return { status: 200, data: { _id: 'img-1', kind: 'avatar', state: polls < 2 ? 'pending' : 'ready', image: polls < 2 ? null : image('img-1') } };
      }
      if (call.url === '/users/me/profile') return { status: 200, data: { ...memberFixture, avatar: image('img-1') } };
      return { status: 404, data: { message: 'nope', statusCode: 404 } };
    });
    render(tree);
    expect(screen.getByText('no avatar')).toBeInTheDocument();
    const group = avatarGroup();
    expect(within(group).getByText('No profile picture yet')).toBeInTheDocument();
    expect(within(group).getByText('JPEG, PNG, WebP or GIF, up to 8 MB. You can also drag and drop it here.')).toBeInTheDocument();

    const chosen = png();
    await user.upload(fileInput(group), chosen);
    expect(within(group).getByRole('img', { name: 'Preview of your new profile picture' })).toHaveAttribute('src', 'blob:preview');
    expect(made).toEqual([]);

    await user.click(within(group).getByRole('button', { name: 'Upload' }));
    expect(await within(group).findByText('Processing your picture…')).toBeInTheDocument();
    const put = made.find((call) => call.method === 'PUT') as FakeApiCall;
    expect(put.data).toBeInstanceOf(FormData);
    expect((put.data as FormData).get('file')).toBeInstanceOf(File);
    expect(((put.data as FormData).get('file') as File).name).toBe('me.png');

    expect(await within(group).findByText('Your new profile picture is ready.', {}, POLLS)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'header avatar' })).toHaveAttribute('src', '/media/u/sig/img-1/1/192x192.jpg');
    expect(within(group).getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', '/media/u/sig/img-1/1/192x192.jpg');
    expect(calls(made)).toEqual(['PUT /users/me/avatar', 'GET /users/me/uploads/img-1', 'GET /users/me/uploads/img-1', 'GET /users/me/profile']);
  });

  it('checks the type and size before sending, with the same limits as the API', async () => {
    const { tree, calls: made, user } = setup(() => ({ status: 500 }));
    render(tree);
    await user.upload(fileInput(avatarGroup()), new File(['hello'], 'notes.png', { type: 'text/plain' }));
    expect(within(avatarGroup()).getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG, WebP or GIF image.');

    const big = png('big.jpg', Math.round(9.5 * MB), 'image/jpeg');
    await user.upload(fileInput(avatarGroup()), big);
    expect(within(avatarGroup()).getByRole('alert')).toHaveTextContent('This file is 9.5 MB; the limit is 8 MB.');
    expect(within(avatarGroup()).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    // The cover takes up to 12 MB.
    await user.upload(fileInput(coverGroup()), big);
    expect(within(coverGroup()).getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(within(coverGroup()).queryByRole('alert')).not.toBeInTheDocument();
    expect(made).toEqual([]);
  });

  it('takes a dropped file, and shows the API’s refusal with a way to try again', async () => {
    let attempts = 0;
    const { tree, user } = setup((call) => {
      if (call.method === 'PUT') {
        attempts += 1;
        return attempts === 1
          ? { status: 400, data: { message: 'This file is not an image. Upload a JPEG, PNG, WebP or GIF.', statusCode: 400 } }
          : { status: 202, data: { _id: 'c-1', kind: 'cover', state: 'pending', image: null } };
      }
      if (call.url === '/users/me/uploads/c-1') return { status: 200, data: { _id: 'c-1', kind: 'cover', state: 'failed', image: null, message: 'The image could not be processed. Please try another one.' } };
      return { status: 404 };
    });
    render(tree);
    const drop = screen.getByTestId('cover-drop');
    fireEvent.dragOver(drop, { dataTransfer: { files: [png('cover.webp', 4096, 'image/webp')] } });
    expect(drop).toHaveClass('profile-media__drop--over');
    fireEvent.drop(drop, { dataTransfer: { files: [png('cover.webp', 4096, 'image/webp')] } });
    expect(within(coverGroup()).getByRole('img', { name: 'Preview of your new cover image' })).toBeInTheDocument();

    await user.click(within(coverGroup()).getByRole('button', { name: 'Upload' }));
    expect(await within(coverGroup()).findByRole('alert')).toHaveTextContent('This file is not an image. Upload a JPEG, PNG, WebP or GIF.');
    await user.click(within(coverGroup()).getByRole('button', { name: 'Try again' }));
    expect(await within(coverGroup()).findByRole('alert', {}, POLLS)).toHaveTextContent('The image could not be processed. Please try another one.');
  });

  it('stops an upload after SPEC §9’s 15 seconds and says so', async () => {
    jest.useFakeTimers();
    try {
      const { tree, calls: made } = setup((call) => (call.method === 'PUT' ? new Promise<FakeApiReply>(() => undefined) : { status: 404 }));
      render(tree);
      fireEvent.change(fileInput(avatarGroup()), { target: { files: [png()] } });
      fireEvent.click(within(avatarGroup()).getByRole('button', { name: 'Upload' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(14_000);
      });
      expect(within(avatarGroup()).getByRole('status')).toHaveTextContent('Uploading…');
      expect(within(avatarGroup()).getByRole('progressbar')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(within(avatarGroup()).getByRole('alert')).toHaveTextContent('The upload took longer than 15 seconds and was stopped.');
      expect(calls(made)).toEqual(['PUT /users/me/avatar']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('removes the avatar only after confirming, and the header follows', async () => {
    const member = { ...memberFixture, avatar: image('old') };
    const { tree, calls: made, user } = setup((call) => {
      if (call.method === 'DELETE') return { status: 204, data: '' };
      if (call.url === '/users/me/profile') return { status: 200, data: { ...memberFixture, avatar: null } };
      return { status: 404 };
    }, member);
    render(tree);
    await user.click(within(avatarGroup()).getByRole('button', { name: 'Remove profile picture' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your profile picture?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(made).toEqual([]);

    await user.click(within(avatarGroup()).getByRole('button', { name: 'Remove profile picture' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove picture' }));
    expect(await within(avatarGroup()).findByText('Your profile picture was removed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('no avatar')).toBeInTheDocument();
    expect(calls(made)).toEqual(['DELETE /users/me/avatar', 'GET /users/me/profile']);
  });

  it('keeps the dialog open with the reason when the removal fails', async () => {
    const { tree, user } = setup(() => ({ status: 500, data: { message: 'internal', statusCode: 500 } }), { ...memberFixture, cover: image('c') });
    render(tree);
    await user.click(within(coverGroup()).getByRole('button', { name: 'Remove cover image' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove cover' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Operation failed, please try again.');
  });

  it('moves the cover with the slider or a drag and saves the position with PUT /users/me/about', async () => {
    const member = { ...memberFixture, cover: image('c', 1280), coverOffset: 30 };
    const { tree, calls: made, user } = setup((call) => {
      if (call.url === '/users/me/about') return { status: 200, data: {} };
      if (call.url === '/users/me/profile') return { status: 200, data: { ...member, coverOffset: 45 } };
      return { status: 404 };
    }, member);
    render(tree);
    const slider = screen.getByRole('slider', { name: 'Cover position' });
    const cover = within(coverGroup()).getByRole('img', { name: 'Your cover image' });
    expect(slider).toHaveValue('30');
    expect(slider).toHaveAttribute('aria-valuetext', '30% from the top');
    expect(cover).toHaveStyle({ objectPosition: '50% 30%' });
    const save = screen.getByRole('button', { name: 'Save position' });
    expect(save).toBeDisabled();

    // Dragging the picture down shows more of its top; the position never leaves 0..100.
    fireEvent.pointerDown(cover, { clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(cover, { clientY: 400, pointerId: 1 });
    fireEvent.pointerUp(cover, { pointerId: 1 });
    expect(slider).toHaveValue('0');

    fireEvent.change(slider, { target: { value: '45' } });
    expect(cover).toHaveStyle({ objectPosition: '50% 45%' });
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('The cover position was saved.')).toBeInTheDocument();
    const put = made.find((call) => call.url === '/users/me/about') as FakeApiCall;
    expect(put).toMatchObject({ method: 'PUT', data: { coverOffset: 45 } });
    expect(calls(made)).toEqual(['PUT /users/me/about', 'GET /users/me/profile']);
    expect(save).toBeDisabled();
  });

  it('turns the controls off until the e-mail address is confirmed', () => {
    const { tree } = setup(() => ({ status: 500 }), { ...memberFixture, emailVerified: false, avatar: image('a') });
    render(tree);
    expect(screen.getByText('Confirm your e-mail address to change your profile picture and cover.')).toBeInTheDocument();
    expect(within(avatarGroup()).getByRole('button', { name: 'Choose a profile picture' })).toBeDisabled();
    expect(within(avatarGroup()).getByRole('button', { name: 'Remove profile picture' })).toBeDisabled();
    expect(within(coverGroup()).getByRole('button', { name: 'Choose a cover image' })).toBeDisabled();
  });

  it('renders on the server and in Turkish and Russian, with the same keys in every language', async () => {
    const turkish = await createI18n({ edition: 'tr', resources: { social } });
    const { tree } = setup(() => ({ status: 500 }), memberFixture, turkish);
    const html = renderToString(tree);
    expect(html).toContain('Profil resmi ve kapak');
    expect(html).toContain('JPEG, PNG, WebP veya GIF, en fazla 8 MB.');
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix];
    expect(keys(social['tr'].media)).toEqual(keys(social['en'].media));
    expect(keys(social['ru'].media)).toEqual(keys(social['en'].media));
  });
});
