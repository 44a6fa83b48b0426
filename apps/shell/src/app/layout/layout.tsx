import { type ReactNode, useRef } from 'react';
import { useLocation } from '@meydan/shared/util/router';
import { type Edition, isChromelessPath } from '@meydan/shared/util/routing';
import { Header } from './header';
import { Footer } from './footer';
import { PageUpButton } from './page-up-button';
import { ProgressBar } from './progress-bar';
import { AuthDialogsProvider } from '../auth/auth-dialogs';
import { GoogleSignInPrompt } from '../auth/google-sign-in-prompt';
import { VerifyEmailPrompt } from '../auth/verify-email-prompt';
import { useAnonymousSignIn } from '../auth/anonymous-sign-in';
import { PushAlert } from './push-alert';
import { ConsentBanner } from './consent-banner';
import { FooterAd, InterstitialTexts, isAdPage, MastheadAds } from './page-ads';
import { useConsent } from '@meydan/shared/data-access/store';
import { SurveyInvitation } from '../survey/survey-invitation';
import { usePromptsClearOfForms } from './prompts-clear-of-forms';
import { BrowserOnly } from './browser-only';
import { useDeviceMode } from './device-mode';

export function Layout({ edition, children }: { edition: Edition; children: ReactNode }) {
  // SPEC §1: silent anonymous sign-in on the English entertainment sections (an effect: browser only).
  useAnonymousSignIn(edition);
  const prompts = useRef<HTMLDivElement>(null);
  const consentDue = useConsent() === null;
  usePromptsClearOfForms(prompts);
  // The native apps' web views and the embeds: the page alone (the app or the host page is the chrome).
  const { pathname } = useLocation();
  useDeviceMode(edition, pathname);
  const ads = isAdPage(edition, pathname);
  if (isChromelessPath(pathname)) {
    return (
      <AuthDialogsProvider edition={edition}>
        <div className="site site--bare">
          <main id="main" className="site-main site-main--bare" tabIndex={-1}>
            {children}
          </main>
        </div>
      </AuthDialogsProvider>
    );
  }
  return (
    <AuthDialogsProvider edition={edition}>
      <div className="site">
        <ProgressBar />
        <Header edition={edition} />
        <main id="main" className="site-main container" tabIndex={-1}>
          {ads ? <MastheadAds /> : null}
          {children}
        </main>
        {ads ? <FooterAd /> : null}
        <Footer edition={edition} />
        {ads ? <InterstitialTexts /> : null}
        <PageUpButton />
        {/* Bottom prompts stack here instead of covering each other; they step aside while they
            would cover a form's controls. The cookie banner comes first: the others wait for an answer. */}
        <div className="site-prompts" ref={prompts}>
          <ConsentBanner edition={edition} />
          <GoogleSignInPrompt edition={edition} held={consentDue} />
          {/* Members only (the Google card is for visitors): never two cards at once. */}
          <PushAlert edition={edition} held={consentDue} />
          {/* Last: it waits for the cookie banner's answer and for every other card to be gone. */}
          <SurveyInvitation edition={edition} held={consentDue} />
        </div>
        <BrowserOnly>
          <VerifyEmailPrompt />
        </BrowserOnly>
      </div>
    </AuthDialogsProvider>
  );
}
