import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * What every project's `<target>` runs on, read off its `nx:run-commands` command with `pattern`
 * (its first group), in project order. `npm test` runs a workspace's worth of a per-project
 * target in one process (typecheck-workspace.ts, lint-workspace.ts), and reads the projects'
 * own targets so that a new project is checked without being listed anywhere else. A command of
 * another form stops the run: the workspace step would not know what to check.
 */
export function projectTargetArguments(workspaceRoot: string, target: string, pattern: RegExp): string[] {
  const projectFiles = ['apps', 'libs', 'tools', 'e2e']
    .flatMap((top) => readdirSync(join(workspaceRoot, top), { recursive: true, encoding: 'utf8' }).map((file) => join(top, file)))
    .filter((file) => basename(file) === 'project.json' && !file.includes('node_modules'))
    .sort();
  const found: string[] = [];
  for (const projectFile of projectFiles) {
    const project = JSON.parse(readFileSync(join(workspaceRoot, projectFile), 'utf8')) as { targets?: Record<string, { options?: { command?: string } }> };
    const command = project.targets?.[target]?.options?.command;
    if (command === undefined) continue;
    const match = pattern.exec(command);
    if (match === null) throw new Error(`${projectFile}: the ${target} target (${command}) does not have the form ${pattern}; teach tools/test its form`);
    found.push(match[1] as string);
  }
  return found;
}
