/** The parts of an npm v3 lockfile that `missingLockEntries` reads. */
export interface Lockfile {
  packages: Record<string, { dependencies?: Record<string, string>; devDependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }>;
}

/**
 * Where Node would look for `name` from the package installed at `path`: its own node_modules,
 * then each enclosing package's, up to the root.
 */
function lookupPaths(path: string, name: string): string[] {
  const paths: string[] = [];
  let base = path;
  for (;;) {
    paths.push(`${base ? `${base}/` : ''}node_modules/${name}`);
    if (!base) return paths;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/** Optional dependencies the lockfile names but does not lock, as `package → dependency`. */
export function missingLockEntries(lock: Lockfile): string[] {
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!lookupPaths(path, name).some((candidate) => candidate in lock.packages)) missing.push(`${path} → ${name}`);
    }
  }
  return missing;
}
