import { DEFAULT_EDITION, type Edition, EDITIONS } from '@meydan/shared/util/routing';
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_NS, COMMON_RESOURCES, type TranslationTree } from './resources';

export type { I18n };

export type ResourcesByLanguage = Partial<Record<Edition, TranslationTree>>;

export interface CreateI18nOptions {
  edition: Edition;
  /** Extra namespaces: `{ ns: { tr: {...}, en: {...} } }`, merged like {@link addBundle}. */
  resources?: Record<string, ResourcesByLanguage>;
}

export const FALLBACK_LANGUAGE: Edition = DEFAULT_EDITION;

const BASE_OPTIONS: InitOptions = {
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...EDITIONS],
  nonExplicitSupportedLngs: false,
  load: 'languageOnly',
  ns: [COMMON_NS],
  defaultNS: COMMON_NS,
  fallbackNS: COMMON_NS,
  // React escapes rendered text; escaping here too would show "&amp;" on the page.
  interpolation: { escapeValue: false },
  returnNull: false,
  // Resources are bundled, so init completes synchronously and SSR can render right away.
  initAsync: false,
  // Translations are in memory; suspending would only add a needless boundary to SSR streams.
  react: { useSuspense: false },
};

/**
 * The one i18next instance of the shell (ARCHITECTURE §4). The edition picks the language;
 * there is no detector, because the host, not the browser, decides which edition is served.
 */
export async function createI18n({ edition, resources = {} }: CreateI18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  const bundled: Record<string, Record<string, TranslationTree>> = {};
  for (const lng of EDITIONS) bundled[lng] = { [COMMON_NS]: COMMON_RESOURCES[lng] };
  await instance.init({ ...BASE_OPTIONS, lng: edition, resources: bundled });
  for (const [ns, byLanguage] of Object.entries(resources)) addBundle(instance, ns, byLanguage);
  return instance;
}

/**
 * A per-request instance for SSR: its own language, sharing the base's resource store so
 * bundles added by remotes are visible to every request.
 */
export function cloneForRequest(base: I18n, edition: Edition): I18n {
  return base.cloneInstance({ lng: edition, initAsync: false });
}

/** How remotes add their translations (never `init`): deep-merged, newer values win. */
export function addBundle(instance: I18n, ns: string, resourcesByLang: ResourcesByLanguage): void {
  for (const lng of EDITIONS) {
    const bundle = resourcesByLang[lng];
    if (bundle) instance.addResourceBundle(lng, ns, bundle, true, true);
  }
}
