import { FacebookCallbackPage, GoogleCallbackPage, oauthCallbackLoader, TwitterCallbackPage } from '@meydan/social/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** Where Google, Facebook and Twitter send the visitor back after sign-in (noindex; the credential is spent once, in the browser). */
export const google: RoutePage = { Component: GoogleCallbackPage, load: oauthCallbackLoader('google') };
export const facebook: RoutePage = { Component: FacebookCallbackPage, load: oauthCallbackLoader('facebook') };
export const twitter: RoutePage = { Component: TwitterCallbackPage, load: oauthCallbackLoader('twitter') };
