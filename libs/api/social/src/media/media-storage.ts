import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenditionFormat } from './media-signing';

/**
 * The member media folder (MEMBER_MEDIA_DIR): `originals/{imageId}` holds an upload until its
 * job is over, `images/{imageId}/{revision}/{width}x{height}.{format}` the renditions. It is
 * never served as a folder: files go out only through signed paths. Every replica must see the
 * same folder (a shared volume), like MEDIA_DIR.
 */
export class MemberMediaStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  originalPath(imageId: string): string {
    return path.join('originals', imageId);
  }

  revisionDir(imageId: string, revision: number): string {
    return path.join('images', imageId, String(revision));
  }

  renditionFile(imageId: string, revision: number, width: number, height: number, format: RenditionFormat): string {
    return path.join(this.root, this.revisionDir(imageId, revision), `${width}x${height}.${format}`);
  }

  absolute(relative: string): string {
    const resolved = path.resolve(this.root, relative);
    // Stored paths are written by this class; anything pointing outside the folder is refused.
    if (resolved !== this.root && !resolved.startsWith(this.root + path.sep)) throw new Error(`path outside the member media folder: ${relative}`);
    return resolved;
  }

  async saveOriginal(imageId: string, data: Buffer): Promise<string> {
    const relative = this.originalPath(imageId);
    await mkdir(path.dirname(this.absolute(relative)), { recursive: true });
    await writeFile(this.absolute(relative), data);
    return relative;
  }

  readOriginal(relative: string): Promise<Buffer> {
    return readFile(this.absolute(relative));
  }

  /** Removes files and folders; missing ones are fine (a retry, or a removal that ran twice). */
  async remove(...relatives: Array<string | null | undefined>): Promise<void> {
    for (const relative of relatives) if (relative) await rm(this.absolute(relative), { recursive: true, force: true });
  }

  /** Every revision of an image. */
  imageDir(imageId: string): string {
    return path.join('images', imageId);
  }
}
