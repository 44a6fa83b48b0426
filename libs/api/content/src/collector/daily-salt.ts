import { createHmac, randomBytes } from 'node:crypto';
import { networkOf } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';

/**
 * The salt of each UTC day for readers counted without a cookie (no analytics consent): random,
 * created by whichever replica needs it first and shared by all through the database. Creating a
 * day's salt deletes every older one, so once a day is over nobody, the operator included, can
 * recompute which address and browser a key of that day stood for. A process keeps the current
 * day's salt in memory (it never changes) and forgets it when the day turns.
 *
 * Hazard: a replica whose clock is a few seconds behind at midnight may create a new salt for a
 * day another replica has already deleted; readers of those seconds are then counted twice. The
 * replicas' clocks are NTP-synchronized, so this is a handful of readers a day at most.
 */
export class DailySalt {
  private cached: { day: string; salt: string } | null = null;
  private pending: { day: string; promise: Promise<string> } | null = null;

  constructor(private readonly db: Queryable) {}

  /** The salt of `day` (YYYY-MM-DD, the current UTC day of the caller's clock). */
  async of(day: string): Promise<string> {
    if (this.cached?.day === day) return this.cached.salt;
    // Concurrent requests of one process share one round trip.
    if (this.pending?.day === day) return this.pending.promise;
    const promise = this.load(day);
    this.pending = { day, promise };
    try {
      const salt = await promise;
      this.cached = { day, salt };
      return salt;
    } finally {
      if (this.pending?.promise === promise) this.pending = null;
    }
  }

  private async load(day: string): Promise<string> {
    // The no-op update makes RETURNING answer the row another replica may have written first.
    const { rows } = await this.db.query<{ salt: string }>(
      `INSERT INTO collector_salts AS s (day, salt) VALUES ($1::date, $2) ON CONFLICT (day) DO UPDATE SET salt = s.salt RETURNING salt`,
      [day, randomBytes(32).toString('base64url')],
    );
    await this.db.query('DELETE FROM collector_salts WHERE day < $1::date', [day]);
    return (rows[0] as { salt: string }).salt;
  }
}

/**
 * A reader without a cookie: the keyed hash of their network (IPv4 address or IPv6 /64) and
 * browser (user agent) with the day's salt. Everyone behind one address with the same browser
 * build is one reader for the day, an undercount we accept in exchange for storing no identifier.
 */
export function hashedReaderKey(salt: string, ip: string, userAgent: string | undefined): string {
  const digest = createHmac('sha256', salt)
    .update(`${networkOf(ip)}\n${userAgent ?? ''}`)
    .digest('base64url');
  return `h:${digest}`;
}

/**
 * The network's claim key (a cap on what one address adds to the counts): the keyed hash of the
 * network with the day's salt, like a reader's. A plain hash of an IPv4 address could be undone
 * by hashing all 2^32 of them; once the day's salt is gone, this one cannot.
 */
export function hashedNetworkKey(salt: string, ip: string): string {
  return `n:${createHmac('sha256', salt).update(networkOf(ip)).digest('base64url').slice(0, 32)}`;
}

