/**
 * Bundles the API for Node: `tsx apps/api/build.ts` → dist/apps/api/main.js (standalone server)
 * and dist/apps/api/app.js (buildApp, registerApiRoutes, createDb for the shell's all-in-one
 * server), plus the SQL migrations beside them. Workspace libs are bundled; every npm package
 * stays external and is resolved from node_modules at run time (native addons, wasm, assets).
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';

const root = path.resolve(__dirname, '../..');
const outDir = path.join(root, 'dist/apps/api');

const config: Configuration = {
  name: 'api',
  mode: 'production',
  target: 'node20',
  context: root,
  devtool: 'source-map',
  entry: {
    main: path.join(root, 'apps/api/src/main.ts'),
    app: path.join(root, 'apps/api/src/app.ts'),
  },
  output: {
    path: outDir,
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.js', '.json'],
    tsConfig: { configFile: path.join(root, 'tsconfig.base.json') },
    conditionNames: ['node', 'require', 'import', 'default'],
  },
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) => {
      // Relative paths and @meydan/* aliases are our code (bundled); anything else is a package.
      if (!request || request.startsWith('.') || path.isAbsolute(request) || request.startsWith('@meydan/')) return callback();
      return callback(undefined, `commonjs ${request}`);
    },
  ],
  // Keep the real __dirname so the server finds migrations/ next to the bundle.
  node: { __dirname: false, __filename: false },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};

function compile(): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('rspack returned no stats'));
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      for (const warning of info.warnings ?? []) console.warn(`[api] warning: ${warning.message}`);
      if (stats.hasErrors()) {
        for (const err of info.errors ?? []) console.error(`[api] ${err.message}`);
        return reject(new Error('api build failed'));
      }
      resolve();
    });
  });
}

async function main(): Promise<void> {
  await compile();
  const migrations = path.join(outDir, 'migrations');
  await rm(migrations, { recursive: true, force: true });
  await cp(path.join(root, 'libs/api/db/migrations'), migrations, { recursive: true });
  console.log(`[api] built ${path.relative(root, outDir)}/{main,app}.js and migrations/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
