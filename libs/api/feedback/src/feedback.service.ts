import { createHmac } from 'node:crypto';
import { HttpError, type LocalizedText, networkOf, normalizePlainText, paginate, pageWindow, plainTextLength, requireCommonText } from '@meydan/api/core';
import {
  type Feedback,
  type FeedbackEntry,
  type FeedbackInboxQuery,
  type FeedbackInboxResponse,
  type FeedbackKind,
  type FeedbackReceipt,
  type FeedbackStatus,
  FEEDBACK_INBOX_PAGE_SIZE,
  isUuid,
  LIMITS,
  type SatisfactionSurvey,
} from '@meydan/shared/contracts';
import type { Queryable } from '@meydan/api/db';
import type { Edition, EditionOrigins } from '@meydan/shared/util/routing';
import type { FeedbackRateLimits } from './feedback-plugin';
import { FEEDBACK_MESSAGES } from './feedback.messages';
import type { FeedbackRepository, RateClaim } from './feedback.repository';
import { storedPageAddress } from './page-address';

/** Who sends: the edition of the page, the signed-in member (never a name from the body), the address. */
export interface FeedbackSender {
  edition: Edition;
  userId: string | null;
  ip: string;
}

/** A sending limit was reached: 429 with the seconds until a place frees up (the route sends Retry-After). */
export class SendingLimitError extends HttpError {
  constructor(
    text: LocalizedText,
    readonly retryAfterSeconds: number,
  ) {
    super(429, text);
  }
}

export interface FeedbackServiceOptions {
  editionOrigins: EditionOrigins;
  trustedOrigins: readonly string[];
  secret: string;
  limits: FeedbackRateLimits;
  /** Chance that a send also prunes old rate claims (tests: 0 or 1). */
  pruneChance?: number;
}

/** The SPEC §5 texts the API shares with the form (i18n common namespace), read once at start. */
const NAME_REQUIRED = requireCommonText('validation.feedback.name.required');
const MESSAGE_LENGTH = requireCommonText('validation.feedback.message.length');

function cleanIdentifiers(ids: Record<string, string> | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(ids ?? {})) {
    const text = value.trim();
    if (text) kept[key] = text;
  }
  return kept;
}

/** Optional free text as stored: normalized, null when nothing is left. */
function optionalText(value: string | undefined): string | null {
  const text = value === undefined ? '' : normalizePlainText(value);
  return text === '' ? null : text;
}

/**
 * Feedback and survey answers (issue 19): checked beyond the schema (text that is only invisible
 * characters, a page address of another site), counted against the sending limits in the same
 * transaction as the insert, and stored. Editors list them and mark them handled.
 */
export class FeedbackService {
  constructor(
    private readonly repository: FeedbackRepository,
    private readonly options: FeedbackServiceOptions,
  ) {}

  /** A keyed hash of the sender's network (IPv4, or the IPv6 /64): the limits' key, never the address. */
  private networkKey(ip: string): string {
    return createHmac('sha256', this.options.secret).update(`feedback:${networkOf(ip)}`).digest('base64url').slice(0, 32);
  }

  private claims(kind: FeedbackKind, sender: FeedbackSender): RateClaim[] {
    const limits = this.options.limits;
    const [perNetwork, perMember] = kind === 'feedback' ? [limits.feedbackPerNetwork, limits.feedbackPerMember] : [limits.surveyPerNetwork, limits.surveyPerMember];
    const claims: RateClaim[] = [{ scope: `${kind}:network`, key: this.networkKey(sender.ip), ...perNetwork }];
    if (sender.userId) claims.push({ scope: `${kind}:member`, key: sender.userId, ...perMember });
    return claims;
  }

  private pageOf(url: string | undefined, edition: Edition): string | null {
    return storedPageAddress(url, edition, this.options.editionOrigins, this.options.trustedOrigins);
  }

  /** Limits, then the insert, in one transaction: a refused send stores nothing and counts nothing. */
  private async store<T>(kind: FeedbackKind, sender: FeedbackSender, insert: (tx: Queryable, username: string | null) => Promise<T>): Promise<T> {
    const repository = this.repository;
    return repository.db.transaction(async (tx) => {
      const refused = await repository.claim(tx, this.claims(kind, sender));
      if (refused) throw new SendingLimitError(kind === 'feedback' ? FEEDBACK_MESSAGES.tooMany : FEEDBACK_MESSAGES.surveyTooMany, refused.retryAfterSeconds);
      if (Math.random() < (this.options.pruneChance ?? 0.02)) await repository.pruneClaims(tx);
      const username = sender.userId ? await repository.usernameOf(tx, sender.userId) : null;
      return insert(tx, username);
    });
  }

  async sendFeedback(body: Feedback, sender: FeedbackSender): Promise<FeedbackReceipt> {
    const name = normalizePlainText(body.name);
    if (name === '') throw new HttpError(400, NAME_REQUIRED);
    const message = normalizePlainText(body.message);
    if (plainTextLength(message) < LIMITS.feedbackMessageMin) throw new HttpError(400, MESSAGE_LENGTH);
    const url = this.pageOf(body.url, sender.edition);
    return this.store('feedback', sender, (tx, username) =>
      this.repository.insertFeedback(tx, {
        edition: sender.edition,
        type: body.type,
        name,
        email: body.email.trim(),
        message,
        url,
        userId: sender.userId,
        username,
        thirdPartyIds: cleanIdentifiers(body.thirdPartyIdentifiers),
      }),
    );
  }

  async sendSurvey(body: SatisfactionSurvey, sender: FeedbackSender): Promise<FeedbackReceipt> {
    const url = this.pageOf(body.url, sender.edition);
    return this.store('survey', sender, (tx, username) =>
      this.repository.insertSurvey(tx, {
        edition: sender.edition,
        experienceLevel: body.experienceLevel,
        recommendationLevel: body.recommendationLevel,
        encounteredIssue: body.encounteredIssue,
        improvementSuggestion: optionalText(body.improvementSuggestion),
        name: optionalText(body.name),
        email: body.email?.trim() || null,
        url,
        userId: sender.userId,
        username,
        thirdPartyIds: cleanIdentifiers(body.thirdPartyIdentifiers),
      }),
    );
  }

  async inbox(query: FeedbackInboxQuery): Promise<FeedbackInboxResponse> {
    const kind = query.kind ?? 'feedback';
    const window = pageWindow(query, { limit: FEEDBACK_INBOX_PAGE_SIZE.default, maxLimit: FEEDBACK_INBOX_PAGE_SIZE.max });
    const [{ items, total }, unhandled] = await Promise.all([
      this.repository.list(kind, { type: query.type, status: query.status, edition: query.edition }, window.limit, window.offset),
      this.repository.unhandled(query.edition),
    ]);
    return { ...paginate(items, window, total), unhandled };
  }

  async setStatus(kind: FeedbackKind, id: string, status: FeedbackStatus, editorId: string): Promise<FeedbackEntry> {
    const entry = isUuid(id) ? await this.repository.setStatus(kind, id, status, editorId) : null;
    if (!entry) throw new HttpError(404, FEEDBACK_MESSAGES.entryNotFound);
    return entry;
  }
}
