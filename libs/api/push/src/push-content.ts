import { localize } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import { eventSlug } from '@meydan/quakes/ingest';
import { foldText } from '@meydan/shared/util/format';
import { isUuid, type PushPayload } from '@meydan/shared/contracts';
import { defaultEditionOrigins, type Edition, type EditionOrigins, routePath } from '@meydan/shared/util/routing';
import { PUSH_TEXTS } from './push.messages';

/** What a push needs of a stored quake event (quake_events.event, @meydan/quakes/ingest's QuakeEvent). */
interface QuakePushEvent {
  id: string;
  time: string;
  depthKm: number;
  location: string;
  province: { plate: number; name: string } | null;
  magnitudes: Array<{ source: string; type: string; value: number }>;
}

const LOCALES: Record<Edition, string> = { tr: 'tr-TR', en: 'en-GB', ru: 'ru-RU' };

/**
 * A place as a notification names it: KOERI writes ASCII capitals (`CAYIRKOY-SINDIRGI (BALIKESIR)`),
 * which read as shouting on a lock screen, so those become `Cayirkoy-Sindirgi (Balıkesir)` with the
 * province's proper name (KOERI's I may stand for I or İ: the dotted i is the likelier guess); a
 * place that does not name its province gets it added.
 */
export function readablePlace(location: string, province: { name: string } | null): string {
  const shouting = /^[A-Z0-9 ().,'-]+$/.test(location) && /[A-Z]{3}/.test(location);
  const base = shouting ? location.replace(/\s*\([^)]*\)\s*$/, '').toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase()) : location;
  if (!province) return base;
  const folded = (text: string) => foldText(text);
  return folded(base).includes(folded(province.name)) ? base : `${base} (${province.name})`;
}

/** What a push is about: the row the trigger queued it for, or the quake a member is alerted of. */
export type PushSource = { kind: 'message'; id: string } | { kind: 'notification'; id: string } | { kind: 'quake'; id: string; userId: string };

/** A push to send: its recipient, and its text and link in a device's edition. */
export interface PushEvent {
  recipientId: string;
  render(edition: Edition): PushPayload;
}

/** Characters of a message or reply shown in a push (like a notification's excerpt). */
export const PUSH_EXCERPT_LENGTH = 120;

