/** What a browser's push subscription looks like to the stand-in push service's subscribe(). */
interface StandInSubscription {
  endpoint: string;
  toJSON(): { keys: { p256dh: string; auth: string } };
}

/**
 * The body a browser posts to `/user/push-notification-platform` (SPEC §7 registration) for a
 * Web Push subscription of the stand-in push service, on the given site origin.
 */
export function webPushRegistration(browser: StandInSubscription, vapidPublicKey: string | null | undefined, origin: string) {
  return {
    externalPlatform: 'webpush',
    notificationTargetType: 'webPushSubscription',
    notificationTargetValue: browser.endpoint,
    options: { ...browser.toJSON().keys, endpoint: browser.endpoint, swScope: `${origin}/`, vapidKey: vapidPublicKey ?? undefined },
  };
}
