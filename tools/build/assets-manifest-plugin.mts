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

/** Entry names of the shell's boot build (see shellBootConfig). */
export interface BootEntries {
  loader: string;
  /** The reading tracker's script (loaded by the boot loader, not inlined). */
  tracker: string;
  criticalStyles: string;
  styles: string;
  /** The ads script (a separate file the boot loader adds on demand). */
  ads: string;
}

/**
 * Writes boot-assets.json ({ loader, tracker, criticalStyles, styles, ads }: hashed file names)
 * for the SSR server, which inlines the loader and the critical styles, links the rest and names
 * the tracker's and the ads' scripts on the loader. CSS-only entries also get a JavaScript stub
 * from rspack; nothing loads it.
 */
export class BootAssetsPlugin {
  constructor(private readonly entries: BootEntries) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootAssetsPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = (entry: string, ext: string) => (compilation.entrypoints.get(entry)?.getFiles() ?? []).filter((file) => file.endsWith(ext));
        const single = (entry: string, ext: string) => {
          const [file, ...more] = files(entry, ext);
          if (!file || more.length) throw new Error(`boot entry ${entry}: expected one ${ext} file, got ${[file, ...more].join(', ')}`);
          return file;
        };
        const manifest = {
          loader: single(this.entries.loader, '.js'),
          tracker: single(this.entries.tracker, '.js'),
          criticalStyles: single(this.entries.criticalStyles, '.css'),
          styles: files(this.entries.styles, '.css'),
          ads: single(this.entries.ads, '.js'),
        };
        compilation.emitAsset('boot-assets.json', new compiler.rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}
