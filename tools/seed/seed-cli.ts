import path from 'node:path';
import { register } from 'tsx/cjs/api';

/*
 * `npm run seed` starts tsx from the repository root, where no tsconfig.json maps the
 * @meydan/* aliases. This entry imports nothing through an alias: it points a scoped tsx
 * loader at tools/seed/tsconfig.json and loads the real script through it.
 */
process.env['TSX_TSCONFIG_PATH'] ??= path.resolve(__dirname, 'tsconfig.json');
const loader = register({ namespace: 'meydan-seed' });
const { runSeedCli } = loader.require('./seed-run', __filename) as typeof import('./seed-run');

runSeedCli().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
