import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Compiler, StatsChunk, StatsModule } from '@rspack/core';
import type { ChunkReport, ChunkReportFile, RouteGroup } from '../../libs/shared/testing/src/first-load/chunk-report.js';

/**
 * Writes chunk-report.json beside a browser build: for every emitted script, the packages whose
 * modules it holds (npm package name, or the workspace project folder such as libs/shared/contracts)
 * with their source bytes, and the chunk groups a remote's exposed './routes' module pulls. The
 * first-load budgets (tools/budgets) map the scripts a browser fetched to packages through it.
 */
export class ChunkReportPlugin {
  constructor(
    private readonly app: string,
    private readonly root: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('ChunkReportPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        chunkModulesSpace: Number.POSITIVE_INFINITY,
        nestedModules: true,
        nestedModulesSpace: Number.POSITIVE_INFINITY,
        // A concatenated module's inner modules are 'orphans', consume stubs 'dependent': list them all.
        orphanModules: true,
        dependentModules: true,
        chunkOrigins: true,
        ids: true,
        chunkGroups: true,
        outputPath: true,
      });
      const report = buildReport(this.app, json.chunks ?? [], json.namedChunkGroups ?? {}, new ProjectResolver(this.root));
      writeFileSync(join(json.outputPath ?? compiler.outputPath, 'chunk-report.json'), `${JSON.stringify(report, null, 1)}\n`);
    });
  }
}

interface NamedGroup {
  chunks?: Array<string | number>;
}

/** Expose chunk groups are named after the exposed path by Module Federation (`__federation_expose_routes`). */
const EXPOSE_GROUP = /^__federation_expose_(.+)$/;
const NOT_ROUTE_ORIGIN = /^(container entry|provide shared module|consume shared module|remote )/;

function buildReport(app: string, chunks: StatsChunk[], namedGroups: Record<string, NamedGroup>, projects: ProjectResolver): ChunkReport {
  const byId = new Map(chunks.map((chunk) => [String(chunk.id), chunk]));
  const files: Record<string, ChunkReportFile> = {};
  for (const chunk of chunks) {
    const packages = new Map<string, number>();
    for (const module of leafModules(chunk.modules ?? [])) {
      const name = projects.packageOf(module);
      packages.set(name, (packages.get(name) ?? 0) + (module.size ?? 0));
    }
    for (const file of chunk.files ?? []) {
      if (!file.endsWith('.js')) continue;
      files[file] = {
        chunk: String(chunk.id),
        names: chunk.names ?? [],
        packages: [...packages].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes),
      };
    }
  }
  const jsFiles = (ids: Iterable<string>) => [...ids].flatMap((id) => (byId.get(id)?.files ?? []).filter((file) => file.endsWith('.js')));
  const routes: RouteGroup[] = [];
  const inExpose = new Set<string>();
  for (const [group, { chunks: ids = [] }] of Object.entries(namedGroups)) {
    const expose = EXPOSE_GROUP.exec(group)?.[1];
    if (!expose) continue;
    ids.forEach((id) => inExpose.add(String(id)));
    routes.push({ expose, name: `./${expose}`, files: jsFiles(ids.map(String)) });
  }
  // Lazy chunks the remote's own code imports (page modules, documents), one group per import();
  // chunks created for the container or a shared module's fallback are not route modules.
  const lazy = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    if (inExpose.has(String(chunk.id))) continue;
    for (const origin of chunk.origins ?? []) {
      const from = origin.moduleName ?? '';
      if (!from || NOT_ROUTE_ORIGIN.test(origin.moduleIdentifier ?? '')) continue;
      const key = `${from} → ${origin.request}`;
      lazy.set(key, (lazy.get(key) ?? new Set()).add(String(chunk.id)));
    }
  }
  for (const [name, ids] of lazy) routes.push({ expose: '(lazy)', name, files: jsFiles(ids) });
  return { app, files, routes };
}

function* leafModules(modules: StatsModule[]): Generator<StatsModule> {
  for (const module of modules) {
    // A concatenated module lists the modules it inlines; count those, not the wrapper.
    if (module.modules && module.modules.length > 0) yield* leafModules(module.modules);
    else yield module;
  }
}

/** Names a module by its npm package or, for workspace code, by the folder of its Nx project. */
class ProjectResolver {
  private readonly cache = new Map<string, string>();

  private readonly root: string;

  constructor(root: string) {
    this.root = root.replace(/[\\/]+$/, '');
  }

  packageOf(module: StatsModule): string {
    const path = (module.nameForCondition ?? '') || (module.identifier ?? '');
    const inNodeModules = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)(?![\s\S]*node_modules)/.exec(path);
    if (inNodeModules) return (inNodeModules[1] as string).replace(/\\/g, '/');
    if (path.startsWith(this.root)) return this.projectOf(dirname(path));
    // Runtime modules, federation consume/provide stubs, remote references: no file behind them.
    return module.moduleType?.startsWith('consume-shared') || module.moduleType?.startsWith('provide') ? '(federation shared)' : '(runtime)';
  }

  private projectOf(dir: string): string {
    const cached = this.cache.get(dir);
    if (cached) return cached;
    let current = dir;
    while (current.startsWith(this.root) && current !== this.root && !existsSync(join(current, 'project.json'))) current = dirname(current);
    const name = current === this.root || !current.startsWith(this.root) ? relative(this.root, dir).split(sep).slice(0, 2).join('/') : relative(this.root, current).split(sep).join('/');
    this.cache.set(dir, name);
    return name;
  }
}
