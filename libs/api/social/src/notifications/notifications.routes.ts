import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  type MapContext,
  mapImage,
  MEMBER_SECURITY,
  NO_REALTIME,
  pageWindow,
  paginate,
  registerMemberRoutes,
  requestEdition,
  signedInMember,
} from '@meydan/api/core';
import {
  type Notification,
  NOTIFICATION_PAGE_SIZE,
  NotificationCountSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  type NotificationRealtimeEvent,
  NotificationUpdateBodySchema,
  realtimeTopics,
} from '@meydan/shared/contracts';
import { articleLink, defaultEditionOrigins, type Edition, type EditionOrigins } from '@meydan/shared/util/routing';
import type { CommunityPluginOptions } from '../community-plugin';
import { type NotificationRow, notificationsRepository as repo } from './notifications.repository';

const ERRORS = errorResponses(400, 401, 403, 500);
/** Characters of a comment shown in a notification. */
export const NOTIFICATION_EXCERPT_LENGTH = 120;

const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export function excerpt(text: string, max = NOTIFICATION_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/**
 * Where an article lives for a reader on `edition`: its path on the same edition; on another
 * edition (a member reads every edition), the full address on that edition's own origin.
 */
function articleAddress(articleEdition: Edition, path: string, edition: Edition, origins: EditionOrigins): string {
  return articleEdition === edition ? path : `${origins[articleEdition]}${path}`;
}

export function toNotification(row: NotificationRow, ctx: MapContext, edition: Edition = row.article_edition ?? 'tr', origins: EditionOrigins = defaultEditionOrigins()): Notification {
  return {
    _id: row.id,
    type: row.type,
    actor:
      row.actor_id && row.actor_username !== null
        ? {
            _id: row.actor_id,
            username: row.actor_username,
            name: row.actor_name,
            avatar: mapImage(row.actor_avatar, ctx, row.actor_name ?? row.actor_username),
            isActive: row.actor_is_active === true,
          }
        : null,
    article:
      row.article_id && row.article_listable && row.article_edition && row.article_title !== null && row.article_legacy_id !== null
        ? {
            id: row.article_id,
            title: row.article_title,
            edition: row.article_edition,
            path: articleAddress(
              row.article_edition,
              articleLink(row.article_edition, {
                legacyId: row.article_legacy_id,
                title: row.article_title,
                originalTitle: row.article_original_title,
                route: row.article_route,
                redirectUrl: row.article_redirect_url,
              }),
              edition,
              origins,
            ),
          }
        : null,
    comment: row.comment_id && row.comment_body !== null ? { id: row.comment_id, excerpt: excerpt(row.comment_body) } : null,
    read: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Notifications (SPEC §7): the member's list, the unread count of the header badge, and marking
 * read. Produced by the other community plugins through notify() in their write transactions.
 * Only ever the asker's own; every answer is `private, no-store`.
 */
export const notificationRoutes: FastifyPluginAsync<CommunityPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const origins = options.editionOrigins ?? defaultEditionOrigins();
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins, refuseForeignWrites: false });
  const { db } = options;
  const realtime = options.realtime ?? NO_REALTIME;
  const ctx: MapContext = { mediaBaseUrl: options.mediaBaseUrl ?? '/media' };

  fastify.get(
    '/notifications',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: "The member's notifications, newest first",
        description:
          'Notifications from deactivated or deleted members, from members with whom a block stands, and about comments that are ' +
          'no longer public are left out (and not counted). `article` is null when the article is no longer public.',
        security: MEMBER_SECURITY,
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { userId } = signedInMember(request);
      const window = pageWindow(request.query, { limit: NOTIFICATION_PAGE_SIZE.default, maxLimit: NOTIFICATION_PAGE_SIZE.max });
      const rows = await repo.list(db, userId, window.fetch, window.offset);
      const total = window.useHasNextPage ? undefined : await repo.count(db, userId, false);
      const page = paginate(rows, window, total);
      privateAnswer(reply);
      const edition = requestEdition(request);
      return { items: page.items.map((row) => toNotification(row, ctx, edition, origins)), pagination: page.pagination };
    },
  );

  fastify.get(
    '/notifications/count',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'Unread notifications (the header badge)',
        security: MEMBER_SECURITY,
        response: { 200: NotificationCountSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { userId } = signedInMember(request);
      privateAnswer(reply);
      return { count: await repo.count(db, userId, true) };
    },
  );

  fastify.post(
    '/notifications/update',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'Marks notifications read: the given ids, or all without `ids`',
        description: 'Ids of other members\' notifications are ignored. Answers the unread count left.',
        security: MEMBER_SECURITY,
        body: NotificationUpdateBodySchema,
        response: { 200: NotificationCountSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { userId } = signedInMember(request);
      const ids = request.body?.ids ?? null;
      await repo.markRead(db, userId, ids);
      const count = await repo.count(db, userId, true);
      // The member's other tabs clear (or lower) their badge at once.
      realtime.publish(realtimeTopics.notifications(userId), { kind: 'count', count } satisfies NotificationRealtimeEvent);
      privateAnswer(reply);
      return { count };
    },
  );
};
