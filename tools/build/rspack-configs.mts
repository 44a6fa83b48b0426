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
import { AssetsManifestPlugin, BootAssetsPlugin } from './assets-manifest-plugin.mjs';
import { ChunkReportPlugin } from './chunk-report-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';

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

const REACT_ROUTER_PRODUCTION = join(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs');

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
      // react-router 7's package exports name only its development build (warnings, invariant
      // messages, extra checks on every <Link>); production takes the production build.
      alias: { ...(target === 'browser' ? { jsdom: false } : {}), 'react-router$': REACT_ROUTER_PRODUCTION },
      // No 'require' for browsers: a package that lists it before 'import' (TypeBox) would resolve
      // to its CommonJS build, which cannot be tree-shaken (TypeBox 34 KB gzip instead of 15).
      conditionNames: target === 'browser' ? ['browser', 'import', 'module', 'default'] : ['node', 'import', 'require', 'default'],
    },
    module: {
      rules: [
        swcRule(target),
        // A lib's index.ts only re-exports: marked side-effect free, a page chunk that imports
        // one name from a barrel takes just that module, not every page of the lib.
        { test: /[\\/]libs[\\/].+[\\/]src[\\/]index\.tsx?$/, sideEffects: false },
        // The contracts' schema-free entry only defines values and re-exports rule modules: a page
        // that takes one constant from it does not take every rule module (or document loader) too.
        { test: /[\\/]libs[\\/]shared[\\/]contracts[\\/]src[\\/]constants\.ts$/, sideEffects: false },
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

function nodeExternals(): Configuration['externals'] {
  return [
    ({ request }, callback) => {
      // Our code and the federation runtime (which MF injects as loader requests) are bundled.
      // react-router too: bundled, it takes the production build through the alias above (a
      // require at run time would resolve its package exports to the development build).
      if (!request || /^[./]|^@meydan\/|^@module-federation\/|^react-router$|!/.test(request)) return callback();
      return callback(undefined, `commonjs ${request}`);
    },
  ];
}

interface OutputOptions {
  dir: string;
  uniqueName: string;
  publicPath?: string;
  library?: NonNullable<Configuration['output']>['library'];
}

/** Browser builds: content-hashed file names everywhere (served immutable). */
function browserBuild(name: string, output: OutputOptions): Configuration {
  const config = base(name, 'browser');
  const hashed = '[name].[contenthash:8]';
  return {
    ...config,
    target: 'web',
    // Every text asset also as .br and .gz, for servers that send pre-compressed files.
    plugins: [...(config.plugins ?? []), new PrecompressPlugin()],
    output: {
      path: join(distRoot, output.dir),
      publicPath: output.publicPath ?? 'auto',
      filename: `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      cssFilename: `${hashed}.css`,
      cssChunkFilename: `${hashed}.css`,
      uniqueName: output.uniqueName,
      clean: true,
    },
  };
}

/**
 * Node builds: npm packages stay external (installed beside the app; for a remote's server
 * container that is the SSR host's node_modules, since it runs inside the shell process).
 */
function nodeBuild(name: string, output: OutputOptions): Configuration {
  const config = base(name, 'node');
  return {
    ...config,
    target: 'async-node',
    externalsPresets: { node: true },
    externals: nodeExternals(),
    output: {
      path: join(distRoot, output.dir),
      ...(output.publicPath ? { publicPath: output.publicPath } : {}),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: output.uniqueName,
      library: output.library,
      clean: true,
    },
  };
}

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** Adds Module Federation with the one shared-singleton list (and the Node runtime plugin on Node). */
function withFederation(config: Configuration, options: FederationOptions, extraPlugins: Configuration['plugins'] = []): Configuration {
  const onNode = config.target === 'async-node';
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        shared: SHARED_SINGLETONS,
        dts: false,
        manifest: false,
        ...(onNode ? { remoteType: 'script', runtimePlugins: [nodeRuntimePlugin] } : {}),
        ...options,
      }),
      ...(extraPlugins ?? []),
    ],
  };
}

const exposesOf = (remote: RemoteApp) => ({ './routes': `./apps/${remote}/src/routes.tsx` });

export function remoteBrowserConfig(remote: RemoteApp): Configuration {
  // No entry of its own: the only entry is the container (remoteEntry.js) MF adds.
  const config = { ...browserBuild(`${remote}-browser`, { dir: `${remote}/browser`, uniqueName: remote }), entry: {} };
  return withFederation(config, { name: remote, filename: 'remoteEntry.js', exposes: exposesOf(remote), manifest: true, experiments: { externalRuntime: true } }, [
    new ChunkReportPlugin(remote, workspaceRoot),
  ]);
}

export function remoteServerConfig(remote: RemoteApp): Configuration {
  const library = { type: 'commonjs-module' as const };
  const config = { ...nodeBuild(`${remote}-server`, { dir: `${remote}/server`, uniqueName: `${remote}_server`, publicPath: 'auto', library }), entry: {} };
  return withFederation(config, { name: remote, filename: 'remoteEntry.js', library: { ...library, name: remote }, exposes: exposesOf(remote) });
}

export function shellBrowserConfig(): Configuration {
  const config = {
    ...browserBuild('shell-browser', { dir: 'shell/browser', uniqueName: 'shell', publicPath: '/_shell/' }),
    entry: { main: join(workspaceRoot, 'apps/shell/src/client/main.ts') },
  };
  return withFederation(config, { name: 'shell', remotes: {}, experiments: { provideExternalRuntime: true } }, [
    new AssetsManifestPlugin('main'),
    new ChunkReportPlugin('shell', workspaceRoot),
  ]);
}

/**
 * What a reader's first load needs from the shell, outside Module Federation (whose runtime alone
 * outweighs it): the boot loader the server inlines at the end of every page, the critical
 * styles it inlines in the head, and the remaining styles it links there; and the reading
 * tracker's script, which the loader adds at idle only with analytics consent. Built into the
 * shell's browser folder after the federated build (which cleans that folder), listed in
 * boot-assets.json.
 */
export function shellBootConfig(): Configuration {
  const config = base('shell-boot', 'browser');
  const styles = (file: string) => join(workspaceRoot, 'apps/shell/src/styles', file);
  return {
    ...config,
    target: ['web', 'es2020'],
    entry: {
      'boot-loader': join(workspaceRoot, 'apps/shell/src/client/boot-loader.ts'),
      // Loaded by the boot loader only where advertising is allowed and the page has slots (issue 19).
      ads: join(workspaceRoot, 'apps/shell/src/client/ads/ads.ts'),
      // Loaded by the boot loader at idle only where analytics is allowed (issue 19).
      tracker: join(workspaceRoot, 'apps/shell/src/client/tracker.ts'),
      'critical-styles': styles('critical.css'),
      styles: styles('deferred.css'),
    },
    output: {
      path: join(distRoot, 'shell/browser'),
      publicPath: '/_shell/',
      filename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      clean: false,
    },
    plugins: [...(config.plugins ?? []), new BootAssetsPlugin({ loader: 'boot-loader', criticalStyles: 'critical-styles', styles: 'styles', ads: 'ads', tracker: 'tracker' }), new PrecompressPlugin()],
  };
}

export function shellServerConfig(): Configuration {
  const config = {
    ...nodeBuild('shell-server', { dir: 'shell/server', uniqueName: 'shell_server', library: { type: 'commonjs2' } }),
    entry: { main: join(workspaceRoot, 'apps/shell/src/server/main.ts') },
    node: { __dirname: false, __filename: false },
  };
  return withFederation(config, { name: 'shell', remotes: {} });
}
