import type { CollectorStatus } from '@meydan/shared/contracts';
import { COLLECTOR_STATUS_MAX_AGE_SECONDS } from '@meydan/shared/contracts/constants';
import { COLLECTOR_STATUS_URL } from '../constants';

export interface CollectorStatusOptions {
  /** Ask the collector (production); elsewhere it counts as open without asking (SPEC §5). */
  check: boolean;
  fetch: typeof fetch;
}

/**
 * SPEC §5/§7: the tracker sends only while the collector's `GET /status` says `collectorStatus:
 * true`. The page keeps the answer 300 s, and so does the browser's HTTP cache (the collector
 * answers `Cache-Control: public, max-age=300`), so the next pages of a visit do not ask the
 * server again; nothing is stored for it. An unanswered or failed request is not kept: it is
 * asked again (the queue waits its retry delay).
 */
export class CollectorStatusCheck {
  private value: boolean | undefined;
  private expires = 0;
  private asking: Promise<boolean | null> | null = null;

  constructor(private readonly options: CollectorStatusOptions) {}

  /** The status if known and fresh. */
  known(): boolean | undefined {
    if (!this.options.check) return true;
    return this.value !== undefined && Date.now() < this.expires ? this.value : undefined;
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
      this.value = ((await response.json()) as Partial<CollectorStatus> | null)?.collectorStatus === true;
      this.expires = Date.now() + COLLECTOR_STATUS_MAX_AGE_SECONDS * 1000;
      return this.value;
    } catch {
      return null;
    }
  }
}
