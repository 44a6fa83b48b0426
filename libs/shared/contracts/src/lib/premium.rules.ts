/**
 * SPEC §1 / §6 premium members, as stored on the user (`users.premium_status`):
 * - `premium` ("Premium"): a paying subscriber. No payment provider exists yet, so an admin
 *   records the subscription by hand in /admin/users; a provider's webhook will set it later.
 * - `premium_user` ("Premium User"): a complimentary account the site gives (partners,
 *   columnists, staff, prizes), never billed.
 * Both get the same benefits: no ads and no interstitial. The SPEC's boolean `premium` is true
 * for either. Only an admin changes it; a member's own profile form cannot (403).
 */
export const PREMIUM_STATUSES = ['premium', 'premium_user'] as const;
export type PremiumStatus = (typeof PREMIUM_STATUSES)[number];

export function isPremiumStatus(value: unknown): value is PremiumStatus {
  return typeof value === 'string' && (PREMIUM_STATUSES as readonly string[]).includes(value);
}

/** What the ads code knows about a reader: the current member, or nothing for a visitor. */
export interface PremiumFields {
  premium?: boolean;
  premiumStatus?: PremiumStatus | null;
}

/** Either status, or the SPEC's boolean where only that is known (member summaries). */
export function isPremium(user: PremiumFields | null | undefined): boolean {
  return Boolean(user && (user.premium === true || isPremiumStatus(user.premiumStatus)));
}

/**
 * Whether ad slots and the interstitial may show for this reader (SPEC §6): yes for visitors and
 * ordinary members, never for a premium member of either status. Consent, sponsored content and
 * the no-ads page modes are the caller's further conditions.
 */
export function adsAllowedFor(user: PremiumFields | null | undefined): boolean {
  return !isPremium(user);
}
