import { useContext, useSyncExternalStore } from 'react';
import type { FlatNamespace, i18n as I18n, TFunction } from 'i18next';
import { type FallbackNs, getI18n, I18nContext, type UseTranslationResponse } from 'react-i18next';

type Translate = (...args: unknown[]) => unknown;

/**
 * Texts already looked up, per resource store (shared by the server's per-request clones of an
 * edition's instance), language and namespace: a key asked for without options always gives the
 * same text until the store changes (a remote adds or refreshes its bundle), which clears them.
 */
const textsByStore = new WeakMap<object, Map<string, Map<string, unknown>>>();

function textsFor(i18n: I18n, scope: string): Map<string, unknown> {
  let byScope = textsByStore.get(i18n.store);
  if (!byScope) {
    const created = new Map<string, Map<string, unknown>>();
    byScope = created;
    textsByStore.set(i18n.store, created);
    // Each `t` holds its own map: emptied in place.
    const forget = () => created.forEach((texts) => texts.clear());
    i18n.store.on('added', forget);
    i18n.store.on('removed', forget);
  }
  let texts = byScope.get(scope);
  if (!texts) {
    texts = new Map();
    byScope.set(scope, texts);
  }
  return texts;
}

/** A fixed `t` for one language and namespace that remembers option-less lookups. */
function rememberingT(i18n: I18n, language: string, ns: FlatNamespace | readonly FlatNamespace[] | undefined): Translate {
  const fixed = i18n.getFixedT(language, ns as FlatNamespace) as unknown as Translate;
  const texts = textsFor(i18n, `${language}|${Array.isArray(ns) ? ns.join(',') : (ns ?? '')}`);
  const remembering = (...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return fixed(...args);
    if (texts.has(key)) return texts.get(key);
    const text = fixed(key);
    texts.set(key, text);
    return text;
  };
  // What i18next puts on a fixed t and <Trans t={t}> reads (its namespace and language).
  const { lng, ns: namespaces, keyPrefix } = fixed as unknown as { lng?: string; ns?: unknown; keyPrefix?: unknown };
  return Object.assign(remembering, { lng, ns: namespaces, keyPrefix });
}

type Response = UseTranslationResponse<FlatNamespace, undefined>;
const responsesByInstance = new WeakMap<I18n, Map<string, Response>>();

function responseFor(i18n: I18n, language: string, ns: FlatNamespace | readonly FlatNamespace[] | undefined): Response {
  const key = `${language}|${Array.isArray(ns) ? ns.join(',') : (ns ?? '')}`;
  let responses = responsesByInstance.get(i18n);
  if (!responses) {
    responses = new Map();
    responsesByInstance.set(i18n, responses);
  }
  let response = responses.get(key);
  if (!response) {
    const t = rememberingT(i18n, language, ns) as unknown as TFunction<FlatNamespace, undefined>;
    response = Object.assign([t, i18n, true] as [TFunction<FlatNamespace, undefined>, I18n, boolean], { t, i18n, ready: true });
    responses.set(key, response);
  }
  return response;
}

/**
 * `useTranslation` of react-i18next, the way this platform uses it, at a fraction of the cost
 * (issue 14, "an uncached render p50 ≤ 15 ms"): react-i18next copies the i18n instance for every
 * component that mounts (about 80 µs on the server) and i18next resolves every key afresh; here
 * one `t` per instance, language and namespace is shared by every component, and option-less
 * lookups are remembered. Components re-render when the language changes, as with react-i18next.
 * What this leaves out is never used here: translations are in the store before a page renders
 * (`ready` is always true with an instance), and a bundle added later does not re-render what is
 * on screen (react-i18next does not either with its default `bindI18nStore: ''`).
 */
export function useTranslation<const Ns extends FlatNamespace | readonly FlatNamespace[] | undefined = undefined>(ns?: Ns): UseTranslationResponse<FallbackNs<Ns>, undefined> {
  const context = useContext(I18nContext);
  const i18n = context?.i18n ?? getI18n();
  const language = useSyncExternalStore(...languageOf(i18n));
  return (i18n ? responseFor(i18n, language, ns) : WITHOUT_INSTANCE) as unknown as UseTranslationResponse<FallbackNs<Ns>, undefined>;
}

type LanguageSource = [subscribe: (changed: () => void) => () => void, current: () => string, onServer: () => string];
const languageSources = new WeakMap<I18n, LanguageSource>();
const NO_LANGUAGE: LanguageSource = [() => () => undefined, () => '', () => ''];

/**
 * The instance's language as a store React can follow: an edition never switches it, but a
 * component that shows texts re-renders if something does (a test, a future language menu).
 */
function languageOf(i18n: I18n | undefined): LanguageSource {
  if (!i18n) return NO_LANGUAGE;
  let source = languageSources.get(i18n);
  if (!source) {
    const current = () => i18n.language;
    source = [
      (changed) => {
        i18n.on('languageChanged', changed);
        return () => i18n.off('languageChanged', changed);
      },
      current,
      current,
    ];
    languageSources.set(i18n, source);
  }
  return source;
}

/** No i18n instance at all (a component rendered on its own): keys or default values, as react-i18next answers then. */
const keyOrDefault = ((key: string | string[], options?: string | { defaultValue?: unknown }) => {
  if (typeof options === 'string') return options;
  if (options && typeof options.defaultValue === 'string') return options.defaultValue;
  return Array.isArray(key) ? key[key.length - 1] : key;
}) as unknown as TFunction<FlatNamespace, undefined>;
const WITHOUT_INSTANCE = Object.assign([keyOrDefault, undefined, false] as unknown as [TFunction<FlatNamespace, undefined>, I18n, boolean], {
  t: keyOrDefault,
  i18n: undefined as unknown as I18n,
  ready: false,
});
