import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, Nullable } from './common.schema';
import { ImageSchema } from './image.schema';
import { messages } from './message-keys';
import { EmailSchema, UsernameSchema } from './validation.schema';
import { PROFILE_LIMITS, WEBSITE_PATTERN } from './profile.rules';
import { PREMIUM_STATUSES } from './premium.rules';

/** SPEC §3 User `premium`: which of the two premium statuses (see premium.rules.ts), null for none. */
export const PremiumStatusSchema = Type.Union(PREMIUM_STATUSES.map((status) => Type.Literal(status)), messages({ invalid: 'validation.premium.invalid' }));

/** Counts shown on a profile; people who are deactivated or deleted are never counted. */
export const ProfileCountsSchema = Type.Object({
  followers: Type.Integer({ minimum: 0 }),
  followings: Type.Integer({ minimum: 0 }),
  /** Published articles the member wrote, in the request edition. */
  contents: Type.Integer({ minimum: 0 }),
  /** Comments the public sees. */
  comments: Type.Integer({ minimum: 0 }),
  /** Favourite articles that are still published, in the request edition. */
  favorites: Type.Integer({ minimum: 0 }),
});
export type ProfileCounts = Static<typeof ProfileCountsSchema>;

/**
 * SPEC §3 User "theme setting" (issue 20): the colour theme a member chose, `light` or `dark`;
 * null follows the system setting. The browser keeps the same choice in its `theme` cookie.
 */
export const THEME_SETTINGS = ['light', 'dark'] as const;
export type ThemeSetting = (typeof THEME_SETTINGS)[number];
export const ThemeSettingSchema = Type.Union([...THEME_SETTINGS.map((theme) => Type.Literal(theme)), Type.Null()], messages({ invalid: 'theme.invalid' }));

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
const GenderSchema = Type.Union(GENDERS.map((gender) => Type.Literal(gender)));

/**
 * SPEC §7 `GET /users/{id}`: the public profile of an active member. Private fields (e-mail,
 * birthdate, role, login source) are never part of it.
 */
export const ProfileSchema = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  name: Nullable(Type.String()),
  /** Always true here (inactive members have no profile); kept for the SPEC §2.8 profile link. */
  isActive: Type.Boolean(),
  avatar: Nullable(ImageSchema),
  cover: Nullable(ImageSchema),
  coverOffset: Type.Integer(),
  motto: Nullable(Type.String()),
  about: Nullable(Type.String()),
  website: Nullable(Type.String()),
  /** ISO 3166-1 alpha-2. */
  country: Nullable(Type.String()),
  city: Nullable(Type.String()),
  occupation: Nullable(Type.String()),
  gender: Nullable(GenderSchema),
  /** True for either premium status (the profile badge). */
  premium: Type.Boolean(),
  premiumStatus: Nullable(PremiumStatusSchema),
  createdAt: DateTimeSchema,
  counts: ProfileCountsSchema,
});
export type Profile = Static<typeof ProfileSchema>;

/** `{id}` of the profile calls: a member's uuid or their username (profile pages know only the username). */
export const UserRefSchema = Type.String({
  minLength: 1,
  maxLength: 64,
  ...messages({ required: 'validation.member.required', minLength: 'validation.member.required', maxLength: 'validation.member.required', invalid: 'validation.member.required' }),
});

export const UserRefParamsSchema = Type.Object({ id: UserRefSchema }, { additionalProperties: false });
export type UserRefParams = Static<typeof UserRefParamsSchema>;

/** Optional text that an empty string or null clears; one message for whatever is wrong with it. */
function clearableText(maxLength: number, messageKey: string) {
  return Type.Union([Type.String({ maxLength }), Type.Null()], messages({ invalid: messageKey, maxLength: messageKey, pattern: messageKey }));
}

const EMPTY = Type.Literal('');

