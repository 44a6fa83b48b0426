/**
 * rspack configurations of every app: each remote builds a browser bundle and a server bundle
 * (target async-node with the @module-federation/node runtime plugin) into its own folders; the
 * shell builds a browser host and a Node SSR host; the api builds a plain Node bundle.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARED_SINGLETONS, type RemoteApp } from '../mf/shared.mjs';
import { AssetsManifestPlugin } from './assets-manifest-plugin.mjs';

export const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
export const distRoot = join(workspaceRoot, 'dist/apps');
const nodeRuntimePlugin = createRequire(import.meta.url).resolve('@module-federation/node/runtimePlugin');

const swcRule = (target: 'browser' | 'node'): RuleSetRule => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: target === 'node' ? 'es2022' : 'es2020',
    },
  },
  type: 'javascript/auto',
});

function base(name: string, target: 'browser' | 'node'): Configuration {
  return {
    name,
    mode: 'production',
    context: workspaceRoot,
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      tsConfig: { configFile: join(workspaceRoot, 'tsconfig.base.json') },
      // DOMPurify needs a DOM on the server only (jsdom); browsers use their own window.
      alias: target === 'browser' ? { jsdom: false } : {},
      conditionNames: target === 'browser' ? ['browser', 'import', 'module', 'require', 'default'] : ['node', 'import', 'require', 'default'],
    },
    module: {
      rules: [
        swcRule(target),
        target === 'browser' ? { test: /\.css$/, type: 'css/auto' } : { test: /\.css$/, type: 'asset/source' },
      ],
    },
    experiments: target === 'browser' ? { css: true } : {},
    performance: { hints: false },
    optimization: { minimize: target === 'browser' },
    stats: 'errors-warnings',
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
  };
}

/** Node bundles keep node_modules external: they are installed beside the app at deploy time. */
function nodeExternals(): Configuration['externals'] {
  return [
    ({ request }, callback) => {
      // Our code and the federation runtime (which MF injects as loader requests) are bundled.
      if (!request || /^[./]|^@meydan\/|^@module-federation\/|!/.test(request)) return callback();
      return callback(undefined, `commonjs ${request}`);
    },
  ];
}

export function remoteBrowserConfig(remote: RemoteApp): Configuration {
  const config = base(`${remote}-browser`, 'browser');
  return {
    ...config,
    target: 'web',
    // No entry of its own: the only entry is the container (remoteEntry.js) MF adds.
    entry: {},
    output: {
      path: join(distRoot, remote, 'browser'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      uniqueName: remote,
      clean: true,
    },
    plugins: [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name: remote,
        filename: 'remoteEntry.js',
        exposes: { './routes': `./apps/${remote}/src/routes.tsx` },
        shared: SHARED_SINGLETONS,
        dts: false,
        manifest: true,
        experiments: { externalRuntime: true },
      }),
    ],
  };
}

export function remoteServerConfig(remote: RemoteApp): Configuration {
  const config = base(`${remote}-server`, 'node');
  return {
    ...config,
    target: 'async-node',
    // No entry of its own: the only entry is the container (remoteEntry.js) MF adds.
    entry: {},
    externalsPresets: { node: true },
    // npm packages (jsdom for the sanitizer, etc.) are required from the SSR host's node_modules:
    // the server container runs inside the shell process, which installs the workspace packages.
    externals: nodeExternals(),
    output: {
      path: join(distRoot, remote, 'server'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${remote}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    plugins: [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name: remote,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module', name: remote },
        remoteType: 'script',
        exposes: { './routes': `./apps/${remote}/src/routes.tsx` },
        shared: SHARED_SINGLETONS,
        dts: false,
        manifest: false,
        runtimePlugins: [nodeRuntimePlugin],
      }),
    ],
  };
}

export function shellBrowserConfig(): Configuration {
  const config = base('shell-browser', 'browser');
  return {
    ...config,
    target: 'web',
    entry: { main: join(workspaceRoot, 'apps/shell/src/client/main.ts') },
    output: {
      path: join(distRoot, 'shell/browser'),
      publicPath: '/_shell/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      uniqueName: 'shell',
      clean: true,
    },
    plugins: [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: SHARED_SINGLETONS,
        dts: false,
        manifest: false,
        experiments: { provideExternalRuntime: true },
      }),
      new AssetsManifestPlugin('main'),
    ],
  };
}

export function shellServerConfig(): Configuration {
  const config = base('shell-server', 'node');
  return {
    ...config,
    target: 'async-node',
    entry: { main: join(workspaceRoot, 'apps/shell/src/server/main.ts') },
    externalsPresets: { node: true },
    externals: nodeExternals(),
    node: { __dirname: false, __filename: false },
    output: {
      path: join(distRoot, 'shell/server'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'shell_server',
      library: { type: 'commonjs2' },
      clean: true,
    },
    plugins: [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: SHARED_SINGLETONS,
        dts: false,
        manifest: false,
        remoteType: 'script',
        runtimePlugins: [nodeRuntimePlugin],
      }),
    ],
  };
}
