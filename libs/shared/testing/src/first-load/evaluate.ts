/**
 * Pure evaluation of the first-load budgets: given the scripts each page fetched (with their
 * sizes) and the builds' chunk reports, lists every budget a page or a remote breaks, naming the
 * chunks and packages that make it up, largest first. No I/O: the e2e check and the bench feed it.
 */
import type { ChunkReport, ChunkReportFile, PackageShare } from './chunk-report';
import { CONFINED_PACKAGES, FIRST_LOAD_JS_GZIP_BUDGET, FORBIDDEN_FIRST_LOAD_PACKAGES, LAZY_MODULE_BUDGETS, ROUTE_MODULE_GZIP_BUDGET, ROUTE_MODULE_KNOWN_OVER } from './budgets';
import type { ForeignTranslations } from './translations';

export interface FetchedScript {
  url: string;
  raw: number;
  gzip: number;
}

export interface PageLoad {
  /** A label such as "tr article". */
  page: string;
  scripts: FetchedScript[];
  /** Other editions' translations found in the scripts (see translations.ts). */
  foreignTranslations?: ForeignTranslations[];
}

/** Where a fetched script came from: its build and file, and that file's packages. */
export interface LocatedScript extends FetchedScript {
  app?: string;
  file?: string;
  packages: PackageShare[];
}

export interface ChunkShare {
  /** `<app>/<file>` when the chunk report knows the script, else its URL. */
  chunk: string;
  url: string;
  gzip: number;
  packages: Array<{ name: string; gzip: number }>;
}

export type BudgetRule = 'first-load-js' | 'forbidden-package' | 'foreign-translations' | 'route-module' | 'confined-package';

export interface BudgetViolation {
  rule: BudgetRule;
  /** The page ("tr article") or remote route module ("content ./routes"). */
  subject: string;
  message: string;
  /** What makes it up, largest first. */
  chunks: ChunkShare[];
  packages: Array<{ name: string; gzip: number }>;
}

export interface Budgets {
  firstLoadJsGzip: number;
  routeModuleGzip: number;
  /** Route modules (by "app name") over the budget when it came in, each capped at its size then. */
  routeModuleKnownOver?: Readonly<Record<string, number>>;
  /** Lazy non-page modules (by "app name", or "name" in every build) with a budget of their own (LAZY_MODULE_BUDGETS). */
  lazyModules?: Readonly<Record<string, number>>;
  forbiddenPackages: readonly string[];
}

export const ISSUE_14_BUDGETS: Budgets = {
  firstLoadJsGzip: FIRST_LOAD_JS_GZIP_BUDGET,
  routeModuleGzip: ROUTE_MODULE_GZIP_BUDGET,
  routeModuleKnownOver: ROUTE_MODULE_KNOWN_OVER,
  lazyModules: LAZY_MODULE_BUDGETS,
  forbiddenPackages: FORBIDDEN_FIRST_LOAD_PACKAGES,
};

/** The `expose` of a lazy chunk group a build's own code imports (see chunk-report-plugin.mts). */
export const LAZY = '(lazy)';

export type ScriptLocator = (url: string) => { app: string; file: string; entry: ChunkReportFile } | undefined;

/**
 * Maps a script URL to its build's chunk report: the shell's scripts are served under /_shell/,
 * a remote's under /_mf/<app>/browser/ (or `<origin>/browser/` for a remote on its own origin,
 * given in `remoteOrigins`); a name found in exactly one report is taken from there otherwise.
 */
