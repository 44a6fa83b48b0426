import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { CurrentUser, Profile } from '@meydan/shared/contracts';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore, signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { clearDocumentCookies, fakeApi, memberFixture, type FakeApiCall, type FakeApiReply } from '@meydan/shared/testing';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { StaticRouter } from '@meydan/shared/util/router';
import { ProfileSettingsPage } from './profile-settings-page';

// The avatar and cover editor is its own part of the page, with its own spec.
jest.mock('./media-editor', () => ({ ProfileMediaEditor: ({ user }: { user: CurrentUser }) => <p>media editor of {user.username}</p> }));

const I18N_DIR = join(__dirname, '../../../../../apps/social/src/i18n');
const social = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en', resources: { social } });
});
afterEach(() => clearDocumentCookies());

const COUNTRIES = { items: [{ code: 'DE', name: 'Germany' }, { code: 'TR', name: 'Türkiye' }] };
const me: CurrentUser = { ...memberFixture, city: 'İzmir', country: 'TR', birthdate: '1990-04-23', website: 'https://ayse.dev' };

function profileOf(user: CurrentUser, overrides: Partial<Profile> = {}): Profile {
  return {
    _id: user._id,
    username: user.username,
    name: user.name,
    isActive: true,
    avatar: null,
    cover: null,
    coverOffset: 0,
    motto: user.motto,
    about: user.about,
    website: user.website,
    country: user.country,
    city: user.city,
    occupation: user.occupation,
    gender: user.gender,
    premium: false,
    premiumStatus: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    counts: { followers: 0, followings: 0, contents: 0, comments: 0, favorites: 0 },
    ...overrides,
  };
}

type Route = (call: FakeApiCall) => FakeApiReply | Promise<FakeApiReply>;
const base: Route = (call) => {
  if (call.url === '/metadata/countries') return { status: 200, data: COUNTRIES };
  if (call.url === '/auth/check/username') return { status: 200, data: { available: (call.params as { username: string }).username !== 'taken-name' } };
  return { status: 404, data: { message: 'Not found', statusCode: 404 } };
};

