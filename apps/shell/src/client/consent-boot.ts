/**
 * The cookie banner before the app (issue 19). Most first visits never load the app, and answering
 * the banner must not load it either (~300 KB for a click), so the boot loader answers consent
 * forms itself: it records the choice through the API (the cookie comes back with the answer),
 * removes the banner and tells the page. After hydration React's own handler answers first and
 * this one stands aside (the event arrives here already handled). Without scripts the form posts.
 */
import { retryPendingConsent, submitConsent } from '@meydan/shared/util/cookies';

const FORM = 'form[data-consent-form]';
const BANNER = '[data-consent-banner]';
/** After the banner goes, the pointer rests on whatever was under it: that is not intent either. */
const SETTLE_MS = 1500;
let answeredAt = -Infinity;

/** Whether an event happened inside a consent form: such touches are not intent to use the app. */
export function inConsentForm(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(FORM) !== null;
}

/** Whether a banner was just answered (a pointer now over the page beneath it is not intent). */
export function justAnswered(now: number = Date.now()): boolean {
  return now - answeredAt < SETTLE_MS;
}

async function answer(form: HTMLFormElement, submitter: HTMLButtonElement | null): Promise<void> {
  const method = submitter?.value === 'accept-all' || submitter?.value === 'reject-all' ? submitter.value : 'custom';
  const picked = Array.from(form.querySelectorAll<HTMLInputElement>('input[name="purpose"]:checked'), (input) => input.value);
  form.setAttribute('aria-busy', 'true');
  const state = await submitConsent(method, picked);
  form.removeAttribute('aria-busy');
  answeredAt = Date.now();
  document.querySelectorAll(BANNER).forEach((banner) => banner.remove());
  const status = form.querySelector<HTMLElement>('[data-consent-status]');
  if (status) status.textContent = (state.recordId ? status.dataset['consentStatus'] : status.dataset['consentFailed']) ?? '';
}

export function handleConsentForms(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement && event.target.matches(FORM) ? event.target : null;
    if (!form || event.defaultPrevented) return;
    event.preventDefault();
    void answer(form, event.submitter instanceof HTMLButtonElement ? event.submitter : null);
  });
  void retryPendingConsent();
}
