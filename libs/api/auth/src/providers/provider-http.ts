import { readCappedBody } from '@meydan/api/core';
import { ProviderError } from './provider-error';
import type { ProviderName } from './provider-identity';

/** Outbound calls to a provider give up after this long (a hanging provider must not hold a login). */
export const PROVIDER_TIMEOUT_MS = 5000;
// Provider answers are small JSON or form documents; anything bigger is not what we asked for.
const MAX_BODY_BYTES = 256 * 1024;

export interface ProviderResponse {
  status: number;
  text: string;
}

async function readCapped(provider: ProviderName, response: Response): Promise<string> {
  const bytes = await readCappedBody(response, MAX_BODY_BYTES, () => new ProviderError(provider, 'unreachable', `answer larger than ${MAX_BODY_BYTES} bytes`));
  return Buffer.from(bytes).toString('utf8');
}

/**
 * One HTTP call to a provider with node's fetch and a timeout. Network failures, timeouts and
 * oversized answers become `unreachable`; the status is left to the caller, which knows what
 * a 4xx means for its protocol.
 */
export async function providerRequest(provider: ProviderName, url: string, init: RequestInit = {}, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<ProviderResponse> {
  try {
    // The timeout covers reading the body too: the signal aborts the stream.
    const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, text: await readCapped(provider, response) };
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError(provider, 'unreachable', `request failed: ${(error as Error).name}`, { cause: error });
  }
}

/** A JSON object body, or `unreachable` (a provider that answers something else is not working). */
export function jsonObject(provider: ProviderName, response: ProviderResponse): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(response.text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the error below.
  }
  throw new ProviderError(provider, 'unreachable', `HTTP ${response.status} answer is not a JSON object`);
}

/** 5xx (and anything but 2xx/4xx) means the provider is in trouble, not that the credential is bad. */
export function assertNotServerError(provider: ProviderName, response: ProviderResponse): void {
  if (response.status < 200 || (response.status >= 300 && response.status < 400) || response.status >= 500) {
    throw new ProviderError(provider, 'unreachable', `HTTP ${response.status}`);
  }
}
