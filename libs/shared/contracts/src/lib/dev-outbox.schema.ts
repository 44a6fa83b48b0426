import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, EditionSchema, Nullable } from './common.schema';

/*
 * The development outbox (`GET /api/v3.5/dev/outbox`, libs/api/mail): the latest mails the API
 * queued, rendered as their recipients get them. Exists only outside production (or with
 * DEV_OUTBOX=1); the mail's links carry live one-time tokens.
 */

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MailStatusSchema = Type.Union(MAIL_STATUSES.map((status) => Type.Literal(status)));

/** How many mails the development outbox lists (newest first). */
export const DEV_OUTBOX_LIMIT = 50;

export const DevOutboxMailSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  to: Type.String(),
  template: Type.String(),
  locale: EditionSchema,
  subject: Type.String(),
  text: Type.String(),
  /** A whole HTML document with inline styles; show it in a sandboxed frame, never inline. */
  html: Type.String(),
  status: MailStatusSchema,
  attempts: Type.Integer({ minimum: 0 }),
  lastError: Nullable(Type.String()),
  createdAt: DateTimeSchema,
  sentAt: Nullable(DateTimeSchema),
});
export type DevOutboxMail = Static<typeof DevOutboxMailSchema>;

export const DevOutboxResponseSchema = Type.Object({ items: Type.Array(DevOutboxMailSchema) });
export type DevOutboxResponse = Static<typeof DevOutboxResponseSchema>;
