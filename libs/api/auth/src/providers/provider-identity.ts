import type { LoginSource } from '@meydan/shared/contracts';

/** A sign-in provider, named as `users.login_source` and `auth_identities.provider` name it. */
export type ProviderName = Exclude<LoginSource, 'email'>;

/** Who a provider vouched for: its stable account id, a verified e-mail address and a display name. */
export interface ProviderIdentity {
  provider: ProviderName;
  subject: string;
  /** Lowercased; the provider confirmed the member owns it. */
  email: string;
  name: string | null;
}

const SUBJECT_MAX = 255;
const NAME_MAX = 100;
const EMAIL_MAX = 254;
// Deliberately loose: a provider already verified the address, and the contract's form pattern
// refuses some valid ones (`a+b@gmail.com`). Only shape and size are checked.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address a provider gave, lowercased, or null when it is absent or not an address. */
export function providerEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= EMAIL_MAX && EMAIL_SHAPE.test(email) ? email : null;
}

export function providerSubject(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value.length <= SUBJECT_MAX ? value : null;
}

/** A display name trimmed to the profile's limit; null when blank. */
export function providerName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().slice(0, NAME_MAX).trim();
  return name === '' ? null : name;
}
