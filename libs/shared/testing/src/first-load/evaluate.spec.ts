import type { ChunkReport } from './chunk-report';
import { FIREBASE_ANONYMOUS_MODULE, FIREBASE_MESSAGING_MODULE } from './budgets';
import { chunkLocator, describeViolations, evaluateConfinedPackages, evaluatePage, evaluateRouteModules, ISSUE_14_BUDGETS, routeModules, type Budgets } from './evaluate';

const KB = 1024;

const shell: ChunkReport = {
  app: 'shell',
  files: {
    'main.1111aaaa.js': { chunk: 'main', names: ['main'], packages: [{ name: 'react-dom', bytes: 500_000 }, { name: 'apps/shell', bytes: 100_000 }] },
    '12.2222bbbb.js': { chunk: '12', names: [], packages: [{ name: '@sinclair/typebox', bytes: 300_000 }, { name: 'libs/shared/contracts', bytes: 100_000 }] },
  },
  routes: [{ expose: '(lazy)', name: './apps/shell/src/client/main.ts → ./bootstrap', files: ['12.2222bbbb.js'] }],
};
const content: ChunkReport = {
  app: 'content',
  files: {
    'remoteEntry.js': { chunk: '275', names: ['content'], packages: [{ name: '@module-federation/runtime', bytes: 40_000 }] },
    '__federation_expose_routes.3333cccc.js': { chunk: '91', names: [], packages: [{ name: 'libs/content/feature-pages', bytes: 200_000 }, { name: 'dayjs', bytes: 10_000 }] },
    'page-article.4444dddd.js': { chunk: '7', names: [], packages: [{ name: 'libs/content/feature-pages', bytes: 20_000 }] },
  },
  routes: [
    { expose: 'routes', name: './routes', files: ['__federation_expose_routes.3333cccc.js'] },
    { expose: '(lazy)', name: './routes.tsx → ./pages/article', files: ['page-article.4444dddd.js'] },
  ],
};
const locate = chunkLocator([shell, content], { '127.0.0.1:3199': 'content' });
const budgets: Budgets = { firstLoadJsGzip: 150 * KB, routeModuleGzip: 30 * KB, forbiddenPackages: ['@sinclair/typebox', 'dompurify', 'dayjs'] };

describe('chunkLocator', () => {
  it('maps shell, federated and own-origin remote URLs to their build files', () => {
    expect(locate('http://localhost:3100/_shell/main.1111aaaa.js')?.app).toBe('shell');
    expect(locate('http://localhost:3100/_mf/content/browser/remoteEntry.js')).toMatchObject({ app: 'content', file: 'remoteEntry.js' });
    expect(locate('http://127.0.0.1:3199/browser/page-article.4444dddd.js')).toMatchObject({ app: 'content', file: 'page-article.4444dddd.js' });
  });

  it('leaves a script no report knows unmapped', () => {
    expect(locate('http://localhost:3100/_mf/content/browser/gone.js')).toBeUndefined();
    expect(locate('http://cdn.example/x.js')).toBeUndefined();
  });
});

