import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { groupByOptions, projectTypecheckConfigs } from './typecheck-workspace';

const root = join(__dirname, '../..');

describe('the workspace typecheck', () => {
  const configs = projectTypecheckConfigs(root);
  const programs = groupByOptions(configs);

  it("covers every project's typecheck target, e2e included", () => {
    const names = configs.map((config) => relative(root, config));
    expect(names).toEqual(expect.arrayContaining(['apps/shell/tsconfig.json', 'libs/api/social/tsconfig.json', 'tools/tsconfig.json', 'e2e/tsconfig.json']));
    expect(programs.flatMap((program) => program.configs).sort()).toEqual([...configs].sort());
  });

  it('checks a project with compiler options of its own in a program of its own, with its own options', () => {
    const e2e = programs.find((program) => program.configs.some((config) => config.endsWith('e2e/tsconfig.json')));
    expect(e2e?.configs).toHaveLength(1);
    // e2e's tsconfig narrows the global types to Node's (no jest globals in Playwright specs).
    expect(JSON.parse(readFileSync(join(root, 'e2e/tsconfig.json'), 'utf8')).compilerOptions.types).toEqual(['node']);
    expect(e2e?.options.types).toEqual(['node']);
  });

  it("gives each shared program the union of its projects' files, each once", () => {
    const shared = programs.find((program) => program.configs.length > 1);
    expect(shared?.files).toEqual(expect.arrayContaining([join(root, 'apps/shell/src/client/ads-boot.ts'), join(root, 'apps/api/build.ts')]));
    expect(new Set(shared?.files).size).toBe(shared?.files.length);
  });
});
