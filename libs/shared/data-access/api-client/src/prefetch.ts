import type { Action, ThunkDispatch } from '@reduxjs/toolkit';
import type { SerializedApiError } from './base-query';

/** What dispatching an RTK Query `initiate(arg)` thunk returns: the result promise, holding a subscription. */
type QuerySubscription = PromiseLike<{ data?: unknown; error?: unknown }> & { unsubscribe(): void };

/** An endpoint's `initiate(arg)` thunk, as a loader hands it over. */
export type QueryThunk<Q extends QuerySubscription = QuerySubscription> = (...args: never[]) => Q;

/** The API's error of a prefetched query; a moved item's error names its new `route` (a 301). */
export type PrefetchError = Omit<SerializedApiError, 'payload'> & { payload?: { route?: string; [key: string]: unknown } };

/** A prefetched query: its data (typed by the endpoint) or the API's error. */
export interface Prefetched<T> {
  data?: T;
  error?: PrefetchError;
}

function apiErrorOf(error: unknown): PrefetchError | undefined {
  if (!error) return undefined;
  if (typeof error === 'object' && 'statusCode' in error) return error as PrefetchError;
  // A thrown (not HTTP) failure: RTK serializes it without a status, it is a server error here.
  return { message: (error as { message?: string }).message ?? 'query failed', statusCode: 500 };
}

/**
 * Runs an RTK Query endpoint from a route loader (`prefetchQuery(ctx, api.endpoints.x.initiate(arg))`):
 * the data stays in the store, which the SSR serializes and the page renders from, but no
 * subscription is held. The result's type comes from the endpoint, so a loader cannot misread it.
 */
export async function prefetchQuery<Q extends QuerySubscription>(
  ctx: { dispatch: ThunkDispatch<unknown, unknown, Action> },
  thunk: QueryThunk<Q>,
): Promise<Prefetched<NonNullable<Awaited<Q>['data']>>> {
  const subscription = ctx.dispatch(thunk as never) as unknown as Q;
  const result = await subscription;
  subscription.unsubscribe();
  return { data: (result.data ?? undefined) as NonNullable<Awaited<Q>['data']> | undefined, error: apiErrorOf(result.error) };
}