export function chunkLocator(reports: readonly ChunkReport[], remoteOrigins: Record<string, string> = {}): ScriptLocator {
  const byApp = new Map(reports.map((report) => [report.app, report]));
  const lookup = (app: string | undefined, file: string) => {
    const entry = app ? byApp.get(app)?.files[file] : undefined;
    return app && entry ? { app, file, entry } : undefined;
  };
  return (url) => {
    const parsed = new URL(url, 'http://unknown');
    const path = parsed.pathname;
    const file = path.slice(path.lastIndexOf('/') + 1);
    const shell = /^\/_shell\/(.+)$/.exec(path);
    if (shell) return lookup('shell', shell[1] as string);
    const remote = /^\/_mf\/([^/]+)\/browser\/(.+)$/.exec(path);
    if (remote) return lookup(remote[1], remote[2] as string);
    const own = remoteOrigins[parsed.host];
    if (own) return lookup(own, path.replace(/^\/browser\//, ''));
    const holders = reports.filter((report) => report.files[file]);
    return holders.length === 1 ? lookup(holders[0]?.app, file) : undefined;
  };
}

export function locateScripts(scripts: readonly FetchedScript[], locate: ScriptLocator): LocatedScript[] {
  return scripts.map((script) => {
    const found = locate(script.url);
    return found ? { ...script, app: found.app, file: found.file, packages: found.entry.packages } : { ...script, packages: [] };
  });
}

/** A chunk's gzip bytes shared out to its packages by their source bytes (an estimate: a wire size has no per-package split). */
function chunkShare(script: LocatedScript): ChunkShare {
  const total = script.packages.reduce((sum, share) => sum + share.bytes, 0);
  return {
    chunk: script.app && script.file ? `${script.app}/${script.file}` : script.url,
    url: script.url,
    gzip: script.gzip,
    packages: total > 0 ? script.packages.map((share) => ({ name: share.name, gzip: Math.round((script.gzip * share.bytes) / total) })) : [],
  };
}

function largestFirst<T extends { gzip: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => b.gzip - a.gzip);
}

/** Sums the packages over chunks (react-dom split across two chunks counts once, with both parts). */
function packageTotals(chunks: readonly ChunkShare[]): Array<{ name: string; gzip: number }> {
  const totals = new Map<string, number>();
  for (const chunk of chunks) for (const share of chunk.packages) totals.set(share.name, (totals.get(share.name) ?? 0) + share.gzip);
  return largestFirst([...totals].map(([name, gzip]) => ({ name, gzip })));
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The budgets of one page's first load. */
export function evaluatePage(load: PageLoad, locate: ScriptLocator, budgets: Budgets = ISSUE_14_BUDGETS): BudgetViolation[] {
  const located = locateScripts(load.scripts, locate);
  const chunks = largestFirst(located.map(chunkShare));
  const packages = packageTotals(chunks);
  const violations: BudgetViolation[] = [];
  const total = located.reduce((sum, script) => sum + script.gzip, 0);
  if (total > budgets.firstLoadJsGzip) {
    violations.push({
      rule: 'first-load-js',
      subject: load.page,
      message: `${load.page}: first-load JS ${kb(total)} gzip in ${located.length} files > budget ${kb(budgets.firstLoadJsGzip)}`,
      chunks,
      packages,
    });
  }
  for (const name of budgets.forbiddenPackages) {
    const holders = chunks.filter((chunk) => chunk.packages.some((share) => share.name === name));
    if (holders.length === 0) continue;
    violations.push({
      rule: 'forbidden-package',
      subject: load.page,
      message: `${load.page}: ${name} is in the first load (${holders.map((chunk) => chunk.chunk).join(', ')})`,
      chunks: holders,
      packages: packages.filter((share) => share.name === name),
    });
  }
  for (const foreign of load.foreignTranslations ?? []) {
    const holders = chunks.filter((chunk) => foreign.files.includes(chunk.url));
    violations.push({
      rule: 'foreign-translations',
      subject: load.page,
      message: `${load.page}: ${foreign.locale} translations in the first load (${foreign.sources.join(', ')} distinctive strings found, e.g. "${foreign.examples[0] ?? ''}")`,
      chunks: holders,
      packages: packageTotals(holders),
    });
  }
  return violations;
}

export interface RouteModuleSizes {
  app: string;
  name: string;
  files: Array<{ file: string; gzip: number; packages: PackageShare[] }>;
}

/** A lazy module's own budget: by "app name", else by its name in any build. */
const lazyBudgetOf = (lazyModules: Readonly<Record<string, number>> | undefined, app: string, name: string): number | undefined => lazyModules?.[`${app} ${name}`] ?? lazyModules?.[name];

/**
 * Gathers each remote's route groups with the gzip size of their files (sizeOf reads the build).
 * A remote is a build that exposes modules; another build's (the shell's) lazy chunks are not
 * route modules, and are measured only when `lazyModules` gives them a budget of their own.
 */
export function routeModules(reports: readonly ChunkReport[], sizeOf: (app: string, file: string) => number, lazyModules: Readonly<Record<string, number>> = LAZY_MODULE_BUDGETS): RouteModuleSizes[] {
  return reports.flatMap((report) => {
    const remote = report.routes.some((group) => group.expose !== LAZY);
    return report.routes
      .filter((group) => remote || lazyBudgetOf(lazyModules, report.app, group.name) !== undefined)
      .map((group) => ({
        app: report.app,
        name: group.name,
        files: group.files.map((file) => ({ file, gzip: sizeOf(report.app, file), packages: report.files[file]?.packages ?? [] })),
      }));
  });
}

/** No remote route module (the exposed './routes' or a lazy page module) over its budget. */
export function evaluateRouteModules(modules: readonly RouteModuleSizes[], budgets: Budgets = ISSUE_14_BUDGETS): BudgetViolation[] {
  return modules.flatMap((module) => {
    const total = module.files.reduce((sum, file) => sum + file.gzip, 0);
    const subjectName = `${module.app} ${module.name}`;
    const own = lazyBudgetOf(budgets.lazyModules, module.app, module.name);
    const limit = own ?? budgets.routeModuleKnownOver?.[subjectName] ?? budgets.routeModuleGzip;
    if (total <= limit) return [];
    const chunks = largestFirst(module.files.map((file) => chunkShare({ url: file.file, raw: 0, gzip: file.gzip, app: module.app, file: file.file, packages: file.packages })));
    const subject = `${module.app} ${module.name}`;
    const budget =
      own !== undefined
        ? `its own budget ${kb(limit)} (LAZY_MODULE_BUDGETS)`
        : limit === budgets.routeModuleGzip
          ? `budget ${kb(limit)}`
          : `its recorded size ${kb(limit)} (budget ${kb(budgets.routeModuleGzip)}, see ROUTE_MODULE_KNOWN_OVER)`;
    return [{ rule: 'route-module' as const, subject, message: `${subject}: ${kb(total)} gzip in ${module.files.length} files > ${budget}`, chunks, packages: packageTotals(chunks) }];
  });
}

/**
 * Packages confined to some lazy modules (CONFINED_PACKAGES: the Firebase SDK) sit in no other
 * chunk of any build: every emitted script holding one must belong to those modules' chunk groups
 * and to no other group (an entry chunk, a page module or a chunk shared with one would load it
 * for readers who never use it).
 */
export function evaluateConfinedPackages(reports: readonly ChunkReport[], confined: typeof CONFINED_PACKAGES = CONFINED_PACKAGES): BudgetViolation[] {
  return reports.flatMap((report) =>
    confined.flatMap(({ label, packages, modules }) => {
      const offending = Object.entries(report.files).filter(([file, entry]) => {
        if (!entry.packages.some((share) => packages.test(share.name))) return false;
        const groups = report.routes.filter((group) => group.files.includes(file));
        return groups.length === 0 || groups.some((group) => !modules.includes(group.name));
      });
      if (offending.length === 0) return [];
      const chunks = offending.map(([file, entry]) => ({ chunk: `${report.app}/${file}`, url: file, gzip: 0, packages: entry.packages.map((share) => ({ name: share.name, gzip: 0 })) }));
      const where = offending.map(([file, entry]) => `${file} (${entry.packages.filter((share) => packages.test(share.name)).map((share) => share.name).join(', ')})`);
      return [{ rule: 'confined-package' as const, subject: report.app, message: `${report.app}: ${label} outside its lazy modules, in ${where.join('; ')}`, chunks, packages: [] }];
    }),
  );
}

/** A violation as a failing check prints it: the message, then the largest chunks and packages. */
export function describeViolation(violation: BudgetViolation, top = 8): string {
  const lines = [violation.message];
  if (violation.chunks.length > 0) {
    lines.push('  chunks, largest first:');
    for (const chunk of violation.chunks.slice(0, top)) {
      const main = chunk.packages.slice(0, 3).map((share) => share.name).join(', ');
      lines.push(`    ${kb(chunk.gzip).padStart(9)}  ${chunk.chunk}${main ? `  (${main})` : ''}`);
    }
  }
  if (violation.packages.length > 0) {
    lines.push('  packages, largest first (gzip shared out by source size):');
    for (const share of violation.packages.slice(0, top)) lines.push(`    ${kb(share.gzip).padStart(9)}  ${share.name}`);
  }
  return lines.join('\n');
}

export function describeViolations(violations: readonly BudgetViolation[]): string {
  return violations.length === 0 ? 'every budget met' : violations.map((violation) => describeViolation(violation)).join('\n');
}