describe('evaluatePage', () => {
  it('passes a small first load', () => {
    const violations = evaluatePage({ page: 'tr home', scripts: [{ url: 'http://localhost/_shell/main.1111aaaa.js', raw: 300 * KB, gzip: 90 * KB }] }, locate, budgets);
    expect(violations).toEqual([]);
  });

  it('fails a page over budget, naming the offending chunk and package, largest first', () => {
    const violations = evaluatePage(
      {
        page: 'tr article',
        scripts: [
          { url: 'http://localhost/_shell/main.1111aaaa.js', raw: 400 * KB, gzip: 100 * KB },
          { url: 'http://localhost/_shell/12.2222bbbb.js', raw: 200 * KB, gzip: 60 * KB },
        ],
      },
      locate,
      budgets,
    );
    const overBudget = violations.find((violation) => violation.rule === 'first-load-js');
    expect(overBudget?.message).toBe('tr article: first-load JS 160.0 KB gzip in 2 files > budget 150.0 KB');
    expect(overBudget?.chunks.map((chunk) => chunk.chunk)).toEqual(['shell/main.1111aaaa.js', 'shell/12.2222bbbb.js']);
    // main's 100 KB split 5:1 by source bytes; the TypeBox chunk's 60 KB split 3:1.
    expect(overBudget?.packages.slice(0, 2)).toEqual([
      { name: 'react-dom', gzip: 85_333 },
      { name: '@sinclair/typebox', gzip: 46_080 },
    ]);
    const printed = describeViolations(violations);
    expect(printed).toContain('shell/12.2222bbbb.js  (@sinclair/typebox, libs/shared/contracts)');
    expect(printed).toContain('@sinclair/typebox is in the first load (shell/12.2222bbbb.js)');
  });

  it('fails on a forbidden package even under the size budget', () => {
    const violations = evaluatePage({ page: 'en quiz', scripts: [{ url: 'http://localhost/_mf/content/browser/__federation_expose_routes.3333cccc.js', raw: 80 * KB, gzip: 20 * KB }] }, locate, budgets);
    expect(violations.map((violation) => [violation.rule, violation.packages.map((share) => share.name)])).toEqual([['forbidden-package', ['dayjs']]]);
  });

  it('reports another edition’s translations with the scripts holding them', () => {
    const url = 'http://localhost/_mf/content/browser/page-article.4444dddd.js';
    const violations = evaluatePage(
      { page: 'tr article', scripts: [{ url, raw: KB, gzip: KB }], foreignTranslations: [{ locale: 'en', hits: 40, markers: 50, sources: ['apps/content/src/i18n/*.json (40/50)'], examples: ['Breaking news from Turkey'], files: [url] }] },
      locate,
      budgets,
    );
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ rule: 'foreign-translations', chunks: [{ chunk: 'content/page-article.4444dddd.js' }] });
    expect(violations[0]?.message).toContain('en translations in the first load (apps/content/src/i18n/*.json (40/50) distinctive strings found');
  });

  it('counts an unmapped script by its URL', () => {
    const violations = evaluatePage({ page: 'tr home', scripts: [{ url: 'http://cdn.example/big.js', raw: 900 * KB, gzip: 200 * KB }] }, locate, budgets);
    expect(violations[0]?.chunks).toEqual([{ chunk: 'http://cdn.example/big.js', url: 'http://cdn.example/big.js', gzip: 200 * KB, packages: [] }]);
  });
});

describe('evaluateRouteModules', () => {
  const sizes: Record<string, number> = { '__federation_expose_routes.3333cccc.js': 45 * KB, 'page-article.4444dddd.js': 12 * KB };
  const modules = routeModules([shell, content], (_app, file) => sizes[file] ?? 0);

  it('measures the expose and each lazy page module of every remote, not the shell’s lazy chunks', () => {
    expect(modules.map((module) => [module.app, module.name, module.files.map((file) => file.gzip)])).toEqual([
      ['content', './routes', [45 * KB]],
      ['content', './routes.tsx → ./pages/article', [12 * KB]],
    ]);
  });

  it('fails the route module over 30 KB, naming its chunk and packages', () => {
    const violations = evaluateRouteModules(modules, budgets);
    expect(violations).toHaveLength(1);
    expect(violations[0]?.message).toBe('content ./routes: 45.0 KB gzip in 1 files > budget 30.0 KB');
    expect(violations[0]?.packages.map((share) => share.name)).toEqual(['libs/content/feature-pages', 'dayjs']);
  });
});

describe('route modules recorded over the budget', () => {
  const module = (gzip: number) => ({ app: 'social', name: './routes → ./pages/write', files: [{ file: '1.js', gzip, packages: [] }] });
  const budgets = { ...ISSUE_14_BUDGETS, routeModuleKnownOver: { 'social ./routes → ./pages/write': 40 * 1024 } };

  it('holds a recorded module to its size then, and fails it the moment it grows', () => {
    expect(evaluateRouteModules([module(39 * 1024)], budgets)).toEqual([]);
    const [violation] = evaluateRouteModules([module(41 * 1024)], budgets);
    expect(violation?.message).toContain('its recorded size 40.0 KB (budget 30.0 KB');
  });

  it('gives every other module the 30 KB budget', () => {
    expect(evaluateRouteModules([{ ...module(31 * 1024), name: './routes → ./pages/other' }], budgets)).toHaveLength(1);
  });
});