function setup(route: Route, element: ReactElement, member: CurrentUser | 'anonymous' = me) {
  const http = createHttpClient({ baseURL: '/api' });
  const api = fakeApi(route, { maxCalls: 40 });
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  if (member === 'anonymous') store.dispatch(signedOut());
  else store.dispatch(userLoaded({ user: member }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location="/profile/ayse/settings">{element}</StaticRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { store, calls: api.calls, user: userEvent.setup() };
}

const props = (username = 'ayse') => ({ routeId: 'social.profile.settings', params: { username }, edition: 'en' as const, origin: 'https://meydan.test' });
const writes = (calls: FakeApiCall[]) => calls.filter((call) => call.method !== 'GET');

describe('profile settings page', () => {
  it('asks a visitor to sign in', () => {
    const { calls } = setup(base, <ProfileSettingsPage {...props()} />, 'anonymous');
    expect(screen.getByText('Sign in to manage your account.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('tells another member these are not their settings and links both profiles', () => {
    setup(base, <ProfileSettingsPage {...props('ali')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Only the owner of this profile can change its settings.');
    expect(screen.getByRole('link', { name: 'Back to the profile' })).toHaveAttribute('href', '/profile/ali');
    expect(screen.getByRole('link', { name: 'My profile settings' })).toHaveAttribute('href', '/profile/ayse/settings');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows the owner every field filled in, the media editor on top, and the section current in the settings navigation', async () => {
    setup(base, <ProfileSettingsPage {...props()} />);
    expect(screen.getByText('media editor of ayse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile', current: 'page' })).toHaveAttribute('href', '/profile/ayse/settings');
    expect(screen.getByLabelText('Name')).toHaveValue('Ayşe Yılmaz');
    expect(screen.getByLabelText('Username')).toHaveValue('ayse');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ayse@example.com');
    expect(screen.getByLabelText('City')).toHaveValue('İzmir');
    expect(screen.getByLabelText('Website')).toHaveValue('https://ayse.dev');
    expect(screen.getByRole('button', { name: /^Birth date/ })).toHaveAccessibleName('Birth date April 23 1990');
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveDisplayValue('Türkiye'));
    expect(within(screen.getByLabelText('Gender')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Prefer not to say', 'Female', 'Male']);
  });

  it('explains a disabled form to a member whose address is unconfirmed, and sends the link again', async () => {
    const unverified = { ...me, emailVerified: false };
    const { calls, user } = setup((call) => (call.url === '/auth/verify-email/new' ? { status: 202, data: { message: 'We sent you a new link.' } } : base(call)), <ProfileSettingsPage {...props()} />, unverified);
    expect(screen.getByText(/Please confirm your e-mail address before editing your profile/)).toHaveTextContent('ayse@example.com');
    expect(screen.getByLabelText('City')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link again' }));
    expect(await screen.findByText('We sent you a new link.')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/auth/verify-email/new');
  });

  it('checks the fields with the contract before sending, keeping what was typed', async () => {
    const { calls, user } = setup(base, <ProfileSettingsPage {...props()} />);
    const website = screen.getByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'javascript:alert(1)');
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'x'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a valid website address (e.g. example.com).')).toBeInTheDocument();
    expect(screen.getByText('Name can be at most 60 characters long.')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent('Please correct the marked fields.');
    expect(website).toHaveValue('javascript:alert(1)');
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);
  });

  it('tells live whether a new username is free, and refuses to send a taken one', async () => {
    const { calls, user } = setup(base, <ProfileSettingsPage {...props()} />);
    const username = screen.getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'Fresh-Name');
    expect(username).toHaveValue('fresh-name');
    expect(await screen.findByText('This username is available.')).toBeInTheDocument();
    await user.clear(username);
    await user.type(username, 'taken-name');
    expect(await screen.findByText('This username was taken earlier.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(writes(calls)).toEqual([]);
    const checks = calls.filter((call) => call.url === '/auth/check/username').map((call) => (call.params as { username: string }).username);
    // Debounced: one question per name that was left standing, none for the half-typed ones.
    expect(checks).toEqual(['fresh-name', 'taken-name']);
  });

  it('saves only what changed and confirms it', async () => {
    const { calls, user, store } = setup(
      (call) => {
        if (call.method === 'PUT' && call.url === '/users/me') return { status: 200, data: profileOf(me, { city: 'Ankara', occupation: 'Editör' }) };
        if (call.url === '/users/me/profile') return { status: 200, data: { ...me, city: 'Ankara', occupation: 'Editör' } };
        return base(call);
      },
      <ProfileSettingsPage {...props()} />,
    );
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Ankara');
    await user.type(screen.getByLabelText('Occupation'), 'Editör');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(writes(calls).map((call) => [call.method, call.url, call.data])).toEqual([['PUT', '/users/me', { city: 'Ankara', occupation: 'Editör' }]]);
    // The session's member follows the edit (the header reads it).
    await waitFor(() => expect(store.getState().auth.user?.city).toBe('Ankara'));
  });

  it('picks the birth date with the calendar and sends it as a day', async () => {
    const { calls, user } = setup(
      (call) => (call.method === 'PUT' ? { status: 200, data: profileOf(me) } : call.url === '/users/me/profile' ? { status: 200, data: me } : base(call)),
      <ProfileSettingsPage {...props()} />,
    );
    await user.click(screen.getByRole('button', { name: /^Birth date/ }));
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('button', { name: /^Birth date/ })).toHaveAccessibleName('Birth date April 24 1990');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your profile was saved.');
    expect(writes(calls)[0]?.data).toEqual({ birthdate: '1990-04-24' });
  });

  it('shows a refusal at its field and keeps every typed value', async () => {
    const { user } = setup(
      (call) => (call.method === 'PUT' ? { status: 409, data: { message: 'An account with this e-mail address may already exist. Try logging in or resetting your password.', statusCode: 409 } } : base(call)),
      <ProfileSettingsPage {...props()} />,
    );
    const email = screen.getByLabelText('E-mail address');
    await user.clear(email);
    await user.type(email, 'other@example.org');
    await user.type(screen.getByLabelText('Motto'), 'Hep ileri');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByText('An account with this e-mail address may already exist. Try logging in or resetting your password.');
    expect(error).toHaveClass('form-field__error');
    expect(email).toHaveValue('other@example.org');
    expect(screen.getByLabelText('Motto')).toHaveValue('Hep ileri');
    expect(screen.queryByText('Your profile was saved.')).not.toBeInTheDocument();
  });

  it('says a changed address needs confirming', async () => {
    const { user, store } = setup(
      (call) => (call.method === 'PUT' ? { status: 200, data: profileOf(me) } : call.url === '/users/me/profile' ? { status: 200, data: { ...me, email: 'new@example.org', emailVerified: false } } : base(call)),
      <ProfileSettingsPage {...props()} />,
    );
    const email = screen.getByLabelText('E-mail address');
    await user.clear(email);
    await user.type(email, 'new@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile was saved. We sent a confirmation link to your new e-mail address.')).toBeInTheDocument();
    expect(store.getState().auth.user?.emailVerified).toBe(false);
    // Unconfirmed now: the form locks until the link is opened.
    expect(screen.getByLabelText('City')).toBeDisabled();
  });
});
