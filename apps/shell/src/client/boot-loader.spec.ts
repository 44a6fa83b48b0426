import { announceConsent, parseConsent } from '@meydan/shared/util/cookies';
import { PAGE_TRACKING_KEY, takeFirstReadClaim, TRACKER_ID_KEY } from '@meydan/shared/util/tracking';
import { bootLoader } from './boot-loader';
import { BOOT_HANDOFF_KEY, type HandoffWindow } from './boot-handoff';

const handoff = () => (window as HandoffWindow)[BOOT_HANDOFF_KEY];
const appScripts = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

function loaderScript(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(`data-${name}`, value);
  return script;
}

describe('boot loader', () => {
  let beacon: jest.Mock;

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"><main><p id="text">Story</p><a id="link" href="#next">Next</a><a id="picture" href="?image=1">Picture</a><button id="react" type="button">Love</button><label><input id="answer" type="radio" name="q"> A</label><details><summary id="menu">Menu</summary></details></main></div>';
    beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
  });

  afterEach(() => {
    // Each loader instance listens on the document: stop the previous one's held clicks.
    handoff()?.hydrated();
    Reflect.deleteProperty(window, BOOT_HANDOFF_KEY);
    Reflect.deleteProperty(window, PAGE_TRACKING_KEY);
    Reflect.deleteProperty(navigator, 'sendBeacon');
    document.cookie = 'm-consent=; Max-Age=0; path=/';
    localStorage.clear();
  });

  it('loads nothing until the reader shows intent, then the app scripts in order, once', () => {
    bootLoader(loaderScript({ app: '/_shell/a.js /_shell/b.js', mode: 'intent' }));
    document.getElementById('text')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(appScripts()).toEqual([]);

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(appScripts()).toEqual(['/_shell/a.js', '/_shell/b.js']);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(appScripts()).toHaveLength(2);
  });

  it('takes a pointer resting on a link as intent', () => {
    bootLoader(loaderScript({ app: '/_shell/a.js', mode: 'intent' }));
    document.getElementById('link')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(appScripts()).toEqual(['/_shell/a.js']);
  });

  it('loads the app at once in eager mode', () => {
    bootLoader(loaderScript({ app: '/_shell/a.js', mode: 'eager' }));
    expect(appScripts()).toEqual(['/_shell/a.js']);
  });

  it('holds back a click only the app can handle and replays it after hydration', () => {
    bootLoader(loaderScript({ app: '/_shell/a.js', mode: 'intent' }));
    const button = document.getElementById('react') as HTMLButtonElement;
    const clicks: boolean[] = [];
    button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    button.click();
    expect(clicks).toEqual([]); // stopped before it reached the (not yet hydrated) button
    expect(appScripts()).toEqual(['/_shell/a.js']);

    jest.useFakeTimers();
    handoff()?.hydrated();
    jest.advanceTimersByTime(100);
    expect(clicks).toEqual([]); // the root has committed, but React has not adopted the button yet
    Object.assign(button, { __reactProps$test: {} });
    jest.advanceTimersByTime(20);
    jest.useRealTimers();
    expect(clicks).toEqual([false]);
    button.click();
    expect(clicks).toEqual([false, false]); // after hydration every click goes straight through
  });

  describe('the colour theme toggle (issue 20)', () => {
    const toggle = () => document.getElementById('theme') as HTMLButtonElement;
    let systemDark = false;
    beforeEach(() => {
      document.querySelector('main')?.insertAdjacentHTML('afterbegin', '<button id="theme" type="button" data-theme-toggle><span><svg></svg></span></button>');
      systemDark = false;
      Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }) });
    });
    afterEach(() => {
      document.cookie = 'theme=; Max-Age=0; path=/';
      delete document.documentElement.dataset['theme'];
      Reflect.deleteProperty(window, 'matchMedia');
    });

    it('switches the theme at once, before the app, and does not load the app for it', () => {
      bootLoader(loaderScript({ app: '/_shell/a.js', mode: 'intent' }));
      const seen: boolean[] = [];
      toggle().addEventListener('click', () => seen.push(true));
      // Pointing at it, pressing it, focusing it with the keyboard: no intent.
      toggle().dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      for (const type of ['pointerdown', 'focusin', 'keydown']) toggle().querySelector('svg')?.dispatchEvent(new Event(type, { bubbles: true }));
      (toggle().querySelector('svg') as SVGElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(document.documentElement.dataset['theme']).toBe('dark');
      expect(document.cookie).toContain('theme=dark');
      toggle().click();
      expect(document.documentElement.dataset['theme']).toBe('light');
      toggle().click();
      expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
      expect(document.cookie).not.toContain('theme=');
      expect(appScripts()).toEqual([]);
      // Handled here, never replayed to the app.
      expect(seen).toEqual([]);
      handoff()?.hydrated();
      toggle().click();
      expect(seen).toEqual([true]);
      // After hydration the press goes to the app's own handler (none in this page).
      expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    });

    it('starts from the other theme when the system is dark', () => {
      systemDark = true;
      bootLoader(loaderScript({ app: '/_shell/a.js', mode: 'intent' }));
      toggle().click();
      expect(document.documentElement.dataset['theme']).toBe('light');
    });

    it('holds a member’s press for the app on an eager page (the app saves it to the account)', () => {
      bootLoader(loaderScript({ app: '/_shell/a.js', mode: 'eager' }));
      toggle().click();
      expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    });
  });

  it('waits until a control the page enables after loading its data can take the click', () => {
    bootLoader(loaderScript({ app: '/_shell/a.js', mode: 'intent' }));
    const button = document.getElementById('react') as HTMLButtonElement;
    const clicks: string[] = [];
    button.addEventListener('click', () => clicks.push('click'));
    button.click();
    Object.assign(button, { __reactProps$test: {} });
    button.disabled = true;
    jest.useFakeTimers();
    handoff()?.hydrated();
    jest.advanceTimersByTime(200);
    expect(clicks).toEqual([]);
    button.disabled = false;
    jest.advanceTimersByTime(20);
    jest.useRealTimers();
    expect(clicks).toEqual(['click']);
  });

  it('clicks the element React mounted afresh at the same place when the held one was replaced', () => {
    bootLoader(loaderScript({ app: '/_shell/a.js', mode: 'intent' }));
    const held = document.getElementById('react') as HTMLButtonElement;
    held.click();
    const fresh = held.cloneNode(true) as HTMLButtonElement;
    held.replaceWith(fresh);
    const clicks: string[] = [];
    fresh.addEventListener('click', () => clicks.push('fresh'));
    Object.assign(fresh, { __reactProps$test: {} });
    handoff()?.hydrated();
    expect(clicks).toEqual(['fresh']);
  });

  it('does not let a quiz answer change before the app knows, and replays it', () => {
    bootLoader(loaderScript({ app: '/_shell/a.js', mode: 'intent' }));
    const answer = document.getElementById('answer') as HTMLInputElement;
    answer.click();
    expect(answer.checked).toBe(false);
    Object.assign(answer, { __reactProps$test: {} });
    handoff()?.hydrated();
    expect(answer.checked).toBe(true);
  });

  it('leaves links and the <details> menu to the browser', () => {
    bootLoader(loaderScript({ app: '/_shell/a.js', mode: 'intent' }));
    const link = document.getElementById('link') as HTMLAnchorElement;
    let prevented: boolean | undefined;
    link.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate
    });
    link.click();
    expect(prevented).toBe(false);
    (document.getElementById('menu') as HTMLElement).click();
    expect(document.querySelector('details')?.open).toBe(true);
  });

  it('holds a click on a link the app handles better (a gallery picture) and replays it, but not a new-tab click', () => {
    bootLoader(loaderScript({ app: '/_shell/a.js', mode: 'intent' }));
    const picture = document.getElementById('picture') as HTMLAnchorElement;
    const clicks: string[] = [];
    picture.addEventListener('click', (event) => {
      clicks.push(event.ctrlKey ? 'new tab' : 'viewer');
      event.preventDefault(); // jsdom cannot navigate
    });
    picture.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(clicks).toEqual(['new tab']); // the browser's own
    picture.click();
    expect(clicks).toEqual(['new tab']); // held for the app
    expect(appScripts()).toEqual(['/_shell/a.js']);

    jest.useFakeTimers();
    handoff()?.hydrated();
    Object.assign(picture, { __reactProps$test: {} });
    jest.advanceTimersByTime(20);
    jest.useRealTimers();
    expect(clicks).toEqual(['new tab', 'viewer']);
  });

  it("reports the article's read itself and claims it from the app", async () => {
    bootLoader(loaderScript({ app: '/_shell/a.js', mode: 'intent', read: '10050' }));
    // Claimed at once, sent in the next task (its own: the first beacon is costly).
    expect(beacon).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(beacon).toHaveBeenCalledTimes(1);
    const blob = beacon.mock.calls[0][1] as Blob;
    // jsdom's Blob has no text().
    const body = JSON.parse(await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    }));
    expect(body.event).toMatchObject({ type: 'item_read', itemId: '10050', itemType: 'article' });
    expect(Object.keys(body)).toEqual(['event']); // no analytics consent: no session or tracker id
    expect(takeFirstReadClaim(10051)).toBe(false);
    expect(takeFirstReadClaim(10050)).toBe(true);
    expect(takeFirstReadClaim(10050)).toBe(false);
    expect(appScripts()).toEqual([]);
  });

  describe('the reading tracker', () => {
    const TRACKER = '/_shell/tracker.abc.js';
    const choose = (letters: string) => {
      document.cookie = `m-consent=1.${letters}.rec-1; path=/`;
      announceConsent(parseConsent(`1.${letters}.rec-1`) as NonNullable<ReturnType<typeof parseConsent>>);
    };
    /** The loader as the server writes it: in the page, naming the tracker's script. */
    const start = (attributes: Record<string, string>) => {
      const script = loaderScript({ app: '/_shell/a.js', mode: 'intent', tracker: TRACKER, ...attributes });
      document.body.appendChild(script);
      bootLoader(script);
    };
    const trackerAdded = () => appScripts().includes(TRACKER);

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('adds the tracker at idle with analytics consent, which then reports the read (with ids)', () => {
      choose('a');
      start({ read: '10050' });
      expect(beacon).not.toHaveBeenCalled();
      expect(trackerAdded()).toBe(false);
      jest.advanceTimersByTime(10);
      expect(trackerAdded()).toBe(true);
      expect(appScripts()).toEqual([TRACKER]); // the app still waits for intent
    });

    it('adds nothing without analytics consent, and deletes ids left from an earlier one', () => {
      localStorage.setItem(TRACKER_ID_KEY, JSON.stringify({ version: 'v0', data: 'a_0123456789abcdef', expiry: Date.now() + 60_000 }));
      choose('pd');
      start({ read: '10050' });
      jest.advanceTimersByTime(10);
      expect(trackerAdded()).toBe(false);
      expect(localStorage.getItem(TRACKER_ID_KEY)).toBeNull();
    });

    it('adds the tracker when analytics consent is given later on the page', () => {
      start({});
      jest.advanceTimersByTime(10);
      expect(trackerAdded()).toBe(false);
      choose('apd');
      jest.advanceTimersByTime(10);
      expect(trackerAdded()).toBe(true);
    });
  });
});