describe('lazy modules with a budget of their own', () => {
  const map = (gzip: number) => ({ app: 'quakes', name: './libs/quakes/ui/src/map/quake-map.tsx → ./quake-map-view', files: [{ file: 'map.js', gzip, packages: [] }] });

  it('holds the quake map to its own budget rather than a page module’s', () => {
    expect(evaluateRouteModules([map(50 * 1024)])).toEqual([]);
    const [violation] = evaluateRouteModules([map(56 * 1024)]);
    expect(violation?.message).toBe('quakes ./libs/quakes/ui/src/map/quake-map.tsx → ./quake-map-view: 56.0 KB gzip in 1 files > its own budget 55.0 KB (LAZY_MODULE_BUDGETS)');
  });

  it('holds the reading tracker’s script to 8 KB', () => {
    const tracker = (gzip: number) => ({ app: 'shell', name: './apps/shell/src/client/tracker.ts', files: [{ file: 'tracker.1.js', gzip, packages: [] }] });
    expect(evaluateRouteModules([tracker(7 * 1024)])).toEqual([]);
    expect(evaluateRouteModules([tracker(9 * 1024)])[0]?.message).toBe('shell ./apps/shell/src/client/tracker.ts: 9.0 KB gzip in 1 files > its own budget 8.0 KB (LAZY_MODULE_BUDGETS)');
  });
});

describe('the Firebase SDK in its lazy modules only', () => {
  const withFirebase = (extra: Partial<ChunkReport> = {}): ChunkReport => ({
    app: 'shell',
    files: {
      'main.1111aaaa.js': { chunk: 'main', names: ['main'], packages: [{ name: 'react-dom', bytes: 500_000 }] },
      'auth.js': { chunk: '206', names: [], packages: [{ name: '@firebase/auth', bytes: 450_000 }] },
      'app.js': { chunk: '940', names: [], packages: [{ name: '@firebase/app', bytes: 40_000 }, { name: 'idb', bytes: 10_000 }] },
      'messaging.js': { chunk: '730', names: [], packages: [{ name: '@firebase/messaging', bytes: 50_000 }] },
      'lazy.js': { chunk: '863', names: [], packages: [{ name: 'apps/shell', bytes: 2000 }] },
      ...extra.files,
    },
    routes: [
      { expose: '(lazy)', name: FIREBASE_ANONYMOUS_MODULE, files: ['lazy.js', 'auth.js', 'app.js'] },
      { expose: '(lazy)', name: FIREBASE_MESSAGING_MODULE, files: ['messaging.js', 'app.js'] },
      ...(extra.routes ?? []),
    ],
  });

  it('passes a build whose Firebase chunks belong to the Firebase modules only', () => {
    expect(evaluateConfinedPackages([withFirebase(), content])).toEqual([]);
  });

  it('fails a Firebase package in an entry chunk, or in a chunk another lazy module shares', () => {
    const inMain = withFirebase({ files: { 'main.1111aaaa.js': { chunk: 'main', names: ['main'], packages: [{ name: 'react-dom', bytes: 500_000 }, { name: 'firebase', bytes: 70 }] } } });
    expect(evaluateConfinedPackages([inMain]).map((violation) => violation.message)).toEqual(['shell: the Firebase SDK outside its lazy modules, in main.1111aaaa.js (firebase)']);
    const shared = withFirebase({ routes: [{ expose: '(lazy)', name: './apps/shell/src/client/main.ts → ./bootstrap', files: ['app.js'] }] });
    expect(evaluateConfinedPackages([shared])[0]?.message).toBe('shell: the Firebase SDK outside its lazy modules, in app.js (@firebase/app)');
  });

  it('holds the shell’s Firebase modules to their own budgets, which the shell’s other lazy chunks do not get', () => {
    const sizes: Record<string, number> = { 'lazy.js': 1 * KB, 'auth.js': 20 * KB, 'app.js': 10 * KB, 'messaging.js': 6 * KB };
    const report = { ...withFirebase(), routes: [...withFirebase().routes, ...shell.routes] };
    const modules = routeModules([report], (_app, file) => sizes[file] ?? 0);
    expect(modules.map((module) => module.name)).toEqual([FIREBASE_ANONYMOUS_MODULE, FIREBASE_MESSAGING_MODULE]);
    expect(evaluateRouteModules(modules)).toEqual([]);
    sizes['auth.js'] = 22 * KB;
    const over = evaluateRouteModules(routeModules([report], (_app, file) => sizes[file] ?? 0));
    expect(over.map((violation) => violation.message)).toEqual([`shell ${FIREBASE_ANONYMOUS_MODULE}: 33.0 KB gzip in 3 files > its own budget 32.0 KB (LAZY_MODULE_BUDGETS)`]);
  });

  it('keeps the Firebase SDK out of a reader’s first load', () => {
    const shellWithFirebase = withFirebase();
    const violations = evaluatePage({ page: 'en article', scripts: [{ url: 'http://localhost/_shell/app.js', raw: 30 * KB, gzip: 10 * KB }] }, chunkLocator([shellWithFirebase]));
    expect(violations.map((violation) => violation.message)).toEqual(['en article: @firebase/app is in the first load (shell/app.js)']);
  });
});
