import { useEffect } from 'react';
import { selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { identifyReader } from '@meydan/shared/util/tracking';

/**
 * Tells the page's reading tracker who reads (browser only; renders nothing): with analytics
 * consent, a signed-in member's events carry the member's id instead of the anonymous tracker id.
 */
export function TrackingSession() {
  const userId = useAppSelector(selectCurrentUser)?._id;
  useEffect(() => identifyReader(userId), [userId]);
  return null;
}
