import type { ReactNode } from 'react';
import type { Edition } from '@meydan/shared/util/routing';
import { Header } from './header';
import { Footer } from './footer';
import { PageUpButton } from './page-up-button';
import { ProgressBar } from './progress-bar';
import { AuthDialogsProvider } from '../auth/auth-dialogs';

export function Layout({ edition, children }: { edition: Edition; children: ReactNode }) {
  return (
    <AuthDialogsProvider edition={edition}>
      <div className="site">
        <ProgressBar />
        <Header edition={edition} />
        <main id="main" className="site-main container" tabIndex={-1}>
          {children}
        </main>
        <Footer edition={edition} />
        <PageUpButton />
      </div>
    </AuthDialogsProvider>
  );
}
