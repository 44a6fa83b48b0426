/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { type EditionCode, loadTranslationBundle, type RemoteName, type RemoteRoutesModule, type RouteContext, type RoutePage } from '@meydan/shared/util/remote-kit';
import { ROUTES } from '@meydan/shared/util/routing';

export interface PlannedRemoteSpec {
  remote: RemoteName;
  /** The remote's main page, whose copy lists what is planned; none once every page of the remote is built. */
  featuredId?: string;
  routesModule: RemoteRoutesModule;
  defaultModule: RemoteRoutesModule;
  /** The remote's planned-page factory (its lazy planned chunk), the same page object per id. */
  plannedRoute(id: string): RoutePage;
}

const EDITIONS: readonly EditionCode[] = ['tr', 'en', 'ru'];

/**
 * The spec every remote runs on its routes module: it maps exactly its routes of the shared
 * table to page chunks that load, its texts come as one chunk per edition with the same keys,
 * and each route still planned renders a translated titled page and a noindex head of its own
 * in tr, en and ru; unknown ids fall back to the generic copy. Built pages have their own specs.
 */
export function describePlannedRemote({ remote: REMOTE, featuredId: FEATURED_ID, routesModule, defaultModule, plannedRoute }: PlannedRemoteSpec): void {
  const OWNED_IDS = ROUTES.filter((route) => route.owner === REMOTE).map((route) => route.id);
  const { namespace } = routesModule.translations;
  const resources = {} as Record<EditionCode, Record<string, unknown>>;
  const pages = new Map<string, RoutePage>();

  beforeAll(async () => {
    for (const edition of EDITIONS) resources[edition] = await loadTranslationBundle(routesModule.translations.load[edition]);
    for (const id of OWNED_IDS) {
      const load = routesModule.pages[id];
      if (load) pages.set(id, await load(id));
    }
  });

  /** The owned routes that still show their planned page (the others are built). */
  const plannedIds = () => OWNED_IDS.filter((id) => pages.get(id) === plannedRoute(id));

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

  function renderRoute(id: string, route: RoutePage, edition: EditionCode) {
    return render(
      <I18nextProvider i18n={createI18n(edition)}>
        <route.Component routeId={id} params={{}} edition={edition} origin="https://meydan.test" />
      </I18nextProvider>,
    );
  }

  function routeContext(id: string, edition: EditionCode): RouteContext {
    return {
      edition,
      routeId: id,
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

  describe(`${REMOTE} routes module`, () => {
    it('is both the default and the named export, for this remote and namespace', () => {
      expect(defaultModule).toBe(routesModule);
      expect(routesModule.remote).toBe(REMOTE);
      expect(namespace).toBe(REMOTE);
    });

    it('maps every route of the shared table it owns to a page chunk that loads, and nothing else', () => {
      expect(OWNED_IDS.length).toBeGreaterThan(0);
      expect(Object.keys(routesModule.pages).sort()).toEqual([...OWNED_IDS].sort());
      expect([...pages.keys()].sort()).toEqual([...OWNED_IDS].sort());
      for (const page of pages.values()) expect(typeof page.Component).toBe('function');
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

    it.each(EDITIONS)('renders each planned route as its own translated page in %s', (edition) => {
      for (const id of plannedIds()) {
        const { title, description } = copyOf(edition, id);
        expect([id, typeof title]).toEqual([id, 'string']);
        const { container, unmount } = renderRoute(id, plannedRoute(id), edition);
        expect(screen.getByRole('heading', { level: 1, name: String(title) })).toBeInTheDocument();
        expect(screen.getByText(String(description))).toHaveClass('planned-page__lead');
        expect(container.querySelector('.planned-page')).toHaveAttribute('data-remote', REMOTE);
        unmount();
      }
    });

    it.each(EDITIONS)('gives each planned route its own noindex head title and description in %s', async (edition) => {
      const titles = new Set<string>();
      for (const id of plannedIds()) {
        const { title, description } = copyOf(edition, id);
        await expect(plannedRoute(id).load?.(routeContext(id, edition))).resolves.toEqual({
          head: { title: `${String(title)} | Meydan`, description, noindex: true },
        });
        titles.add(String(title));
      }
      // "Coming soon" pages are told apart by crawlers and tabs: no two share a title.
      expect(titles.size).toBe(plannedIds().length);
    });

    (FEATURED_ID ? it.each(EDITIONS) : () => undefined)('shows the coming-soon badge and what %s readers will find on the main page', (edition) => {
      const route = FEATURED_ID ? pages.get(FEATURED_ID) : undefined;
      if (!route || !FEATURED_ID) throw new Error(`${FEATURED_ID} is missing`);
      const { features } = copyOf(edition, FEATURED_ID);

      renderRoute(FEATURED_ID, route, edition);

      expect(screen.getByText(String(resources[edition]['badge']))).toHaveClass('planned-page__badge');
      expect(Array.isArray(features) && features.length > 0).toBe(true);
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(features);
    });

    it.each(EDITIONS)('falls back to the generic remote copy for a table id without translations (%s)', async (edition) => {
      const id = `${REMOTE}.not-yet-translated`;
      const route = plannedRoute(id);
      const fallback = resources[edition]['fallback'] as { title: string; description: string };

      renderRoute(id, route, edition);

      expect(screen.getByRole('heading', { level: 1, name: fallback.title })).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      await expect(route.load?.(routeContext(id, edition))).resolves.toEqual({
        head: { title: `${fallback.title} | Meydan`, description: fallback.description, noindex: true },
      });
    });
  });
}
