/*
 * The profile rules without any TypeBox schema: field limits, the accepted countries and
 * birthdates, the website form and the profile image upload limits. Browser code takes them from
 * `@meydan/shared/contracts/constants`, so the settings page does not load the schemas;
 * profile.schema.ts and upload.schema.ts build their schemas on these values and re-export them.
 */

/**
 * Limits of the free-text profile fields. SPEC §3 names the fields but not their lengths; these
 * fit a profile header and a settings form, and bound what a body can store.
 */
export const PROFILE_LIMITS = {
  nameMax: 60,
  websiteMax: 200,
  cityMax: 85,
  occupationMax: 100,
  mottoMax: 150,
  aboutMax: 1000,
  /** coverOffset is the cover's vertical object-position in percent: 0 top, 100 bottom. */
  coverOffsetMin: 0,
  coverOffsetMax: 100,
} as const;

/** SPEC §2.10 / §9: the calendar offers years from 1925. */
export const BIRTHDATE_MIN = '1925-01-01';

/**
 * SPEC §5 "URL check is loose": an optional http(s) scheme, a host name with a dot, an optional
 * port and path. Other schemes (javascript:, data:) never match.
 */
export const WEBSITE_PATTERN = '^(https?://)?([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}(:\\d{1,5})?([/?#][^\\s]*)?$';

/** ISO 3166-1 alpha-2 codes officially assigned: the `country` values a profile accepts. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const COUNTRY_SET = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return COUNTRY_SET.has(value);
}

/** `YYYY-MM-DD` of a real calendar day from BIRTHDATE_MIN to `today` (the member's own day, UTC). */
export function isValidBirthdate(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  return value >= BIRTHDATE_MIN && value <= today.toISOString().slice(0, 10);
}

/** A website as stored and linked: the scheme added when the member left it out. */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The member images of SPEC §7 `PUT /users/me/avatar` and `/users/me/cover`. */
export const PROFILE_IMAGE_KINDS = ['avatar', 'cover'] as const;
export type ProfileImageKind = (typeof PROFILE_IMAGE_KINDS)[number];

const MB = 1024 * 1024;

/**
 * Upload limits, checked by the browser before sending and by the API on the content itself
 * (the client's file name and mime type are never trusted). `types` are the accepted formats as
 * mime types; an animated GIF keeps its first frame.
 */
export const PROFILE_IMAGE_LIMITS = {
  avatar: { maxBytes: 8 * MB },
  cover: { maxBytes: 12 * MB },
  /** Decoded size bound (decompression bombs): width × height. */
  maxPixels: 40_000_000,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
} as const;

/** SPEC §9: avatar and cover uploads time out after 15 s. */
export const PROFILE_IMAGE_UPLOAD_TIMEOUT_MS = 15_000;

/** The multipart field that carries the file. */
export const PROFILE_IMAGE_FIELD = 'file';
