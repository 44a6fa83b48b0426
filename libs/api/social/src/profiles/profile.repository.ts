import { IMAGE_JSON, type ImageRow } from '@meydan/api/core';
import { LISTED_ARTICLE, type Queryable } from '@meydan/api/db';
import type { Edition } from '@meydan/shared/util/routing';
import { isUuid, type PremiumStatus } from '@meydan/shared/contracts';
import { PUBLIC_VISIBLE } from '../comments/comments.repository';
import { VISIBLE_MEMBER } from '../members';

export interface ProfileRow {
  id: string;
  username: string;
  name: string | null;
  is_active: boolean;
  avatar: ImageRow | null;
  cover: ImageRow | null;
  cover_offset: number;
  motto: string | null;
  about: string | null;
  website: string | null;
  country: string | null;
  city: string | null;
  occupation: string | null;
  gender: 'male' | 'female' | null;
  premium: boolean;
  premium_status: PremiumStatus | null;
  created_at: Date | string;
  followers: number;
  followings: number;
  contents: number;
  comments: number;
  favorites: number;
}

/** The member's own row, locked for an edit. */
export interface AccountRow {
  id: string;
  username: string;
  email: string;
  email_verified: boolean;
  premium: boolean;
}

/** Columns a profile edit may set (values already cleaned by the service). */
export interface ProfileChanges {
  email?: string;
  email_verified?: boolean;
  username?: string;
  name?: string | null;
  gender?: 'male' | 'female' | null;
  website?: string | null;
  country?: string | null;
  city?: string | null;
  birthdate?: string | null;
  occupation?: string | null;
  motto?: string | null;
  about?: string | null;
  cover_offset?: number;
  theme?: 'light' | 'dark' | null;
}

const EDITABLE_COLUMNS = new Set<string>([
  'email', 'email_verified', 'username', 'name', 'gender', 'website', 'country', 'city', 'birthdate', 'occupation', 'motto', 'about', 'cover_offset', 'theme',
]);

const count = (sql: string) => `(SELECT count(*)::int ${sql})`;

/** SQL of profiles and profile edits (`users`, with counts from follows, articles, comments, favorites). */
export const profileRepository = {
  /** A visible member's profile by uuid or username; counts per the request edition where content is concerned. */
  async findProfile(q: Queryable, ref: string, edition: Edition): Promise<ProfileRow | null> {
    const where = isUuid(ref) ? 'u.id = $1::uuid' : 'u.username = lower($1)';
    const { rows } = await q.query<ProfileRow>(
      `SELECT u.id, u.username, u.name, u.is_active, u.cover_offset, u.motto, u.about, u.website, u.country, u.city,
              u.occupation, u.gender, u.premium, u.premium_status, u.created_at,
              ${IMAGE_JSON('u.avatar_image_id')} AS avatar, ${IMAGE_JSON('u.cover_image_id')} AS cover,
              ${count(`FROM follows f JOIN users x ON x.id = f.follower_id WHERE f.followed_id = u.id AND ${VISIBLE_MEMBER('x')}`)} AS followers,
              ${count(`FROM follows f JOIN users x ON x.id = f.followed_id WHERE f.follower_id = u.id AND ${VISIBLE_MEMBER('x')}`)} AS followings,
              ${count(`FROM article_authors aa JOIN articles a ON a.id = aa.article_id WHERE aa.user_id = u.id AND a.edition = $2 AND ${LISTED_ARTICLE}`)} AS contents,
              ${count(`FROM comments c JOIN articles a ON a.id = c.article_id WHERE c.author_id = u.id AND ${PUBLIC_VISIBLE('c', 'u')} AND a.edition = $2 AND ${LISTED_ARTICLE}`)} AS comments,
              ${count(`FROM favorites fv JOIN articles a ON a.id = fv.article_id WHERE fv.user_id = u.id AND a.edition = $2 AND ${LISTED_ARTICLE}`)} AS favorites
         FROM users u
        WHERE ${where} AND ${VISIBLE_MEMBER('u')}`,
      [ref, edition],
    );
    return rows[0] ?? null;
  },

  async lockAccount(q: Queryable, userId: string): Promise<AccountRow | null> {
    const { rows } = await q.query<AccountRow>(
      `SELECT id, username, email, email_verified, premium FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
      [userId],
    );
    return rows[0] ?? null;
  },

  async emailTaken(q: Queryable, email: string, exceptId: string): Promise<boolean> {
    const { rows } = await q.query(`SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2`, [email, exceptId]);
    return rows.length > 0;
  },

  async usernameTaken(q: Queryable, username: string, exceptId: string): Promise<boolean> {
    const { rows } = await q.query(`SELECT 1 FROM users WHERE username = $1 AND id <> $2`, [username, exceptId]);
    return rows.length > 0;
  },

  async update(q: Queryable, userId: string, changes: ProfileChanges): Promise<void> {
    // Only known columns reach the SQL text; values always travel as parameters.
    const entries = Object.entries(changes).filter(([column, value]) => value !== undefined && EDITABLE_COLUMNS.has(column));
    if (entries.length === 0) return;
    const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
    await q.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 RETURNING id`, [userId, ...entries.map(([, value]) => value)]);
  },
};
