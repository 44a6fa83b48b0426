/**
 * Issue 15 item 16: a fresh clone's `npm install` must leave package-lock.json as committed and
 * `npm ci` must accept it on every platform. npm records every optional dependency of a locked
 * package (the native bindings of rspack, swc, nx, esbuild, sharp … for each OS and CPU), whether
 * or not it fits the machine that wrote the lockfile; a lockfile pruned to one platform is
 * rewritten by the next `npm install` elsewhere and refused by `npm ci`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingLockEntries, type Lockfile } from './lockfile';

const root = join(__dirname, '../..');
const read = <T>(file: string): T => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;

describe('package-lock.json', () => {
  const lock = read<Lockfile>('package-lock.json');

  it('locks every optional dependency of every locked package (all platforms)', () => {
    expect(missingLockEntries(lock)).toEqual([]);
  });

  it('records the root manifest as package.json declares it', () => {
    const manifest = read<{ dependencies?: Record<string, string>; devDependencies?: Record<string, string> }>('package.json');
    const locked = lock.packages[''] ?? {};
    expect(locked.dependencies ?? {}).toEqual(manifest.dependencies ?? {});
    expect(locked.devDependencies ?? {}).toEqual(manifest.devDependencies ?? {});
  });
});

describe('missingLockEntries', () => {
  it('names an optional dependency that no node_modules folder up the tree locks', () => {
    const lock: Lockfile = {
      packages: {
        '': {},
        'node_modules/@rspack/binding': { optionalDependencies: { '@rspack/binding-linux-x64-gnu': '2.3.2', '@rspack/binding-darwin-arm64': '2.3.2' } },
        'node_modules/@rspack/binding-linux-x64-gnu': {},
        'node_modules/a': { optionalDependencies: { b: '1.0.0' } },
        'node_modules/a/node_modules/c': { optionalDependencies: { b: '1.0.0' } },
        'node_modules/b': {},
      },
    };
    expect(missingLockEntries(lock)).toEqual(['node_modules/@rspack/binding → @rspack/binding-darwin-arm64']);
  });
});
