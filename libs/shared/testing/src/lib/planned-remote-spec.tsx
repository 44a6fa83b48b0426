/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { EditionCode, RemoteName, RemoteRoute, RemoteRoutesModule, RouteContext } from '@meydan/shared/util/remote-kit';
import { ROUTES } from '@meydan/shared/util/routing';


export interface PlannedRemoteSpec {
  remote: RemoteName;
  /** The remote's main page, whose copy lists what is planned; none once every page of the remote is built. */
  featuredId?: string;
  routesModule: RemoteRoutesModule;
  defaultModule: RemoteRoutesModule;
  plannedRoute(id: string): RemoteRoute;
  /** Owned routes whose real pages are built (tested by their own specs, not as planned pages). */
  builtIds?: readonly string[];
}

const EDITIONS: readonly EditionCode[] = ['tr', 'en', 'ru'];

/**
 * The spec every remote whose features are not built yet runs on its routes module: it owns
 * exactly its routes of the shared table, each renders a translated titled page and head in
 * tr, en and ru, and unknown ids fall back to the generic copy.
 */
export function describePlannedRemote({ remote: REMOTE, featuredId: FEATURED_ID, routesModule, defaultModule, plannedRoute, builtIds = [] }: PlannedRemoteSpec): void {
  const OWNED_IDS = ROUTES.filter((route) => route.owner === REMOTE).map((route) => route.id);
  const { namespace, resources } = routesModule.translations;

  /** Mirrors the shell: one instance, the remote's bundles added after init, no fallback language. */
  function createI18n(lng: EditionCode): I18n {
    const i18n = i18next.createInstance();
    void i18n.use(initReactI18next).init({ lng, fallbackLng: false, initAsync: false, interpolation: { escapeValue: false } });
    for (const edition of EDITIONS) i18n.addResourceBundle(edition, namespace, resources[edition], true, true);
    return i18n;
  }

  /** A route's copy read straight from the resource file, nested along the dotted id. */
  function copyOf(edition: EditionCode, id: string): { title?: unknown; description?: unknown; features?: unknown } {
    let node: unknown = resources[edition]['routes'];
    for (const part of id.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node ?? {}) as { title?: unknown; description?: unknown; features?: unknown };
  }

  /** Every leaf path, arrays by index, so a missing or extra feature line differs too. */
  function leafPaths(value: unknown, prefix = ''): string[] {
    if (value === null || typeof value !== 'object') return [prefix];
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
  }

  /**
   * A text's key with its plural form folded (`likes_one`, `likes_many` → `likes_#`): languages
   * have different plural forms (Russian one/few/many/other, Turkish and English one/other), so
   * the same text has different key sets per language.
   */
  const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
  function textKeys(paths: string[]): string[] {
    return [...new Set(paths.map((path) => path.replace(PLURAL_FORM, '_#')))].sort();
  }

  function renderRoute(route: RemoteRoute, edition: EditionCode) {
    return render(
      <I18nextProvider i18n={createI18n(edition)}>
        <route.Component routeId={route.id} params={{}} edition={edition} origin="https://meydan.test" />
      </I18nextProvider>,
    );
  }

  function routeContext(route: RemoteRoute, edition: EditionCode): RouteContext {
    return {
      edition,
      routeId: route.id,
      pathname: '/',
      search: '',
      params: {},
      origin: 'http://localhost:3000',
      dispatch: jest.fn(),
      getState: () => ({}),
      i18n: createI18n(edition),
      isServer: true,
    };
  }

  const CASES = OWNED_IDS.filter((id) => !builtIds.includes(id)).flatMap((id) => EDITIONS.map((edition) => [id, edition] as const));

  describe(`${REMOTE} routes module`, () => {
    it('is both the default and the named export, for this remote and namespace', () => {
      expect(defaultModule).toBe(routesModule);
      expect(routesModule.remote).toBe(REMOTE);
      expect(namespace).toBe(REMOTE);
    });

    it('provides every route of the shared table it owns exactly once, and nothing else', () => {
      expect(OWNED_IDS.length).toBeGreaterThan(0);
      expect([...routesModule.routes.map((route) => route.id)].sort()).toEqual([...OWNED_IDS].sort());
    });

    it('has the same texts in tr, en and ru, none of them empty, and every Russian plural form', () => {
      const keys = textKeys(leafPaths(resources.tr));
      expect(textKeys(leafPaths(resources.en))).toEqual(keys);
      expect(textKeys(leafPaths(resources.ru))).toEqual(keys);
      // Without _few and _many, i18next falls back to Turkish for 2-4 and 0/5+ (e.g. "0 beğeni" on a Russian page).
      const ruPaths = new Set(leafPaths(resources.ru));
      const ruPlurals = [...ruPaths].filter((path) => PLURAL_FORM.test(path)).map((path) => path.replace(PLURAL_FORM, ''));
      const missingForms = [...new Set(ruPlurals)].flatMap((base) => ['one', 'few', 'many'].filter((form) => !ruPaths.has(`${base}_${form}`)).map((form) => `${base}_${form}`));
      expect(missingForms).toEqual([]);
      for (const edition of EDITIONS) {
        for (const path of leafPaths(resources[edition])) {
          const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], resources[edition]);
          expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
        }
      }
    });

    // A remote whose pages are all built has no planned page left to render.
    const eachCase = CASES.length > 0 ? it.each(CASES) : () => undefined;

    eachCase('%s renders its translated page in %s', (id, edition) => {
      const route = routesModule.routes.find((candidate) => candidate.id === id);
      const { title, description } = copyOf(edition, id);
      expect(route).toBeDefined();
      expect(typeof title).toBe('string');
      if (!route || typeof title !== 'string') return;

      const { container } = renderRoute(route, edition);

      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(String(description))).toHaveClass('planned-page__lead');
      expect(container.querySelector('.planned-page')).toHaveAttribute('data-remote', REMOTE);
    });

    eachCase('%s loads a head title and description in %s', async (id, edition) => {
      const route = routesModule.routes.find((candidate) => candidate.id === id);
      if (!route?.load) throw new Error(`${id} has no loader`);
      const { title, description } = copyOf(edition, id);

      await expect(route.load(routeContext(route, edition))).resolves.toEqual({
        head: { title: `${String(title)} | Meydan`, description },
      });
    });

    (FEATURED_ID ? it.each(EDITIONS) : () => undefined)('shows the coming-soon badge and what %s readers will find on the main page', (edition) => {
      const route = routesModule.routes.find((candidate) => candidate.id === FEATURED_ID);
      if (!route || !FEATURED_ID) throw new Error(`${FEATURED_ID} is missing`);
      const { features } = copyOf(edition, FEATURED_ID);

      renderRoute(route, edition);

      expect(screen.getByText(String(resources[edition]['badge']))).toHaveClass('planned-page__badge');
      expect(Array.isArray(features) && features.length > 0).toBe(true);
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(features);
    });

    it.each(EDITIONS)('falls back to the generic remote copy for a table id without translations (%s)', async (edition) => {
      const route = plannedRoute(`${REMOTE}.not-yet-translated`);
      const fallback = resources[edition]['fallback'] as { title: string; description: string };

      renderRoute(route, edition);

      expect(screen.getByRole('heading', { level: 1, name: fallback.title })).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      await expect(route.load?.(routeContext(route, edition))).resolves.toEqual({
        head: { title: `${fallback.title} | Meydan`, description: fallback.description },
      });
    });
  });
}
