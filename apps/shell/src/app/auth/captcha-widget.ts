import type { CaptchaProvider } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

/**
 * The providers' widget scripts, in explicit mode: nothing renders until `render` is called,
 * so the widget appears only in the registration form. The page CSP (server/csp.ts) allows
 * exactly the configured provider's origins.
 */
export const CAPTCHA_SCRIPT_URLS: Readonly<Record<CaptchaProvider, string>> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
};

/** A script that neither loads nor fails (a stalled connection) counts as failed after this long. */
export const CAPTCHA_SCRIPT_TIMEOUT_MS = 15_000;

type WidgetId = string | number;

/** What both providers' globals (`window.turnstile`, `window.hcaptcha`) offer in explicit mode. */
export interface CaptchaApi {
  render(container: HTMLElement, params: Record<string, unknown>): WidgetId | null | undefined;
  reset(widgetId?: WidgetId): void;
  remove(widgetId?: WidgetId): void;
}

declare global {
  interface Window {
    turnstile?: CaptchaApi;
    hcaptcha?: CaptchaApi;
  }
}

const loading = new Map<CaptchaProvider, Promise<CaptchaApi>>();

/**
 * The provider's API, loading its script once per page. A failed load (offline, blocked by a
 * content blocker or the CSP, stalled) rejects and is forgotten, so a later attempt tries again.
 */
export function loadCaptchaApi(provider: CaptchaProvider): Promise<CaptchaApi> {
  const present = window[provider];
  if (present) return Promise.resolve(present);
  const pending = loading.get(provider);
  if (pending) return pending;
  const script = document.createElement('script');
  const promise = new Promise<CaptchaApi>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`The ${provider} script did not load within ${CAPTCHA_SCRIPT_TIMEOUT_MS} ms`)), CAPTCHA_SCRIPT_TIMEOUT_MS);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      const api = window[provider];
      if (api) resolve(api);
      else reject(new Error(`The ${provider} script loaded but defined no window.${provider}`));
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      reject(new Error(`The ${provider} script could not be loaded`));
    });
    script.src = CAPTCHA_SCRIPT_URLS[provider];
    script.async = true;
    document.head.appendChild(script);
  }).then(
    (api) => {
      // From now on the global itself answers; the map only joins loads in flight.
      loading.delete(provider);
      return api;
    },
    (error: unknown) => {
      loading.delete(provider);
      script.remove();
      throw error;
    },
  );
  loading.set(provider, promise);
  return promise;
}

export interface CaptchaWidgetOptions {
  siteKey: string;
  edition: Edition;
  /** A fresh answer to send as `captchaToken`. */
  onToken(token: string): void;
  /** The last answer is no longer usable (expired, or the widget failed). */
  onTokenLost(): void;
}

export interface CaptchaWidget {
  /** A new challenge: after a refused registration the last answer is spent at the provider. */
  reset(): void;
  remove(): void;
}

/**
 * Renders the widget into `container`, in the edition's language; the light theme matches the
 * site, which has no dark scheme. Turnstile's hidden response field is left out: the token
 * travels in the JSON body, not in a form post.
 */
export function renderCaptcha(api: CaptchaApi, provider: CaptchaProvider, container: HTMLElement, options: CaptchaWidgetOptions): CaptchaWidget {
  const common = {
    sitekey: options.siteKey,
    theme: 'light',
    callback: (token: string) => options.onToken(token),
    'expired-callback': () => options.onTokenLost(),
    'error-callback': () => options.onTokenLost(),
  };
  const params = provider === 'turnstile' ? { ...common, language: options.edition, 'response-field': false } : { ...common, hl: options.edition };
  const id = api.render(container, params) ?? undefined;
  return {
    reset: () => api.reset(id),
    remove: () => api.remove(id),
  };
}