const nameField = clearableText(PROFILE_LIMITS.nameMax, 'validation.profile.name.length');
const websiteField = Type.Union([Type.String({ maxLength: PROFILE_LIMITS.websiteMax, pattern: WEBSITE_PATTERN }), EMPTY, Type.Null()], messages({ invalid: 'validation.profile.website.invalid' }));
const countryField = Type.Union([Type.String({ pattern: '^[A-Z]{2}$' }), EMPTY, Type.Null()], messages({ invalid: 'validation.profile.country.invalid' }));
const cityField = clearableText(PROFILE_LIMITS.cityMax, 'validation.profile.city.length');
const birthdateField = Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), EMPTY, Type.Null()], messages({ invalid: 'validation.profile.birthdate.invalid' }));
const occupationField = clearableText(PROFILE_LIMITS.occupationMax, 'validation.profile.occupation.length');
const mottoField = clearableText(PROFILE_LIMITS.mottoMax, 'validation.profile.motto.length');
const aboutField = clearableText(PROFILE_LIMITS.aboutMax, 'validation.profile.about.length');
const genderField = Type.Union([GenderSchema, EMPTY, Type.Null()], messages({ invalid: 'validation.profile.gender.invalid' }));
const coverOffsetField = Type.Integer({
  minimum: PROFILE_LIMITS.coverOffsetMin,
  maximum: PROFILE_LIMITS.coverOffsetMax,
  ...messages({ invalid: 'validation.profile.coverOffset.invalid' }),
});

/**
 * SPEC §7 `PUT /users/me`. Every field is optional: an absent field stays as it is, `''` or null
 * clears it (name, website, country, city, birthdate, occupation, gender, motto, about). `country`
 * is an ISO code of COUNTRY_CODES, `birthdate` a day from 1925-01-01 to today (checked by the API
 * too). `premium` is not the member's to change (only an admin gives it, in /admin/users):
 * sending the current value is accepted, a different one refused (403). A new `email` becomes unconfirmed and gets a confirmation mail.
 * `motto` and `about` are accepted here as well as on `PUT /users/me/about`, so the settings
 * form saves in one call. `theme` (light, dark, or null or `""` for the system setting) is the member's
 * own display preference, not profile information: a body with nothing else needs no confirmed
 * address.
 */
export const UpdateProfileBodySchema = Type.Object(
  {
    email: Type.Optional(EmailSchema),
    username: Type.Optional(UsernameSchema),
    name: Type.Optional(nameField),
    gender: Type.Optional(genderField),
    website: Type.Optional(websiteField),
    country: Type.Optional(countryField),
    city: Type.Optional(cityField),
    birthdate: Type.Optional(birthdateField),
    occupation: Type.Optional(occupationField),
    motto: Type.Optional(mottoField),
    about: Type.Optional(aboutField),
    premium: Type.Optional(Type.Boolean()),
    theme: Type.Optional(ThemeSettingSchema),
  },
  { additionalProperties: false },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBodySchema>;

/** SPEC §7 `PUT /users/me/about {coverOffset}`, plus the motto and the about text of the profile header. */
export const UpdateAboutBodySchema = Type.Object(
  {
    coverOffset: Type.Optional(coverOffsetField),
    motto: Type.Optional(mottoField),
    about: Type.Optional(aboutField),
  },
  { additionalProperties: false },
);
export type UpdateAboutBody = Static<typeof UpdateAboutBodySchema>;

export const CountrySchema = Type.Object({
  /** ISO 3166-1 alpha-2. */
  code: Type.String(),
  /** In the request edition's language. */
  name: Type.String(),
});
export type Country = Static<typeof CountrySchema>;

/** SPEC §7 `GET /metadata/countries`: every country, sorted by name in the request language. */
export const CountryListResponseSchema = Type.Object({ items: Type.Array(CountrySchema) });
export type CountryListResponse = Static<typeof CountryListResponseSchema>;

// Defined with the schema-free rules (one source of truth), offered here as before.
export { BIRTHDATE_MIN, COUNTRY_CODES, isCountryCode, isValidBirthdate, normalizeWebsite, PROFILE_LIMITS, WEBSITE_PATTERN } from './profile.rules';
