/**
 * What a reader's app is made of once it loads (issue 14): the shell's main entry, its bootstrap
 * chunk group and the shared singletons it provides, plus one remote's container and exposed
 * `./routes` with their sync chunks. Lazy chunks (dialogs, forms, editors) are left out, as a
 * reader who does not open them never fetches them. Prints the files with their gzip sizes and
 * the packages inside, and flags the packages a reader's app must not carry.
 *
 *   MEYDAN_BUILD_STATS=1 node --import tsx/esm tools/build/build-app.mts shell   (and the remote)
 *   node --import tsx/esm tools/build/reader-chunks.mts [remote=content] [dist=dist]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface StatsModule {
  name?: string;
  size: number;
  modules?: StatsModule[];
}
interface StatsChunk {
  id: string | number;
  files: string[];
  entry: boolean;
  modules?: StatsModule[];
  origins?: { moduleName: string; request: string }[];
}
interface Stats {
  chunks: StatsChunk[];
}

/** Packages a reader's page must not load: schemas, sanitizing and dates are the server's or Intl's. */
export const FORBIDDEN_PACKAGES = ['@sinclair/typebox', 'dompurify', 'dayjs'] as const;

export interface ReaderFile {
  file: string;
  raw: number;
  gzip: number;
}

export interface ReaderChunks {
  files: ReaderFile[];
  /** Source bytes (before minifying) per npm package or workspace project. */
  packages: Map<string, number>;
}

/** Which chunks of a browser build belong to the reader's app. */
function readerChunkIds(stats: Stats, isShell: boolean): StatsChunk[] {
  return stats.chunks.filter(
    (chunk) =>
      chunk.entry ||
      (chunk.origins ?? []).some((origin) =>
        isShell
          ? // The async boundary's chunk group and the singletons the shell provides to everyone.
            (origin.moduleName.endsWith('apps/shell/src/client/main.ts') && origin.request === './bootstrap') || origin.moduleName.startsWith('provide shared module')
          : // The remote's exposed module (its only expose): singletons come from the shell.
            origin.moduleName === 'container entry',
      ),
  );
}

/** `node_modules/<package>` or the workspace project (apps/x, libs/a/b) a module comes from. */
export function ownerOf(name: string): string {
  const fromPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (fromPackage) return fromPackage[1] as string;
  const project = /\b(apps\/[^/]+|libs\/(?:shared\/(?:util|data-access)\/[^/]+|[^/]+\/[^/]+))\//.exec(name);
  return project ? (project[1] as string) : 'other';
}

const hasNamed = (modules: StatsModule[] | undefined): boolean => (modules ?? []).some((module) => module.name || hasNamed(module.modules));

/** Counts each module once: the parts of a concatenated module when the stats list them, else the whole under its root's name. */
function addModules(modules: StatsModule[] | undefined, packages: Map<string, number>): void {
  for (const module of modules ?? []) {
    if (hasNamed(module.modules)) addModules(module.modules, packages);
    else if (module.name) packages.set(ownerOf(module.name), (packages.get(ownerOf(module.name)) ?? 0) + module.size);
  }
}

/** The reader's chunks of one browser build (`shell` or a remote) with their gzip sizes. */
export function readerChunks(dist: string, app: string, into: ReaderChunks = { files: [], packages: new Map() }): ReaderChunks {
  const stats = JSON.parse(readFileSync(join(dist, 'stats', `${app}-browser.json`), 'utf8')) as Stats;
  for (const chunk of readerChunkIds(stats, app === 'shell')) {
    addModules(chunk.modules, into.packages);
    for (const file of chunk.files.filter((name) => name.endsWith('.js'))) {
      const bytes = readFileSync(join(dist, 'apps', app, 'browser', file));
      into.files.push({ file: `${app}/${file}`, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
  }
  return into;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(): void {
  const remote = process.argv[2] ?? 'content';
  const dist = process.argv[3] ?? join(fileURLToPath(new URL('../..', import.meta.url)), 'dist');
  const set = readerChunks(dist, remote, readerChunks(dist, 'shell'));
  const total = set.files.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 });
  for (const file of [...set.files].sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(file.gzip).padStart(9)} gzip ${kb(file.raw).padStart(9)} raw  ${file.file}`);
  console.log(`${kb(total.gzip).padStart(9)} gzip ${kb(total.raw).padStart(9)} raw  total, ${set.files.length} files (shell + ${remote})\n`);
  console.log('source bytes per package / project (before minifying):');
  for (const [name, bytes] of [...set.packages].sort((a, b) => b[1] - a[1])) console.log(`${kb(bytes).padStart(9)}  ${name}`);
  const found = FORBIDDEN_PACKAGES.filter((name) => set.packages.has(name));
  console.log(found.length ? `\nFORBIDDEN in the reader's app: ${found.join(', ')}` : `\nnone of ${FORBIDDEN_PACKAGES.join(', ')} in the reader's app`);
  if (found.length) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
