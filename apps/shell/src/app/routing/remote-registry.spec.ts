import type { RemoteRoutesModule } from '@meydan/shared/util/remote-kit';
import { addRemoteTranslations, loadRemoteSlot, loadRemoteWithRetry, type RemoteLoader } from './remote-registry';

const routesModule = { remote: 'games', routes: [], translations: { namespace: 'games', resources: {} } } as unknown as RemoteRoutesModule;

function flakyLoader(failures: number): RemoteLoader & { calls: number } {
  const loader = {
    calls: 0,
    async load() {
      loader.calls += 1;
      if (loader.calls <= failures) throw new Error(`down #${loader.calls}`);
      return routesModule;
    },
  };
  return loader;
}

describe('remote slots', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('turns a load failure into a failed slot instead of throwing', async () => {
    await expect(loadRemoteSlot(flakyLoader(1), 'games')).resolves.toEqual({ status: 'failed', error: 'down #1' });
    await expect(loadRemoteSlot(flakyLoader(0), 'games')).resolves.toEqual({ status: 'ready', module: routesModule });
  });

  it('retries with back-off, repeating the last delay, until the remote loads', async () => {
    const loader = flakyLoader(4);
    const waits: number[] = [];
    const slot = await loadRemoteWithRetry(loader, 'games', [10, 20], async (ms) => {
      waits.push(ms);
    });
    expect(slot).toEqual({ status: 'ready', module: routesModule });
    expect(loader.calls).toBe(5);
    expect(waits).toEqual([10, 20, 20, 20]);
  });
});

describe('remote translations', () => {
  it('adds every language bundle of a loaded remote under its namespace', async () => {
    const { createInstance } = await import('i18next');
    const i18n = createInstance();
    await i18n.init({ lng: 'tr', resources: {} });
    const module = { ...routesModule, translations: { namespace: 'games', resources: { tr: { title: 'Oyunlar' }, en: { title: 'Games' } } } } as unknown as RemoteRoutesModule;
    addRemoteTranslations(i18n, { status: 'ready', module });
    expect(i18n.getFixedT('tr', 'games')('title')).toBe('Oyunlar');
    expect(i18n.getFixedT('en', 'games')('title')).toBe('Games');
  });
});
