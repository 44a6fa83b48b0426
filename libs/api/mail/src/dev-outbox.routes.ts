import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Queryable } from '@meydan/api/db';
import { DEV_OUTBOX_LIMIT, type DevOutboxMail, DevOutboxResponseSchema, ErrorResponseSchema } from '@meydan/shared/contracts';
import { type StoredMail, latestMails } from './mail-queue';
import { renderStoredMail } from './templates';

export interface DevOutboxRoutesOptions {
  db: Queryable;
}

function rendered(mail: StoredMail): Pick<DevOutboxMail, 'subject' | 'text' | 'html'> {
  try {
    return renderStoredMail(mail.template, mail.locale, mail.params);
  } catch (error) {
    // A row the code can no longer render is still listed, with the reason, rather than hiding the rest.
    return { subject: `(${mail.template})`, text: error instanceof Error ? error.message : String(error), html: '' };
  }
}

/**
 * `GET /dev/outbox`: the latest mails as their recipients get them (development). The caller
 * registers it only outside production or with DEV_OUTBOX=1: the links carry live one-time
 * tokens, so anyone who can read this page can verify, reset or delete those accounts.
 * Its access policy is `visitor` on purpose: the registration decision is the guard (a local
 * developer or an e2e platform reads it without signing in), not a member or role check.
 */
export const devOutboxRoutes: FastifyPluginAsync<DevOutboxRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  fastify.get(
    '/dev/outbox',
    {
      config: { access: 'visitor' },
      schema: {
        hide: true,
        summary: `The latest ${DEV_OUTBOX_LIMIT} mails queued, rendered (development only)`,
        response: { 200: DevOutboxResponseSchema, 500: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const mails = await latestMails(options.db, DEV_OUTBOX_LIMIT);
      return {
        items: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          template: mail.template,
          locale: mail.locale,
          ...rendered(mail),
          status: mail.status,
          attempts: mail.attempts,
          lastError: mail.lastError,
          createdAt: mail.createdAt.toISOString(),
          sentAt: mail.sentAt ? mail.sentAt.toISOString() : null,
        })),
      };
    },
  );
};
