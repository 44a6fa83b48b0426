/**
 * `npm test`'s typecheck: every project's `typecheck` target (`tsc -p <tsconfig> --noEmit`) in as
 * few TypeScript programs as their compiler options allow.
 *
 * Why: the projects import each other's sources (tsconfig paths), so 70-odd separate `tsc` runs
 * checked the shared libraries and React's and Node's types 70-odd times: ~12 CPU-minutes on CI's
 * two cores, against ~1 for one program over the same files. Projects whose options are the same
 * (all but e2e today) share one program, so each file is checked exactly as its own project checks
 * it; a project with options of its own gets a program of its own. The per-project targets stay
 * for working on one project (`nx typecheck api-social`).
 *
 * Usage: tsx tools/test/typecheck-workspace.ts [--list]  (--list prints the programs and exits)
 */
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { projectTargetArguments } from './project-targets';

const root = join(__dirname, '../..');

/** The tsconfig each project's typecheck target checks, read off its `tsc -p <config>` command. */
export function projectTypecheckConfigs(workspaceRoot: string): string[] {
  return projectTargetArguments(workspaceRoot, 'typecheck', /^tsc -p (\S+) --noEmit$/).map((config) => join(workspaceRoot, config));
}

export interface Program {
  configs: string[];
  options: ts.CompilerOptions;
  files: string[];
}

/** Projects grouped by identical compiler options; each group's files are the union of its projects'. */
export function groupByOptions(configPaths: string[]): Program[] {
  const groups = new Map<string, Program>();
  for (const configPath of configPaths) {
    const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail([d]) });
    if (parsed === undefined) throw new Error(`cannot read ${configPath}`);
    if (parsed.errors.length > 0) fail(parsed.errors);
    // Only the config's own path differs between projects that extend the base unchanged.
    const { configFilePath: _ownPath, ...options } = parsed.options;
    const key = JSON.stringify(options);
    const group = groups.get(key) ?? { configs: [], options: parsed.options, files: [] };
    group.configs.push(configPath);
    group.files.push(...parsed.fileNames);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({ ...group, files: [...new Set(group.files)] }));
}

function fail(diagnostics: readonly ts.Diagnostic[]): never {
  report(diagnostics);
  process.exit(1);
}

function report(diagnostics: readonly ts.Diagnostic[]): void {
  const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
}

function main(): void {
  const programs = groupByOptions(projectTypecheckConfigs(root));
  const describe = (p: Program) => `${p.configs.length} project(s), ${p.files.length} files`;
  if (process.argv.includes('--list')) {
    for (const p of programs) console.log(`${describe(p)}: ${p.configs.map((c) => relative(root, dirname(c))).join(', ')}`);
    return;
  }
  let errors = 0;
  for (const p of programs) {
    const startedAt = Date.now();
    const program = ts.createProgram({ rootNames: p.files, options: { ...p.options, noEmit: true } });
    const diagnostics = ts.getPreEmitDiagnostics(program);
    console.log(`typecheck: ${describe(p)} — ${diagnostics.length} error(s) in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
    if (diagnostics.length > 0) report(diagnostics);
    errors += diagnostics.length;
  }
  process.exit(errors === 0 ? 0 : 1);
}

if (require.main === module) main();
