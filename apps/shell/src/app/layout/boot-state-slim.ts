/**
 * Fields of cached API answers that only the server's page head reads (the loaders build
 * `og:image`, descriptions and JSON-LD from them before rendering), by endpoint. The browser
 * never renders them: the head is already in the server HTML and client navigation builds the
 * next page's head from a fresh answer. Left out of the boot state, they save ~1 KB on every
 * article page (issue 14's 120 KB HTML budget).
 */
const HEAD_ONLY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  getArticle: ['facebookImage', 'seoData'],
};

interface QueryEntry {
  endpointName?: string;
  data?: unknown;
}

/** The store's state with the head-only fields taken out of the cached answers that have them. */
export function withoutHeadOnlyFields<S extends { api?: unknown }>(state: S): S {
  const api = state.api as { queries?: Record<string, QueryEntry | undefined> } | undefined;
  if (!api?.queries) return state;
  let changed = false;
  const queries = Object.fromEntries(
    Object.entries(api.queries).map(([key, entry]) => {
      const fields = entry?.endpointName ? HEAD_ONLY_FIELDS[entry.endpointName] : undefined;
      if (!entry || !fields || !entry.data || typeof entry.data !== 'object') return [key, entry];
      const data = { ...(entry.data as Record<string, unknown>) };
      for (const field of fields) delete data[field];
      changed = true;
      return [key, { ...entry, data }];
    }),
  );
  return changed ? { ...state, api: { ...api, queries } } : state;
}
