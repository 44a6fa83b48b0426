import { HttpError, type MapContext, mapImage } from '@meydan/api/core';
import type { Db, Queryable } from '@meydan/api/db';
import { isCountryCode, isValidBirthdate, normalizeWebsite, type Profile, type UpdateAboutBody, type UpdateProfileBody } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import type { EmailConfirmationMailer } from '../community-plugin';
import { iso } from '../members';
import { SOCIAL_MESSAGES } from '../social.messages';
import { type ProfileChanges, profileRepository as repo, type ProfileRow } from './profile.repository';

/** One line of text: trimmed, inner whitespace (newlines included) collapsed; empty → null. */
function cleanLine(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const text = (value ?? '').replace(/\p{Cc}+/gu, ' ').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** Free text (about): line breaks kept, other control characters dropped; empty → null. */
function cleanText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const text = (value ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/(?!\n)\p{Cc}/gu, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text === '' ? null : text;
}

function emptyToNull<T extends string>(value: T | '' | null | undefined): T | null | undefined {
  if (value === undefined) return undefined;
  return value === '' || value === null ? null : value;
}

function isUniqueViolation(error: unknown): error is { constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export function mapProfile(row: ProfileRow, ctx: MapContext): Profile {
  const label = row.name ?? row.username;
  return {
    _id: row.id,
    username: row.username,
    name: row.name,
    isActive: row.is_active,
    avatar: mapImage(row.avatar, ctx, label),
    cover: mapImage(row.cover, ctx, label),
    coverOffset: row.cover_offset,
    motto: row.motto,
    about: row.about,
    website: row.website,
    country: row.country,
    city: row.city,
    occupation: row.occupation,
    gender: row.gender,
    premium: row.premium,
    premiumStatus: row.premium_status,
    createdAt: iso(row.created_at),
    counts: { followers: row.followers, followings: row.followings, contents: row.contents, comments: row.comments, favorites: row.favorites },
  };
}

/**
 * Public profiles and the member's own profile edits (SPEC §7 Users and social, §5). Every edit
 * runs in one transaction on the locked account row; a refused edit changes nothing.
 */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly media: MapContext,
    private readonly emailConfirmation: EmailConfirmationMailer | undefined,
  ) {}

  async profile(ref: string, edition: Edition): Promise<Profile> {
    const row = await repo.findProfile(this.db, ref, edition);
    if (!row) throw new HttpError(404, SOCIAL_MESSAGES.memberNotFound);
    return mapProfile(row, this.media);
  }

  /** PUT /users/me: see UpdateProfileBodySchema for the rules. */
  async update(userId: string, body: UpdateProfileBody, edition: Edition): Promise<Profile> {
    // Set inside the transaction when the address changes; the mailer is nudged after the commit.
    const mail: { to: string | null } = { to: null };
    // The colour theme alone is a display preference, not profile information (SPEC §5 asks a
    // confirmed address for the latter): a newly registered member's toggle is saved too.
    const themeOnly = body.theme !== undefined && Object.keys(body).every((field) => field === 'theme');
    const profile = await this.edit(userId, edition, { needsConfirmedEmail: !themeOnly }, async (tx, me) => {
      // SPEC §1: premium comes with a subscription, never from the member's own form.
      if (body.premium !== undefined && body.premium !== me.premium) throw new HttpError(403, SOCIAL_MESSAGES.premiumNotEditable);
      const changes: ProfileChanges = {
        name: cleanLine(body.name),
        gender: emptyToNull(body.gender),
        city: cleanLine(body.city),
        occupation: cleanLine(body.occupation),
        motto: cleanLine(body.motto),
        about: cleanText(body.about),
        theme: body.theme,
      };
      if (body.website !== undefined) changes.website = body.website ? normalizeWebsite(body.website) : null;
      if (body.country !== undefined) {
        const country = emptyToNull(body.country) ?? null;
        if (country !== null && !isCountryCode(country)) throw new HttpError(400, SOCIAL_MESSAGES.countryInvalid);
        changes.country = country;
      }
      if (body.birthdate !== undefined) {
        const birthdate = emptyToNull(body.birthdate) ?? null;
        if (birthdate !== null && !isValidBirthdate(birthdate)) throw new HttpError(400, SOCIAL_MESSAGES.birthdateInvalid);
        changes.birthdate = birthdate;
      }
      if (body.username !== undefined && body.username !== me.username) {
        if (await repo.usernameTaken(tx, body.username, me.id)) throw new HttpError(409, SOCIAL_MESSAGES.usernameTaken);
        changes.username = body.username;
      }
      if (body.email !== undefined && body.email !== me.email) {
        if (body.email.toLowerCase() === me.email.toLowerCase()) {
          // The same mailbox spelled differently stays confirmed.
          changes.email = body.email;
        } else {
          if (!this.emailConfirmation) throw new HttpError(503, SOCIAL_MESSAGES.emailChangeUnavailable, { expose: true });
          if (await repo.emailTaken(tx, body.email, me.id)) throw new HttpError(409, SOCIAL_MESSAGES.emailTaken);
          // A new address is unconfirmed until its link is opened (SPEC §4 E-mail).
          changes.email = body.email;
          changes.email_verified = false;
          mail.to = body.email;
        }
      }
      await repo.update(tx, me.id, changes);
      if (mail.to !== null && this.emailConfirmation) {
        await this.emailConfirmation.queue(tx, { id: me.id, email: mail.to, username: changes.username ?? me.username }, edition);
      }
    });
    if (mail.to !== null) this.emailConfirmation?.nudge();
    return profile;
  }

  /** PUT /users/me/about: the cover position, motto and about text of the profile header. */
  async updateAbout(userId: string, body: UpdateAboutBody, edition: Edition): Promise<Profile> {
    return this.edit(userId, edition, { needsConfirmedEmail: true }, async (tx, me) => {
      await repo.update(tx, me.id, { cover_offset: body.coverOffset, motto: cleanLine(body.motto), about: cleanText(body.about) });
    });
  }

  /** The common frame of an edit: the live, locked account, with a confirmed address for profile information (SPEC §5), then the fresh profile. */
  private async edit(
    userId: string,
    edition: Edition,
    rules: { needsConfirmedEmail: boolean },
    apply: (tx: Queryable, me: NonNullable<Awaited<ReturnType<typeof repo.lockAccount>>>) => Promise<void>,
  ): Promise<Profile> {
    try {
      return await this.db.transaction(async (tx) => {
        const me = await repo.lockAccount(tx, userId);
        if (!me) throw new HttpError(401, SOCIAL_MESSAGES.sessionEnded);
        if (rules.needsConfirmedEmail && !me.email_verified) throw new HttpError(403, SOCIAL_MESSAGES.emailUnverified);
        await apply(tx, me);
        const row = await repo.findProfile(tx, me.id, edition);
        if (!row) throw new HttpError(401, SOCIAL_MESSAGES.sessionEnded);
        return mapProfile(row, this.media);
      });
    } catch (error) {
      // A username or address taken by a concurrent edit between the check and the update.
      if (isUniqueViolation(error)) {
        throw new HttpError(409, error.constraint === 'users_username_key' ? SOCIAL_MESSAGES.usernameTaken : SOCIAL_MESSAGES.emailTaken, { cause: error });
      }
      throw error;
    }
  }
}
