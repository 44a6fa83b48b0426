import { createInstance } from 'i18next';
import type { RemoteRoutesModule, RoutePage } from '@meydan/shared/util/remote-kit';
import { loadRemoteSlot, prepareRemoteRoute, prepareWithRetry, type RemoteLoader } from './remote-registry';

const page: RoutePage = { Component: () => null };

/** A routes module whose page chunk fails `pageFailures` times, counting every chunk it is asked for. */
function remoteModule(pageFailures = 0) {
  const loads = { page: 0, tr: 0, en: 0, ru: 0 };
  const bundle = (lang: 'tr' | 'en' | 'ru', title: string) => async () => {
    loads[lang] += 1;
    return { default: { title } };
  };
  const module: RemoteRoutesModule = {
    remote: 'games',
    pages: {
      'games.game': async () => {
        loads.page += 1;
        if (loads.page <= pageFailures) throw new Error(`chunk down #${loads.page}`);
        return page;
      },
    },
    translations: { namespace: 'games', load: { tr: bundle('tr', 'Oyunlar'), en: bundle('en', 'Games'), ru: bundle('ru', 'Игры') } },
  };
  return { module, loads };
}

function flakyLoader(failures: number, module: RemoteRoutesModule = remoteModule().module): RemoteLoader & { calls: number; resets: number } {
  const loader = {
    calls: 0,
    resets: 0,
    async load() {
      loader.calls += 1;
      if (loader.calls <= failures) throw new Error(`down #${loader.calls}`);
      return module;
    },
    reset() {
      loader.resets += 1;
    },
  };
  return loader;
}

async function i18nFor(lng: string) {
  const i18n = createInstance();
  await i18n.init({ lng, resources: {} });
  return i18n;
}

describe('remote slots', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('turns a load failure into a failed slot instead of throwing', async () => {
    const { module } = remoteModule();
    await expect(loadRemoteSlot(flakyLoader(1), 'games')).resolves.toEqual({ status: 'failed', error: 'down #1' });
    await expect(loadRemoteSlot(flakyLoader(0, module), 'games')).resolves.toEqual({ status: 'ready', module });
  });

  it('retries with back-off, repeating the last delay, until the route is prepared', async () => {
    const loader = flakyLoader(4);
    const waits: number[] = [];
    const i18n = await i18nFor('tr');
    const prepared = await prepareWithRetry(
      () => prepareRemoteRoute(loader, 'games', 'games.game', { edition: 'tr', i18n }),
      [10, 20],
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(prepared.page).toBe(page);
    expect(loader.calls).toBe(5);
    expect(waits).toEqual([10, 20, 20, 20]);
  });
});

describe('preparing a remote route', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("loads the page chunk and only the current edition's texts, then reuses them", async () => {
    const { module, loads } = remoteModule();
    const loader = flakyLoader(0, module);
    const i18n = await i18nFor('en');

    const first = await prepareRemoteRoute(loader, 'games', 'games.game', { edition: 'en', i18n });
    expect(first).toEqual({ slot: { status: 'ready', module }, page });
    expect(i18n.getFixedT('en', 'games')('title')).toBe('Games');
    expect(i18n.hasResourceBundle('tr', 'games')).toBe(false);

    // A second navigation reuses the ready slot and the loaded chunks.
    await prepareRemoteRoute(loader, 'games', 'games.game', { edition: 'en', i18n }, first.slot);
    expect(loader.calls).toBe(1);
    expect(loads).toEqual({ page: 1, tr: 0, en: 1, ru: 0 });
  });

  it('never keeps a failed page chunk: the remote is reset and the next attempt loads it', async () => {
    const { module, loads } = remoteModule(1);
    const loader = flakyLoader(0, module);
    const i18n = await i18nFor('tr');

    const failed = await prepareRemoteRoute(loader, 'games', 'games.game', { edition: 'tr', i18n });
    expect(failed).toEqual({ slot: { status: 'failed', error: 'chunk down #1' } });
    expect(loader.resets).toBe(1);

    const recovered = await prepareRemoteRoute(loader, 'games', 'games.game', { edition: 'tr', i18n }, failed.slot);
    expect(recovered.page).toBe(page);
    expect(loads.page).toBe(2);
  });

  it('fails a route the remote has no page for', async () => {
    const i18n = await i18nFor('tr');
    const prepared = await prepareRemoteRoute(flakyLoader(0), 'games', 'games.unknown', { edition: 'tr', i18n });
    expect(prepared).toEqual({ slot: { status: 'failed', error: 'remote games has no page for games.unknown' } });
  });
});
