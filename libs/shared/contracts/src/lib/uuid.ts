/*
 * The one uuid check of the platform: request schemas, API services and SQL all ask this module.
 * PostgreSQL reads a uuid in any letter case and always writes it in lower case.
 */

/** A canonical (lower-case) uuid as a regular-expression fragment, for patterns that embed one (realtime topics). */
export const CANONICAL_UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * A whole uuid in any letter case, for JSON-schema `pattern`s and SQL `~` matches. A pattern
 * rather than `format: 'uuid'`: the contracts' TypeBox checks know no uuid format.
 */
export const UUID_PATTERN = `^${CANONICAL_UUID_SOURCE.replace(/a-f/g, 'a-fA-F')}$`;

const ANY_CASE = new RegExp(UUID_PATTERN);
const CANONICAL = new RegExp(`^${CANONICAL_UUID_SOURCE}$`);

/** Whether a path segment, query value or body field names a row by uuid (any letter case) rather than by slug, username or legacy id. */
export function isUuid(value: string): boolean {
  return ANY_CASE.test(value);
}

/**
 * Whether a value is a uuid as this platform writes it (lower case): ids inside signed media
 * paths and realtime client ids, where another spelling is something this server never issued.
 */
export function isCanonicalUuid(value: string): boolean {
  return CANONICAL.test(value);
}
