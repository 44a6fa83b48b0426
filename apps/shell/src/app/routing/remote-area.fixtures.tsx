import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';
import { RemoteArea } from './remote-area';

/** Test fixtures: a remote page that throws, and a page with a header and footer around a RemoteArea. */
export function Throwing(): ReactNode {
  throw new Error('remote render bug');
}

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  initAsync: false,
  resources: { en: { common: { remote: { title: 'Section unavailable', unavailable: 'Try later', retry: 'Retry' } } } },
  defaultNS: 'common',
});

export function Page({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <header>Site header</header>
      <RemoteArea remote="games" resetKey="/oyun" failed={false}>
        {children}
      </RemoteArea>
      <footer>Site footer</footer>
    </I18nextProvider>
  );
}

