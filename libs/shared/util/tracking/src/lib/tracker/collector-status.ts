import type { CollectorStatus } from '@meydan/shared/contracts';
import { COLLECTOR_STATUS_MAX_AGE_SECONDS } from '@meydan/shared/contracts/constants';
import { storageGet, storageSet } from '@meydan/shared/util/storage';
import { COLLECTOR_STATUS_KEY, COLLECTOR_STATUS_URL } from '../constants';

const MAX_AGE_MS = COLLECTOR_STATUS_MAX_AGE_SECONDS * 1000;

export interface CollectorStatusOptions {
  /** Ask the collector (production); elsewhere it counts as open without asking (SPEC §5). */
  check: boolean;
  fetch: typeof fetch;
}

/**
 * SPEC §5/§7: the tracker sends only while the collector's `GET /status` says `collectorStatus:
 * true`. The answer is kept 300 s, in the page and in local storage (analytics consent only),
 * so the next pages of a visit do not ask again. An unanswered or failed request is not kept:
 * it is asked again (the queue waits its retry delay).
 */
export class CollectorStatusCheck {
  private value: boolean | undefined;
  private expires = 0;
  private asking: Promise<boolean | null> | null = null;

  constructor(private readonly options: CollectorStatusOptions) {}

  /** The status if known and fresh. */
  known(): boolean | undefined {
    if (!this.options.check) return true;
    if (this.value !== undefined && Date.now() < this.expires) return this.value;
    const stored = storageGet<boolean>(COLLECTOR_STATUS_KEY);
    if (typeof stored !== 'boolean') return undefined;
    // The stored copy expires at most MAX_AGE_MS from now; so does the page's.
    this.value = stored;
    this.expires = Date.now() + MAX_AGE_MS;
    return stored;
  }

  /** True or false from the collector, or null when it could not be asked. */
  open(): Promise<boolean | null> {
    const known = this.known();
    if (known !== undefined) return Promise.resolve(known);
    this.asking ??= this.ask().finally(() => {
      this.asking = null;
    });
    return this.asking;
  }

  private async ask(): Promise<boolean | null> {
    try {
      const response = await this.options.fetch(COLLECTOR_STATUS_URL, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      if (!response.ok) return null;
      const value = ((await response.json()) as Partial<CollectorStatus> | null)?.collectorStatus === true;
      this.value = value;
      this.expires = Date.now() + MAX_AGE_MS;
      storageSet(COLLECTOR_STATUS_KEY, value, { expiresInMs: MAX_AGE_MS });
      return value;
    } catch {
      return null;
    }
  }
}
