import { CONSENT_CHANGE_EVENT, getCookie, PENDING_CONSENT_KEY, removeCookie } from '@meydan/shared/util/cookies';
import { bootLoader } from './boot-loader';
import { BOOT_HANDOFF_KEY, type HandoffWindow } from './boot-handoff';
import { handleConsentForms } from './consent-boot';

const BANNER = `
  <div id="root"><main><p id="text">Story</p></main>
    <div class="site-prompts"><section data-consent-banner>
      <form data-consent-form="banner" method="post" action="/api/v3.5/consents">
        <input type="hidden" name="return" value="/story">
        <details><summary>Manage</summary>
          <input id="analytics" type="checkbox" name="purpose" value="analytics">
          <input id="advertising" type="checkbox" name="purpose" value="advertising">
          <button id="save" type="submit" name="method" value="custom">Save</button>
        </details>
        <button id="reject" type="submit" name="method" value="reject-all">Reject all</button>
        <button id="accept" type="submit" name="method" value="accept-all">Accept all</button>
        <p data-consent-status="Saved" data-consent-failed="Applied here"></p>
      </form>
    </section></div>
  </div>`;

const appScripts = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const click = (id: string) => (document.getElementById(id) as HTMLButtonElement).click();

describe('the cookie banner before the app', () => {
  let fetchMock: jest.Mock;
  let announced: unknown[];
  const onChange = (event: Event) => announced.push((event as CustomEvent).detail);

  beforeAll(() => handleConsentForms());

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = BANNER;
    removeCookie('m-consent', { path: '/' });
    localStorage.clear();
    announced = [];
    window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
    fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
      const { method, purposes } = JSON.parse(String(init.body)) as { method: string; purposes: string[] };
      const letters = purposes.map((purpose) => ({ analytics: 'a', personalization: 'p', advertising: 'd' })[purpose]).join('') || '-';
      document.cookie = `m-consent=1.${letters}.rec-${method}; path=/`; // what the API's Set-Cookie does
      return { ok: true, status: 201 };
    });
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    (window as HandoffWindow)[BOOT_HANDOFF_KEY]?.hydrated();
    Reflect.deleteProperty(window, BOOT_HANDOFF_KEY);
  });

  it('records "Accept all" through the API, removes the banner and announces the choice, without loading the app', async () => {
    const script = document.createElement('script');
    script.setAttribute('data-app', '/_shell/a.js');
    bootLoader(script);
    const accept = document.getElementById('accept') as HTMLButtonElement;
    accept.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    accept.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    click('accept');
    await flush();
    await flush();
    expect(fetchMock).toHaveBeenCalledWith('/api/v3.5/consents', expect.objectContaining({ method: 'POST', body: JSON.stringify({ method: 'accept-all', purposes: ['analytics', 'personalization', 'advertising'] }) }));
    expect(document.querySelector('[data-consent-banner]')).toBeNull();
    expect(announced).toEqual([{ version: 1, purposes: ['analytics', 'personalization', 'advertising'], recordId: 'rec-accept-all' }]);
    expect(appScripts()).toEqual([]);
  });

  it('sends only the ticked purposes with "Save my choices", and nothing with "Reject all"', async () => {
    (document.getElementById('advertising') as HTMLInputElement).checked = true;
    click('save');
    await flush();
    await flush();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ method: 'custom', purposes: ['advertising'] });
    document.body.innerHTML = BANNER;
    (document.getElementById('analytics') as HTMLInputElement).checked = true;
    click('reject');
    await flush();
    await flush();
    expect(JSON.parse(String(fetchMock.mock.calls[1][1].body))).toEqual({ method: 'reject-all', purposes: [] });
    expect(getCookie('m-consent')).toBe('1.-.rec-reject-all');
  });

  it('applies the choice when the API cannot be reached and records it on a later page', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    click('reject');
    await flush();
    await flush();
    expect(getCookie('m-consent')).toBe('1.-.');
    expect(document.querySelector('[data-consent-banner]')).toBeNull();
    expect(JSON.parse(localStorage.getItem(PENDING_CONSENT_KEY) ?? 'null')).toEqual({ method: 'reject-all', purposes: [] });
    handleConsentForms(); // the next page's loader
    await flush();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(PENDING_CONSENT_KEY)).toBeNull();
  });

  it('looks for a choice waiting to be recorded only when the cookie has no record (no storage read otherwise)', async () => {
    localStorage.setItem(PENDING_CONSENT_KEY, JSON.stringify({ method: 'reject-all', purposes: [] }));
    const read = jest.spyOn(Storage.prototype, 'getItem');
    handleConsentForms(); // no choice at all
    document.cookie = 'm-consent=1.a.rec-1; path=/';
    handleConsentForms(); // a recorded choice
    await flush();
    expect(read).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    read.mockRestore();
  });

  it('stands aside once the app answers the form itself', async () => {
    document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    click('accept');
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('[data-consent-banner]')).not.toBeNull();
  });
});

describe('after the banner is answered', () => {
  it('does not take the pointer now resting on the page beneath it as intent', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `${BANNER}<a id="under" href="/next">Under the banner</a>`;
    global.fetch = jest.fn(async () => ({ ok: true, status: 201 })) as unknown as typeof fetch;
    const script = document.createElement('script');
    script.setAttribute('data-app', '/_shell/a.js');
    bootLoader(script);
    click('accept');
    await flush();
    await flush();
    document.getElementById('under')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(appScripts()).toEqual([]);
    (window as HandoffWindow)[BOOT_HANDOFF_KEY]?.hydrated();
  });
});
