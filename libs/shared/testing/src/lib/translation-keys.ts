import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A nested translation resource, as in the i18n JSON files. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

const LITERAL_KEY = /\bt\(\s*['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every literal key passed to `t('…')` in the non-test sources under the given folders. */
export function literalTranslationKeys(dirs: string[]): string[] {
  const keys = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(LITERAL_KEY)) keys.add(match[1] as string);
  }
  return [...keys].sort();
}

function hasKey(tree: TranslationTree, key: string): boolean {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return false;
    node = node[part];
  }
  // A plural key is present when any of its `_one`/`_other` forms is.
  if (node !== undefined) return typeof node === 'string';
  const parent = key.split('.').slice(0, -1).reduce<string | TranslationTree | undefined>((n, p) => (typeof n === 'object' ? n[p] : undefined), tree);
  const leaf = key.split('.').pop() as string;
  return typeof parent === 'object' && Object.keys(parent).some((k) => k.startsWith(`${leaf}_`));
}

/** Keys missing per language: `{ en: ['a.b'] }`; an empty object means every key exists. */
export function missingTranslationKeys(keys: string[], resources: Record<string, TranslationTree>): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const [language, tree] of Object.entries(resources)) {
    const absent = keys.filter((key) => !hasKey(tree, key));
    if (absent.length) missing[language] = absent;
  }
  return missing;
}
