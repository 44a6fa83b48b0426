/**
 * Workspace generator: creates an Nx project (lib or app) with the house layout:
 * project.json (tags + lint/typecheck/test targets), tsconfig.json, jest.config.cjs, src/index.ts.
 *
 *   tsx tools/generators/new-project.ts libs/shared/util/format scope:shared type:util platform:isomorphic
 *
 * Existing files are never overwritten, so it is safe to re-run.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface NewProjectOptions {
  root: string;
  tags: string[];
  /** jest environment: jsdom for web/ui code, node otherwise */
  testEnvironment?: 'node' | 'jsdom';
}

function writeIfMissing(path: string, content: string): void {
  if (existsSync(path)) return;
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

export function projectNameFromRoot(root: string): string {
  return root.replace(/^(libs|apps)\//, '').replace(/\//g, '-');
}

export function newProject({ root, tags, testEnvironment }: NewProjectOptions): void {
  const name = projectNameFromRoot(root);
  const up = relative(root, '.') || '.';
  const env = testEnvironment ?? (tags.includes('platform:node') ? 'node' : 'jsdom');
  writeIfMissing(
    join(root, 'project.json'),
    JSON.stringify(
      {
        name,
        $schema: `${up}/node_modules/nx/schemas/project-schema.json`,
        sourceRoot: `${root}/src`,
        projectType: root.startsWith('apps/') ? 'application' : 'library',
        tags,
        targets: {
          lint: { executor: 'nx:run-commands', options: { command: `eslint ${root}` } },
          typecheck: { executor: 'nx:run-commands', options: { command: `tsc -p ${root}/tsconfig.json --noEmit` } },
          test: { executor: 'nx:run-commands', options: { command: `jest -c ${root}/jest.config.cjs` } },
        },
      },
      null,
      2,
    ) + '\n',
  );
  writeIfMissing(
    join(root, 'tsconfig.json'),
    JSON.stringify({ extends: `${up}/tsconfig.base.json`, include: ['src/**/*.ts', 'src/**/*.tsx'] }, null, 2) + '\n',
  );
  writeIfMissing(
    join(root, 'jest.config.cjs'),
    `const { projectJestConfig } = require('${up}/jest.preset.cjs');\n\nmodule.exports = projectJestConfig(__dirname, '${env}');\n`,
  );
  writeIfMissing(join(root, 'src/index.ts'), 'export {};\n');
}

if (process.argv[1] && process.argv[1].endsWith('new-project.ts')) {
  const [root, ...tags] = process.argv.slice(2);
  if (!root || tags.length < 3) {
    console.error('usage: new-project.ts <root> scope:x type:y platform:z');
    process.exit(1);
  }
  newProject({ root, tags });
}
