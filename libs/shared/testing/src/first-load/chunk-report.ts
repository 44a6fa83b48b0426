/**
 * The chunk report every browser build writes beside its scripts (dist/apps/<app>/browser/chunk-report.json,
 * by tools/build/chunk-report-plugin.mts): which packages each emitted script holds, and which
 * scripts a remote's exposed './routes' module pulls. The budgets read it to name what grew.
 */
export interface PackageShare {
  /** npm package name (`react-dom`, `@sinclair/typebox`) or workspace project folder (`libs/shared/contracts`). */
  name: string;
  /** Source bytes of the package's modules in the chunk (before minification: a share, not a wire size). */
  bytes: number;
}

export interface ChunkReportFile {
  chunk: string;
  names: string[];
  packages: PackageShare[];
}

/** One chunk a remote's exposed module pulls: the expose chunk itself, or a lazy chunk reachable from it. */
export interface RouteGroup {
  expose: string;
  name: string;
  files: string[];
}

export interface ChunkReport {
  app: string;
  /** Keyed by the emitted file name, relative to the build folder. */
  files: Record<string, ChunkReportFile>;
  routes: RouteGroup[];
}
