/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/*
 * Issue 14: no remote route module over 30 KB gzip. TypeBox (the contract schemas) and DOMPurify
 * (the sanitizer) are each most of that budget, so a social page module must not import them
 * statically: forms fetch their checks on first use (lazy/form-checks-loader.ts), the editor and
 * the previews fetch the sanitizer (lazy/sanitizer-loader.ts). This walks the static imports the
 * way the build sees them: type-only imports are erased, `import()` starts another chunk, and a
 * lib's index.ts barrel (side-effect free in rspack-configs.mts) brings only the modules that
 * export the names taken from it. The byte budget itself is checked on the build (first-load).
 */

const ROOT = join(__dirname, '../../../..');
const PAGES = join(__dirname);
const FORBIDDEN = ['@sinclair/typebox', 'dompurify'];
const BARREL = /[\\/]libs[\\/].+[\\/]src[\\/]index\.tsx?$/;
const aliases: Record<string, [string]> = JSON.parse(readFileSync(join(ROOT, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;

type Target = { file: string } | { pkg: string } | null;

function resolveSpecifier(from: string, specifier: string): Target {
  const alias = aliases[specifier];
  if (alias) return { file: join(ROOT, alias[0]) };
  if (!specifier.startsWith('.')) {
    const parts = specifier.split('/');
    return { pkg: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string) };
  }
  const base = join(dirname(from), specifier);
  const file = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
  return file ? { file } : null; // JSON and other assets hold no imports
}

/** Names an import or export takes from its module; null for all of them (namespace, `export *`, side effect). */
interface Edge {
  specifier: string;
  names: string[] | null;
}

function edgesOf(file: string): Edge[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edges: Edge[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      if (!clause || clause.name || (bindings && ts.isNamespaceImport(bindings))) {
        edges.push({ specifier: statement.moduleSpecifier.text, names: clause?.name && !bindings ? ['default'] : null });
        continue;
      }
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text) : [];
      if (names.length > 0) edges.push({ specifier: statement.moduleSpecifier.text, names });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) {
        edges.push({ specifier: statement.moduleSpecifier.text, names: null });
        continue;
      }
      const names = clause.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text);
      if (names.length > 0) edges.push({ specifier: statement.moduleSpecifier.text, names });
    }
  }
  return edges;
}

/** The names a barrel's re-export provides under their exported names (`export { a as b }` provides b). */
function exportedNames(file: string, specifier: string): string[] | null {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== specifier) continue;
    const clause = statement.exportClause;
    return clause && ts.isNamedExports(clause) ? clause.elements.map((element) => element.name.text) : null;
  }
  return null;
}

/** The chain of files from `entry` to the first forbidden package it imports statically, or null. */
function forbiddenChain(entry: string): string[] | null {
  const seen = new Set<string>();
  const visit = (file: string, names: string[] | null, chain: string[]): string[] | null => {
    const key = `${file}|${names?.join(',') ?? '*'}`;
    if (seen.has(key)) return null;
    seen.add(key);
    const barrel = BARREL.test(file);
    for (const edge of edgesOf(file)) {
      // A barrel only brings the modules behind the names taken from it.
      if (barrel && names) {
        const provided = exportedNames(file, edge.specifier);
        if (provided && !provided.some((name) => names.includes(name))) continue;
      }
      const target = resolveSpecifier(file, edge.specifier);
      if (!target) continue;
      if ('pkg' in target) {
        if (FORBIDDEN.includes(target.pkg)) return [...chain, `${relative(ROOT, file)} → ${edge.specifier}`];
        continue;
      }
      const found = visit(target.file, barrel && names && !edge.names ? names : edge.names, [...chain, relative(ROOT, file)]);
      if (found) return found;
    }
    return null;
  };
  return visit(entry, null, []);
}

const pageModules = readdirSync(PAGES).filter((name) => /^[a-z-]+\.ts$/.test(name));

describe('social page modules', () => {
  it.each(pageModules)('%s imports neither TypeBox nor DOMPurify statically', (name) => {
    expect(forbiddenChain(join(PAGES, name))).toBeNull();
  });

  it('finds the packages where they are: the forms’ lazy checks and the sanitizer', () => {
    expect(forbiddenChain(join(ROOT, 'libs/social/feature-pages/src/lazy/form-checks.ts'))?.at(-1)).toMatch(/→ @sinclair\/typebox$/);
    expect(forbiddenChain(join(ROOT, 'libs/shared/util/sanitizer/src/index.ts'))?.at(-1)).toMatch(/→ dompurify$/);
  });
});