export function excerpt(text: string, max = PUSH_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** A member's name as others see it: the display name, else the username. */
const displayName = (name: string | null, username: string) => (name && name.trim() ? name.trim() : username);

// Both members active and not deleted, and no block either way (SPEC §5: a blocked member must
// not reach you, even through a notification).
const PEOPLE_OK = `
  r.is_active AND r.deleted_at IS NULL AND a.is_active AND a.deleted_at IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM blocks b
     WHERE (b.blocker_id = r.id AND b.blocked_id = a.id) OR (b.blocker_id = a.id AND b.blocked_id = r.id)
  )`;

interface MessageRow {
  recipient_id: string;
  conversation_id: string;
  body: string;
  sender_username: string;
  sender_name: string | null;
}

interface NotificationRow {
  recipient_id: string;
  type: 'followed' | 'comment_reply';
  actor_username: string;
  actor_name: string | null;
  comment_body: string | null;
}

/**
 * Builds pushes from the database as it is now (a push may run minutes after its write, or be
 * retried): null when there is nothing to push any more, because the message was deleted or
 * already read, the notification read or its reply removed or hidden, either member deactivated
 * or deleted, or a block came between them.
 */
export class PushContent {
  private readonly origins: EditionOrigins;

  constructor(
    private readonly db: Queryable,
    origins?: EditionOrigins,
  ) {
    this.origins = origins ?? defaultEditionOrigins();
  }

  async load(source: PushSource): Promise<PushEvent | null> {
    if (source.kind === 'quake') return isUuid(source.userId) ? this.quake(source.id, source.userId) : null;
    if (!isUuid(source.id)) return null;
    return source.kind === 'message' ? this.message(source.id) : this.notification(source.id);
  }

  /**
   * An earthquake alert (the quakes alert fan-out decided who gets it): the event as it stands
   * now, in the device's edition, linking to its page. Nothing once the member is gone.
   */
  private async quake(eventId: string, userId: string): Promise<PushEvent | null> {
    const { rows } = await this.db.query<{ event: QuakePushEvent }>(
      `SELECT e.event FROM quake_events e, users u WHERE e.id = $1 AND u.id = $2 AND u.is_active AND u.deleted_at IS NULL`,
      [eventId, userId],
    );
    const event = rows[0]?.event;
    if (!event) return null;
    const official = event.magnitudes.find((magnitude) => magnitude.source !== 'usgs') ?? event.magnitudes[0];
    const place = readablePlace(event.location, event.province);
    return {
      recipientId: userId,
      render: (edition) => ({
        title: localize(PUSH_TEXTS.quakeTitle, edition, { magnitude: official ? `${official.type} ${official.value.toFixed(1)}` : '—', place }),
        body: localize(PUSH_TEXTS.quakeBody, edition, {
          time: new Intl.DateTimeFormat(LOCALES[edition], { timeZone: 'Europe/Istanbul', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(event.time)),
          depth: event.depthKm.toFixed(1),
          source: (official?.source ?? 'afad').toUpperCase().replace('KOERI', 'Kandilli'),
        }),
        url: this.link(edition, routePath(edition, 'quakes.detail', { slug: eventSlug(event) })),
        // One notification per quake on the device: a later alert of it would replace, never stack.
        tag: `quake-${event.id}`,
      }),
    };
  }

  /** The page on the device's edition's own origin: a push opens in whichever tab the browser picks. */
  private link(edition: Edition, path: string): string {
    return `${this.origins[edition]}${path}`;
  }

  private async message(id: string): Promise<PushEvent | null> {
    const { rows } = await this.db.query<MessageRow>(
      `SELECT r.id AS recipient_id, m.conversation_id, m.body, a.username AS sender_username, a.name AS sender_name
         FROM messages m
         JOIN conversations c ON c.id = m.conversation_id
         JOIN users a ON a.id = m.sender_id
         JOIN users r ON r.id = CASE WHEN c.member_a = m.sender_id THEN c.member_b ELSE c.member_a END
         LEFT JOIN conversation_members cm ON cm.conversation_id = c.id AND cm.user_id = r.id
        WHERE m.id = $1 AND m.deleted_at IS NULL
          -- Read already (the recipient had the conversation open): nothing to announce.
          AND COALESCE(cm.last_read_seq, 0) < m.seq
          AND ${PEOPLE_OK}`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const name = displayName(row.sender_name, row.sender_username);
    return {
      recipientId: row.recipient_id,
      render: (edition) => ({
        title: localize(PUSH_TEXTS.messageTitle, edition, { name }),
        body: excerpt(row.body),
        url: this.link(edition, routePath(edition, 'messaging.thread', { username: row.sender_username })),
        // One notification per conversation on the device: a newer message replaces the older.
        tag: `message-${row.conversation_id}`,
      }),
    };
  }

  private async notification(id: string): Promise<PushEvent | null> {
    const { rows } = await this.db.query<NotificationRow>(
      `SELECT r.id AS recipient_id, n.type, a.username AS actor_username, a.name AS actor_name, cm.body AS comment_body
         FROM notifications n
         JOIN users r ON r.id = n.recipient_id
         JOIN users a ON a.id = n.actor_id
         LEFT JOIN comments cm ON cm.id = n.comment_id
        WHERE n.id = $1 AND n.read_at IS NULL AND n.type IN ('followed', 'comment_reply')
          -- A reply is pushed only while the public sees it (the comments' rule, migration 0026;
          -- the actor of a reply is its author).
          AND (n.type <> 'comment_reply' OR (
                cm.id IS NOT NULL AND comment_is_public(cm.deleted_at, cm.review_state, cm.offensive, a.is_active, a.deleted_at)))
          AND ${PEOPLE_OK}`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const name = displayName(row.actor_name, row.actor_username);
    const notifications = (edition: Edition) => this.link(edition, routePath(edition, 'social.notifications'));
    if (row.type === 'followed') {
      return {
        recipientId: row.recipient_id,
        render: (edition) => ({
          title: localize(PUSH_TEXTS.followedTitle, edition),
          body: localize(PUSH_TEXTS.followedBody, edition, { name }),
          url: notifications(edition),
          tag: 'followed',
        }),
      };
    }
    return {
      recipientId: row.recipient_id,
      render: (edition) => ({
        title: localize(PUSH_TEXTS.replyTitle, edition, { name }),
        body: excerpt(row.comment_body ?? ''),
        url: notifications(edition),
        tag: 'comment_reply',
      }),
    };
  }
}
