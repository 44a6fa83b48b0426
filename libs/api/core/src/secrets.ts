/** A signing key read from configuration, with its rules. */
export interface SecretSpec {
  /** Environment variable, named in errors and warnings. */
  name: string;
  /** What it protects, completing "it …" in the production error. */
  purpose: string;
  /** Shorter than this in production is a typo or a placeholder, not a key. */
  minLength: number;
  /** Used outside production when the variable is unset. */
  developmentValue: string;
  /** What the development value means, completing "NAME is not set: …". */
  developmentNote: string;
}

const warned = new Set<string>();

/**
 * A key that signs something clients keep (links, tokens). In production a missing or short
 * key stops the API from starting: a guessable key would let anyone forge what it signs, and a
 * random one per process would invalidate everything signed on restart and differ between
 * replicas. Elsewhere the fixed development value is used, with one warning per process.
 */
export function resolveSecret(spec: SecretSpec, configured: string | undefined, nodeEnv: string | undefined, warn: (message: string) => void): string {
  if (nodeEnv === 'production') {
    if (!configured || configured.length < spec.minLength) {
      throw new Error(`${spec.name} must be set to at least ${spec.minLength} characters in production: it ${spec.purpose}.`);
    }
    return configured;
  }
  if (configured) return configured;
  if (!warned.has(spec.name)) {
    warned.add(spec.name);
    warn(`${spec.name} is not set: ${spec.developmentNote} (never use this in production).`);
  }
  return spec.developmentValue;
}
