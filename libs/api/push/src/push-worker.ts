import { type JobHandler, type JobLogger, PUSH_QUAKE_ALERT_JOB, type Queryable } from '@meydan/api/db';
import type { FcmClient } from '@meydan/api/firebase';
import type { EditionOrigins } from '@meydan/shared/util/routing';
import { type DeviceSenders, fcmDeviceSender, webPushDeviceSender } from './device-senders';
import type { EndpointPolicy } from './endpoint-policy';
import { PushContent } from './push-content';
import { deliverHandler, fanoutHandler, PUSH_DELIVER_JOB, PUSH_MESSAGE_JOB, PUSH_NOTIFICATION_JOB } from './push-jobs';
import { PushSender } from './push-sender';
import type { VapidConfig } from './vapid';

export interface PushJobHandlersOptions {
  db: Queryable;
  /** Null: Web Push is off; pushes for Web Push devices are dropped (queued before it was switched off). */
  vapid: VapidConfig | null;
  /** Firebase Cloud Messaging (FIREBASE_SERVICE_ACCOUNT); null or absent: firebase devices get nothing. */
  fcm?: Pick<FcmClient, 'send'> | null;
  policy: EndpointPolicy;
  editionOrigins?: EditionOrigins;
  logger: JobLogger;
  /** The worker's nudge(): deliveries a fan-out queued run at once instead of at the next poll. */
  nudge(): void;
  /** Per-push deadline (default PUSH_SEND_TIMEOUT_MS). */
  sendTimeoutMs?: number;
}

const DROP: JobHandler<unknown> = { run: async () => undefined };

/** The push worker's handlers, by job type, for a JobWorker (apps/api's, or a test's driven step by step). */
export function pushJobHandlers(options: PushJobHandlersOptions): Record<string, JobHandler<never>> {
  const senders: DeviceSenders = {};
  if (options.vapid) senders.webpush = webPushDeviceSender(new PushSender({ vapid: options.vapid, policy: options.policy, timeoutMs: options.sendTimeoutMs }));
  if (options.fcm) senders.firebase = fcmDeviceSender(options.fcm);
  if (!senders.webpush && !senders.firebase) return { [PUSH_MESSAGE_JOB]: DROP, [PUSH_NOTIFICATION_JOB]: DROP, [PUSH_QUAKE_ALERT_JOB]: DROP, [PUSH_DELIVER_JOB]: DROP };
  const context = {
    db: options.db,
    content: new PushContent(options.db, options.editionOrigins),
    senders,
    logger: options.logger,
    nudge: () => options.nudge(),
  };
  const fanout = fanoutHandler(context);
  return { [PUSH_MESSAGE_JOB]: fanout, [PUSH_NOTIFICATION_JOB]: fanout, [PUSH_QUAKE_ALERT_JOB]: fanout, [PUSH_DELIVER_JOB]: deliverHandler(context) };
}
