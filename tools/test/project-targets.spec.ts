import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectTargetArguments } from './project-targets';

const root = join(__dirname, '../..');

describe("the projects' targets, read for the workspace steps of npm test", () => {
  it('finds every lint folder, e2e and the tools included', () => {
    const folders = projectTargetArguments(root, 'lint', /^eslint (\S+)$/);
    expect(folders).toEqual(expect.arrayContaining(['apps/shell', 'libs/api/social', 'tools', 'e2e']));
    expect(folders.length).toBeGreaterThan(60);
  });

  it('stops on a target of another form rather than leaving its project unchecked', () => {
    const workspace = mkdtempSync(join(tmpdir(), 'meydan-targets-'));
    try {
      for (const top of ['apps', 'libs', 'tools', 'e2e']) mkdirSync(join(workspace, top));
      mkdirSync(join(workspace, 'libs/odd'));
      writeFileSync(join(workspace, 'libs/odd/project.json'), JSON.stringify({ targets: { lint: { options: { command: 'eslint libs/odd --fix' } } } }));
      expect(() => projectTargetArguments(workspace, 'lint', /^eslint (\S+)$/)).toThrow(/libs\/odd\/project\.json: the lint target/);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });
});
