import { announceConsent, CONSENT_COOKIE, CONSENT_MAX_AGE, CONSENT_VERSION, type ConsentMethod, type ConsentPurpose, type ConsentState, purposesOf, readConsent, serializeConsent } from './consent';
import { setCookie } from './cookies';

/** The API address that records a choice (the banner's form posts there without scripts too). */
export const CONSENT_URL = '/api/v3.5/consents';
/** A choice the browser could not record yet: sent again on a later page. */
export const PENDING_CONSENT_KEY = 'meydan:consent-pending';

interface PendingChoice {
  method: ConsentMethod;
  purposes: ConsentPurpose[];
}

async function post(choice: PendingChoice): Promise<boolean> {
  const response = await fetch(CONSENT_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(choice),
  });
  return response.ok;
}

function savePending(choice: PendingChoice | null): void {
  try {
    if (choice) localStorage.setItem(PENDING_CONSENT_KEY, JSON.stringify(choice));
    else localStorage.removeItem(PENDING_CONSENT_KEY);
  } catch {
    // Storage refused (private mode): the choice still holds through its cookie.
  }
}

/**
 * Records the reader's choice and applies it at once. The API sets the cookie with the record's
 * id; when it cannot be reached, the choice is applied anyway (a cookie without a record id) and
 * kept to be recorded on a later page, so a reader's answer is never lost or asked again.
 */
export async function submitConsent(method: ConsentMethod, picked: readonly string[] = []): Promise<ConsentState> {
  const choice: PendingChoice = { method, purposes: purposesOf(method, picked) };
  let recorded = false;
  try {
    recorded = await post(choice);
  } catch {
    recorded = false;
  }
  let state = recorded ? readConsent() : null;
  if (!state) {
    state = { version: CONSENT_VERSION, purposes: choice.purposes, recordId: '' };
    setCookie(CONSENT_COOKIE, serializeConsent(state), { path: '/', sameSite: 'lax', maxAge: CONSENT_MAX_AGE, secure: location.protocol === 'https:' });
    savePending(choice);
  } else {
    savePending(null);
  }
  announceConsent(state);
  return state;
}

/**
 * Records a choice an earlier page could not; the cookie keeps applying it meanwhile. Only a
 * consent cookie without a record id can have one waiting, so every other reader skips
 * localStorage: its first access opens the origin's storage synchronously (~13 ms of the boot
 * loader's run on a fast machine, four times that on a phone).
 */
export async function retryPendingConsent(): Promise<void> {
  const state = readConsent();
  if (!state || state.recordId) return;
  let choice: PendingChoice | null = null;
  try {
    choice = JSON.parse(localStorage.getItem(PENDING_CONSENT_KEY) ?? 'null') as PendingChoice | null;
  } catch {
    return;
  }
  if (!choice || !Array.isArray(choice.purposes)) return;
  try {
    if (await post(choice)) savePending(null);
  } catch {
    // Still unreachable: tried again on the next page.
  }
}
