import { type ConsentPurpose, hasConsent, onConsentChange, readConsent } from '@meydan/shared/util/cookies';
import type { AppStore, RootState } from './make-store';
import { consentChanged } from './ui.slice';
import { useAppSelector } from './hooks';

export const selectConsent = (state: RootState) => state.ui.consent;

/** The reader's cookie choice (null before one), the same on the server and in the browser. */
export const useConsent = () => useAppSelector(selectConsent);

/** Whether the reader allowed a purpose; false before any choice. */
export const useConsentFor = (purpose: ConsentPurpose) => useAppSelector((state) => hasConsent(purpose, state.ui.consent));

/**
 * Browser: takes the choice from the cookie (the boot loader may have recorded one after the
 * server rendered the page, and removed the banner then) and follows every later change.
 * Returns the unsubscribe.
 */
export function followConsent(store: AppStore): () => void {
  store.dispatch(consentChanged(readConsent()));
  return onConsentChange((state) => store.dispatch(consentChanged(state)));
}
