import type { ImageRow } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import type { ProfileImageKind, ProfileImageState } from '@meydan/shared/contracts';

/** The users column of each kind: a fixed map, never text from a request. */
const USER_COLUMN: Record<ProfileImageKind, 'avatar_image_id' | 'cover_image_id'> = { avatar: 'avatar_image_id', cover: 'cover_image_id' };

export interface MemberRow {
  email_verified: boolean;
  avatar_image_id: string | null;
  cover_image_id: string | null;
}

export interface UploadRow extends ImageRow {
  kind: ProfileImageKind;
  state: ProfileImageState;
  owner_user_id: string | null;
  original_path: string | null;
}

export interface StoredRendition {
  name: string;
  width: number;
  height: number;
  formats: string[];
  paths: Record<string, string>;
}

/** SQL of member avatars and covers: the `images` rows members own and the users columns pointing at them. */
export const mediaRepository = {
  async member(q: Queryable, userId: string, lock = false): Promise<MemberRow | null> {
    const { rows } = await q.query<MemberRow>(
      `SELECT email_verified, avatar_image_id, cover_image_id FROM users WHERE id = $1 AND is_active${lock ? ' FOR UPDATE' : ''}`,
      [userId],
    );
    return rows[0] ?? null;
  },

  currentImageId(member: MemberRow, kind: ProfileImageKind): string | null {
    return member[USER_COLUMN[kind]];
  },

  /** Uploads of this kind that never became the member's image (still pending, or failed); returns their ids. */
  async deleteUnfinished(q: Queryable, userId: string, kind: ProfileImageKind): Promise<string[]> {
    const { rows } = await q.query<{ id: string }>(
      `DELETE FROM images WHERE owner_user_id = $1 AND kind = $2 AND state IN ('pending', 'failed') RETURNING id`,
      [userId, kind],
    );
    return rows.map((row) => row.id);
  },

  async insertPending(q: Queryable, image: { id: string; userId: string; kind: ProfileImageKind; width: number; height: number; basePath: string; originalPath: string }): Promise<void> {
    await q.query(
      `INSERT INTO images (id, kind, width, height, base_path, owner_user_id, state, original_path)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) RETURNING id`,
      [image.id, image.kind, image.width, image.height, image.basePath, image.userId, image.originalPath],
    );
  },

  async upload(q: Queryable, imageId: string): Promise<UploadRow | null> {
    const { rows } = await q.query<UploadRow>(
      `SELECT id, kind, state, owner_user_id, original_path, base_path, width, height, alt, variants FROM images WHERE id = $1`,
      [imageId],
    );
    return rows[0] ?? null;
  },

  /** Marks a pending upload ready with its renditions; false when it is no longer pending (replaced or removed meanwhile). */
  async complete(q: Queryable, image: { id: string; revision: number; width: number; height: number; basePath: string; variants: StoredRendition[] }): Promise<boolean> {
    const { rows } = await q.query(
      `UPDATE images
          SET state = 'ready', revision = $2, width = $3, height = $4, base_path = $5, variants = $6::jsonb, original_path = NULL, updated_at = now()
        WHERE id = $1 AND state = 'pending'
        RETURNING id`,
      [image.id, image.revision, image.width, image.height, image.basePath, JSON.stringify(image.variants)],
    );
    return rows.length > 0;
  },

  async fail(q: Queryable, imageId: string): Promise<void> {
    await q.query(`UPDATE images SET state = 'failed', original_path = NULL, updated_at = now() WHERE id = $1 AND state = 'pending' RETURNING id`, [imageId]);
  },

  async setProfileImage(q: Queryable, userId: string, kind: ProfileImageKind, imageId: string | null): Promise<void> {
    await q.query(`UPDATE users SET ${USER_COLUMN[kind]} = $2, updated_at = now() WHERE id = $1 RETURNING id`, [userId, imageId]);
  },

  /** Deletes an image only when the member owns it (seeded and editorial images are shared and stay). */
  async deleteOwned(q: Queryable, userId: string, imageId: string): Promise<boolean> {
    const { rows } = await q.query(`DELETE FROM images WHERE id = $1 AND owner_user_id = $2 RETURNING id`, [imageId, userId]);
    return rows.length > 0;
  },

  /**
   * Every avatar and cover a DELETED account uploaded (finished or not); returns their ids. A live
   * account's images are never touched, whatever queued the call.
   */
  async deleteProfileImagesOfDeletedAccount(q: Queryable, userId: string): Promise<string[]> {
    const { rows } = await q.query<{ id: string }>(
      `DELETE FROM images i USING users u
        WHERE u.id = $1 AND u.deleted_at IS NOT NULL AND i.owner_user_id = u.id AND i.kind IN ('avatar', 'cover')
        RETURNING i.id`,
      [userId],
    );
    return rows.map((row) => row.id);
  },
};
