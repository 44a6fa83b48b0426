// Web Push (issue 6): device registration under /api/reco/v1, VAPID sending off the request path.
// apps/api registers pushRoutes (which also runs the push worker) with the VAPID settings.
export { pushRoutes, PUSH_REGISTRATION_LIMIT } from './push.routes';
export type { PushRoutesOptions, PushWorkerOptions } from './push.routes';
export { deriveVapidKeys, pushSettingsFromEnv, resolveVapid } from './vapid';
export type { PushSettings, VapidConfig } from './vapid';
// The worker's parts, for a replica or script that runs pushes without the routes.
export { pushJobHandlers } from './push-worker';
export type { PushJobHandlersOptions } from './push-worker';
export { PUSH_DELIVER_JOB, PUSH_MESSAGE_JOB, PUSH_NOTIFICATION_JOB } from './push-jobs';
export { addressKind, allowedEndpoint } from './endpoint-policy';
