import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import type { WebConfig } from '@meydan/shared/contracts';
import { type FacebookProvider, type OpenIdProvider, startFacebookProvider, startOpenIdProvider, startTwitterProvider, type TwitterProvider } from '@meydan/shared/testing/identity-providers';
import { apiOptionsFromEnv, buildApp } from './app';

jest.setTimeout(90_000);

const MEDIA_DIR = path.join(os.tmpdir(), 'meydan-test-media');
const API = '/api/v3.5';
const ORIGINS = { tr: 'http://localhost:3000', en: 'http://en.localhost:3000', ru: 'http://ru.localhost:3000' };

describe('sign-in providers in the API', () => {
  let testDb: TestDatabase;
  let google: OpenIdProvider;
  let facebook: FacebookProvider;
  let twitter: TwitterProvider;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    google = await startOpenIdProvider({ clientId: 'web-client', allowedRedirects: [`${ORIGINS.tr}/`] });
    facebook = await startFacebookProvider({ appId: '77', appSecret: 'fb-secret', allowedRedirects: [`${ORIGINS.tr}/`] });
    twitter = await startTwitterProvider({ consumerKey: 'tw-key', consumerSecret: 'tw-secret' });
    // Configured exactly as an operator would, through the environment.
    const fromEnv = apiOptionsFromEnv({
      GOOGLE_CLIENT_ID: 'web-client',
      GOOGLE_ISSUER: google.issuer,
      FACEBOOK_APP_ID: '77',
      FACEBOOK_APP_SECRET: 'fb-secret',
      FACEBOOK_GRAPH_URL: facebook.graphUrl,
      FACEBOOK_DIALOG_URL: facebook.dialogUrl,
      TWITTER_CONSUMER_KEY: 'tw-key',
      TWITTER_CONSUMER_SECRET: 'tw-secret',
      TWITTER_API_URL: twitter.url,
    });
    app = await buildApp({ db: testDb.db, mediaDir: MEDIA_DIR, cache: false, mailWorker: false, origins: ORIGINS, identityProviders: fromEnv.identityProviders });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([google?.stop(), facebook?.stop(), twitter?.stop()]);
    await testDb?.cleanup();
  });

  it('shows the configured providers in the web config, with the authorization endpoint from discovery', async () => {
    const config: WebConfig = (await app.inject({ url: `${API}/metadata/config/web`, headers: { 'x-edition': 'en' } })).json();
    expect(config.signIn).toEqual({
      google: { clientId: 'web-client', authorizationEndpoint: google.authorizationEndpoint },
      facebook: { appId: '77', dialogUrl: facebook.dialogUrl },
      twitter: true,
    });
  });

  it('signs in through the providers the environment configured', async () => {
    const byGoogle = await app.inject({ method: 'POST', url: `${API}/auth/google/login`, payload: { token: await google.mintIdToken({ email: 'ortak@example.com' }) } });
    expect(byGoogle.statusCode).toBe(200);
    const byFacebook = await app.inject({ method: 'POST', url: `${API}/auth/facebook/login`, payload: { accessToken: facebook.issueToken({ email: 'ortak@example.com' }) } });
    expect(byFacebook.statusCode).toBe(200);
    const requested = await app.inject({ url: `${API}/auth/twitter/request-token`, headers: { host: 'ru.localhost:3000' } });
    expect(requested.statusCode).toBe(200);
    const page = await fetch(requested.json().authorizeUrl);
    expect(page.status).toBe(200);
  });

  it('keeps every provider off without its variables, and refuses half a credential pair', () => {
    expect(apiOptionsFromEnv({}).identityProviders).toEqual({});
    expect(apiOptionsFromEnv({ GOOGLE_CLIENT_ID: 'id' }).identityProviders).toEqual({ google: { clientId: 'id', issuer: 'https://accounts.google.com' } });
    expect(apiOptionsFromEnv({ FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's' }).identityProviders?.facebook).toEqual({
      appId: '1',
      appSecret: 's',
      graphUrl: 'https://graph.facebook.com/v19.0',
      dialogUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    });
    expect(apiOptionsFromEnv({ TWITTER_CONSUMER_KEY: 'k', TWITTER_CONSUMER_SECRET: 's' }).identityProviders?.twitter).toEqual({
      consumerKey: 'k',
      consumerSecret: 's',
      apiUrl: 'https://api.twitter.com',
    });
    expect(() => apiOptionsFromEnv({ FACEBOOK_APP_ID: '1' })).toThrow(/FACEBOOK_APP_ID and FACEBOOK_APP_SECRET/);
    expect(() => apiOptionsFromEnv({ TWITTER_CONSUMER_SECRET: 's' })).toThrow(/TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET/);
    expect(() => apiOptionsFromEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_ISSUER: 'accounts.google.com' })).toThrow(/GOOGLE_ISSUER/);
  });
});
