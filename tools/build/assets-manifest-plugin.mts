import type { Compiler } from '@rspack/core';

/**
 * Writes assets.json ({ scripts, styles }) for one entrypoint, so the SSR server can link the
 * hashed files of the current build without knowing the hashes.
 */
export class AssetsManifestPlugin {
  constructor(private readonly entry: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('AssetsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AssetsManifestPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = compilation.entrypoints.get(this.entry)?.getFiles() ?? [];
        const manifest = { scripts: files.filter((f) => f.endsWith('.js')), styles: files.filter((f) => f.endsWith('.css')) };
        compilation.emitAsset('assets.json', new compiler.rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}
