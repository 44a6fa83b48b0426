import { shellApi } from '../shell.api';
import { readFooterLinks } from './footer-links';

const FOOTER_ENDPOINT = 'getFooter';

interface ApiState {
  queries?: Record<string, { endpointName?: string } | undefined>;
  provided?: { tags?: Record<string, Record<string, string[]>>; keys?: Record<string, unknown> };
}

/**
 * The store's state without the footer's cache entry, for the page's boot state: the footer is
 * the same on every page, and the browser rebuilds the entry from the server HTML
 * (restoreFooterLinks) rather than receive it again with each page.
 */
export function withoutFooterEntry<S extends { api?: unknown }>(state: S): S {
  const api = state.api as ApiState | undefined;
  if (!api?.queries) return state;
  const dropped = new Set(Object.keys(api.queries).filter((key) => api.queries?.[key]?.endpointName === FOOTER_ENDPOINT));
  if (dropped.size === 0) return state;
  const queries = Object.fromEntries(Object.entries(api.queries).filter(([key]) => !dropped.has(key)));
  const provided = api.provided && {
    ...api.provided,
    tags: Object.fromEntries(
      Object.entries(api.provided.tags ?? {}).map(([type, ids]) => [type, Object.fromEntries(Object.entries(ids).map(([id, keys]) => [id, keys.filter((key) => !dropped.has(key))]))]),
    ),
    ...(api.provided.keys ? { keys: Object.fromEntries(Object.entries(api.provided.keys).filter(([key]) => !dropped.has(key))) } : {}),
  };
  return { ...state, api: { ...api, queries, ...(provided ? { provided } : {}) } };
}

/**
 * Puts the footer's lists, as the server rendered them, back into the store before hydration,
 * so the first render matches the server's. Without lists on the page the footer query simply
 * runs in the browser.
 */
export function restoreFooterLinks(dispatch: (action: unknown) => unknown, root: ParentNode): void {
  const links = readFooterLinks(root);
  if (links) dispatch(shellApi.util.upsertQueryEntries([{ endpointName: FOOTER_ENDPOINT, arg: undefined, value: links }]));
}
