import type { FcmClient } from '@meydan/api/firebase';
import type { PushPayload } from '@meydan/shared/contracts';
import type { DeviceRow, SendingPlatform } from './push.repository';
import { type PushOptions, type PushOutcome, type PushSender, PUSH_TTL_SECONDS, topicFor } from './push-sender';

/** Sends one push to one device of its platform. */
export interface DeviceSender {
  send(device: DeviceRow, payload: PushPayload, options?: PushOptions): Promise<PushOutcome>;
}

export type DeviceSenders = Partial<Record<SendingPlatform, DeviceSender>>;

/** Web Push (VAPID, RFC 8291 encryption) to the subscription's own endpoint. */
export function webPushDeviceSender(sender: PushSender): DeviceSender {
  return {
    send(device, payload, options) {
      // Migration 0038 keeps keys on every Web Push row; a row without them cannot be encrypted to.
      if (device.p256dh === null || device.auth === null) return Promise.resolve({ kind: 'gone', reason: 'a Web Push device without keys' });
      return sender.send({ endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth }, payload, options);
    },
  };
}

/**
 * Firebase Cloud Messaging: the device's registration token, the payload as FCM `webpush.data`
 * (string values, which the service worker reads as a PushPayload), and the same Web Push headers
 * as a direct push (TTL, Urgency, Topic). An unregistered token is `gone` (dropped, like a 404/410
 * endpoint); FCM's retryable answers are retried by the job.
 */
export function fcmDeviceSender(client: Pick<FcmClient, 'send'>): DeviceSender {
  return {
    async send(device, payload, options = {}) {
      const data: Record<string, string> = { title: payload.title, body: payload.body, url: payload.url };
      if (payload.tag) data['tag'] = payload.tag;
      if (payload.icon) data['icon'] = payload.icon;
      const headers: Record<string, string> = { TTL: String(PUSH_TTL_SECONDS), Urgency: options.urgency ?? 'normal' };
      if (payload.tag) headers['Topic'] = topicFor(payload.tag);
      const outcome = await client.send({ token: device.endpoint, data, headers });
      switch (outcome.kind) {
        case 'delivered':
          return { kind: 'delivered', status: 200 };
        case 'unregistered':
          return { kind: 'gone', status: outcome.status, reason: outcome.reason };
        case 'refused':
          return { kind: 'refused', status: outcome.status ?? 0, reason: outcome.reason };
        case 'retry':
          return { kind: 'retry', ...(outcome.status === undefined ? {} : { status: outcome.status }), reason: outcome.reason };
      }
    },
  };
}
