/** The e2e platform's ad server stand-in (tools/platform/e2e-server.ts): what it was asked and told. */
import { AD_STAND_IN } from './ports';

export interface AdRequestRecord {
  slot: string;
  sizes: string;
  edition: string;
  npa: string;
  aid: string;
  section: string;
}

export interface AdEventRecord {
  type: string;
  slot: string;
  creativeId: string;
  edition: string;
}

export async function adRequests(): Promise<AdRequestRecord[]> {
  return (await (await fetch(`${AD_STAND_IN}/control/requests`)).json()) as AdRequestRecord[];
}

export async function adEvents(): Promise<AdEventRecord[]> {
  return (await (await fetch(`${AD_STAND_IN}/control/events`)).json()) as AdEventRecord[];
}

/** Leaves a slot empty (204) or fills it again. */
export async function setAdFill(slot: string, fill: boolean): Promise<void> {
  await fetch(`${AD_STAND_IN}/control/fill?slot=${encodeURIComponent(slot)}&fill=${fill ? 1 : 0}`, { method: 'POST' });
}
