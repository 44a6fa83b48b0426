import path from 'node:path';
import { EDITIONS, slugify, type Edition } from '@meydan/shared/util/routing';
import type { Db } from '../db.types';
import { SEED_COLUMNISTS } from './data/columnists';
import { avatarImage, insertDrawnImages, renderDrawnImages } from './drawn-images';

export interface ColumnistSeedOptions {
  /** The media folder of the main seed; avatars go to {mediaDir}/images/{id}/. */
  mediaDir: string;
  imageConcurrency?: number;
}

export interface ColumnistSeedSummary {
  columnists: Record<Edition, number>;
  avatarsRendered: number;
}

/** The staff author's username as the main seed derives it from the name (`Ayşe Yılmaz` → `ayse.yilmaz`). */
function usernameOf(name: string, edition: Edition): string {
  return slugify(name, { edition }).replace(/-/g, '.');
}

/**
 * Makes five staff authors of each edition columnists (SPEC §2.6 yazio): a column slug, a
 * written bio and a drawn avatar. Runs after the main seed, whose authors and articles it
 * relies on; their articles are their columns. Safe to run again (it overwrites the same rows);
 * an author the main seed no longer has is skipped.
 */
export async function seedColumnists(db: Db, options: ColumnistSeedOptions): Promise<ColumnistSeedSummary> {
  const planned = SEED_COLUMNISTS.map((columnist) => ({
    ...columnist,
    username: usernameOf(columnist.name, columnist.edition),
    slug: slugify(columnist.name, { edition: columnist.edition }),
    avatar: avatarImage(`columnist:${columnist.name}`, columnist.look),
  }));
  const rendering = renderDrawnImages(
    planned.map((columnist) => columnist.avatar),
    path.resolve(options.mediaDir),
    options.imageConcurrency,
  );
  const writing = db.transaction(async (tx) => {
    await insertDrawnImages(
      tx,
      planned.map((columnist) => columnist.avatar),
    );
    const { rows } = await tx.query<{ edition: Edition }>(
      `UPDATE users u SET columnist_slug = x.slug, columnist_bio = x.bio, avatar_image_id = x.avatar, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS x(username text, edition text, slug text, bio text, avatar uuid)
       WHERE u.username = x.username AND u.edition = x.edition
       RETURNING u.edition`,
      [JSON.stringify(planned.map((c) => ({ username: c.username, edition: c.edition, slug: c.slug, bio: c.bio, avatar: c.avatar.id })))],
    );
    return rows;
  });
  const [avatarsRendered, updated] = await Promise.all([rendering, writing]);
  const columnists = Object.fromEntries(EDITIONS.map((edition) => [edition, updated.filter((row) => row.edition === edition).length])) as Record<Edition, number>;
  return { columnists, avatarsRendered };
}
