import type { ClaimedJob, JobHandler, JobLogger, Queryable } from '@meydan/api/db';
import { PermanentJobError, PUSH_QUAKE_ALERT_JOB } from '@meydan/api/db';
import type { DeviceSenders } from './device-senders';
import type { PushContent, PushSource } from './push-content';
import { pushRepository as repo, type SendingPlatform } from './push.repository';
import type { PushOptions } from './push-sender';

/*
 * Job types of the push worker. The first two are queued by the triggers of migration 0023 (their
 * names are written there too); each finds the recipient's devices and queues one PUSH_DELIVER_JOB
 * per device, which sends, retries and gives up on its own.
 */
export const PUSH_MESSAGE_JOB = 'push.message';
export const PUSH_NOTIFICATION_JOB = 'push.notification';
export const PUSH_DELIVER_JOB = 'push.deliver';

interface MessageJobPayload {
  messageId?: unknown;
}
interface NotificationJobPayload {
  notificationId?: unknown;
}
interface QuakeJobPayload {
  eventId?: unknown;
  userId?: unknown;
}
export interface DeliverJobPayload {
  subscriptionId: string;
  userId: string;
  /** The fan-out job that queued it (a re-run fan-out queues no device twice). */
  fanout: string;
  source: PushSource;
}

// A quake alert is news of shaking people may have felt: delivered at once, like a message.
const URGENCY: Record<PushSource['kind'], PushOptions['urgency']> = { message: 'high', notification: 'normal', quake: 'high' };

export interface PushJobContext {
  db: Queryable;
  content: PushContent;
  /** One sender per platform this server pushes through (Web Push, FCM); devices of others are left alone. */
  senders: DeviceSenders;
  logger: JobLogger;
  /** Runs the worker again soon (the deliveries a fan-out just queued). */
  nudge(): void;
}

function sourceOf(job: ClaimedJob<MessageJobPayload | NotificationJobPayload | QuakeJobPayload>): PushSource | null {
  const payload = (job.payload ?? {}) as MessageJobPayload & NotificationJobPayload & QuakeJobPayload;
  if (job.type === PUSH_QUAKE_ALERT_JOB && typeof payload.eventId === 'string' && typeof payload.userId === 'string') return { kind: 'quake', id: payload.eventId, userId: payload.userId };
  if (job.type === PUSH_MESSAGE_JOB && typeof payload.messageId === 'string') return { kind: 'message', id: payload.messageId };
  if (job.type === PUSH_NOTIFICATION_JOB && typeof payload.notificationId === 'string') return { kind: 'notification', id: payload.notificationId };
  return null;
}

const platformsOf = (senders: DeviceSenders) => (Object.keys(senders) as SendingPlatform[]).filter((platform) => senders[platform] !== undefined);

/** 'push.message', 'push.notification' and 'push.quake': who gets it, on which devices (nothing when it is no longer worth a push). */
export function fanoutHandler(context: PushJobContext): JobHandler<MessageJobPayload | NotificationJobPayload | QuakeJobPayload> {
  const platforms = platformsOf(context.senders);
  return {
    async run(job) {
      const source = sourceOf(job);
      if (!source) throw new PermanentJobError(`${job.type}: payload names no row`);
      const event = await context.content.load(source);
      if (!event) return;
      const queued = await repo.queueDeliveries(context.db, { deliverType: PUSH_DELIVER_JOB, userId: event.recipientId, fanoutJobId: job.id, source, platforms });
      if (queued > 0) context.nudge();
    },
  };
}

/** 'push.deliver': one push to one device. Failures of one device never touch another's job. */
export function deliverHandler(context: PushJobContext): JobHandler<DeliverJobPayload> {
  const { db, logger } = context;
  const platforms = platformsOf(context.senders);
  return {
    async run(job) {
      const { subscriptionId, userId, source } = job.payload ?? {};
      if (typeof subscriptionId !== 'string' || typeof userId !== 'string' || !source) throw new PermanentJobError(`${job.type}: malformed payload`);
      // Gone, moved to another member or unlinked by a sign-out since it was queued: not theirs to see.
      const device = await repo.memberDevice(db, subscriptionId, userId, platforms);
      const sender = device ? context.senders[device.platform] : undefined;
      if (!device || !sender) return;
      const event = await context.content.load(source);
      if (!event || event.recipientId !== userId) return;
      const outcome = await sender.send(device, event.render(device.edition), { urgency: URGENCY[source.kind] });
      switch (outcome.kind) {
        case 'delivered':
          await repo.recordSuccess(db, device.id);
          return;
        case 'gone':
          logger.info({ subscriptionId: device.id, platform: device.platform, status: outcome.status, reason: outcome.reason }, 'push: subscription gone, dropped');
          await repo.remove(db, device.id);
          return;
        case 'refused':
          // failed() below records it.
          throw new PermanentJobError(outcome.reason);
        case 'retry':
          await repo.recordAttemptFailure(db, device.id, outcome.reason);
          throw new Error(outcome.reason);
      }
    },
    async failed(job, message) {
      await repo.recordDeliveryFailed(db, job.payload.subscriptionId, message);
    },
  };
}
