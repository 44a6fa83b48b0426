/**
 * Proves the ARCHITECTURE §3 matrix is enforced: lints in-memory fixtures placed inside real
 * projects and expects @nx/enforce-module-boundaries to reject the forbidden imports.
 */
import { execSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Runs the real ESLint CLI (flat config loading needs native ESM, which jest's VM lacks). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const result = spawnSync('npx', ['eslint', '--format', 'json', '--stdin', '--stdin-filename', join(root, filePath)], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(result.stdout) as Array<{ messages: LintMessage[] }>;
  return report.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

beforeAll(() => {
  // The rule reads Nx's cached project graph; make sure it exists when jest runs alone.
  execSync('npx nx show projects', { cwd: root, stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });
}, 120_000);

jest.setTimeout(60_000);

describe('module boundaries', () => {
  it('rejects a remote importing another remote', async () => {
    const errors = await boundaryErrors(
      'apps/content/src/boundary-fixture.ts',
      "import { x } from '@meydan/social/feature-pages';\nexport const y = x;\n",
    );
    expect(errors.join('\n')).toMatch(/scope:content/);
  });

  it('rejects web code depending on a node-only project', async () => {
    const errors = await boundaryErrors('libs/shared/ui/src/boundary-fixture.ts', "import { createDb } from '@meydan/api/db';\nexport const y = createDb;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('rejects a util lib depending on a data-access lib', async () => {
    const errors = await boundaryErrors(
      'libs/shared/util/format/src/boundary-fixture.ts',
      "import { baseApi } from '@meydan/shared/data-access/api-client';\nexport const y = baseApi;\n",
    );
    expect(errors.join('\n')).toMatch(/type:util/);
  });

  it('accepts a remote importing its own feature lib and shared libs', async () => {
    const errors = await boundaryErrors(
      'apps/content/src/boundary-fixture.ts',
      "import { a } from '@meydan/content/feature-pages';\nimport { b } from '@meydan/shared/util/routing';\nexport const y = [a, b];\n",
    );
    expect(errors).toEqual([]);
  });
});
