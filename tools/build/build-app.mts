/**
 * Builds one app: `node --import tsx/esm tools/build/build-app.mts <app>` (ESM on purpose: tsx's CommonJS
 * hook rewrites functions in node_modules with esbuild's `__name` helper, and Module Federation
 * stringifies some of them into the bundles, which then fail with "__name is not defined"). Remotes and the shell build the browser
 * bundle first, then the server bundle (separate folders, so neither clean wipes the other).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { REMOTES, type RemoteApp } from '../mf/shared.mjs';
import { distRoot, remoteBrowserConfig, remoteServerConfig, shellBootConfig, shellBrowserConfig, shellServerConfig } from './rspack-configs.mjs';

/**
 * With MEYDAN_BUILD_STATS=1 each browser build also writes its chunk graph to dist/stats/<name>.json
 * (outside the served folders) for tools/build/reader-chunks.mts.
 */
function writeStats(name: string, stats: import('@rspack/core').Stats): void {
  if (!process.env['MEYDAN_BUILD_STATS'] || !name.endsWith('-browser')) return;
  const dir = join(distRoot, '..', 'stats');
  mkdirSync(dir, { recursive: true });
  const json = stats.toJson({ all: false, assets: true, chunks: true, chunkModules: true, chunkOrigins: true, chunkRelations: true, dependentModules: true, nestedModules: true, orphanModules: true, chunkModulesSpace: Infinity, nestedModulesSpace: Infinity, entrypoints: true, namedChunkGroups: true, ids: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(json));
}

function run(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error(`${config.name}: no stats`));
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      for (const warning of info.warnings ?? []) console.warn(`[${config.name}] warning: ${warning.message.slice(0, 500)}`);
      if (stats.hasErrors()) {
        for (const err of info.errors ?? []) console.error(`[${config.name}] ${err.message}`);
        return reject(new Error(`${config.name} build failed`));
      }
      writeStats(config.name ?? '', stats);
      console.log(`[${config.name}] built`);
      resolve();
    });
  });
}

export async function buildApp(app: string): Promise<void> {
  if (app === 'shell') {
    await run(shellBrowserConfig());
    await run(shellBootConfig());
    await run(shellServerConfig());
  } else if ((REMOTES as readonly string[]).includes(app)) {
    await run(remoteBrowserConfig(app as RemoteApp));
    await run(remoteServerConfig(app as RemoteApp));
  } else {
    throw new Error(`unknown app ${app}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildApp(process.argv[2] ?? '').catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
