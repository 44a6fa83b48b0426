import { type Static, Type } from '@sinclair/typebox';
import { LIMITS } from '../constants';
import { DateTimeSchema, EditionSchema, Nullable, PaginationSchema } from './common.schema';
import {
  FEEDBACK_KINDS,
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGE_KEYS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  FEEDBACK_URL_PATTERN,
  IDENTIFIER_KEY_PATTERN,
  SURVEY_SCALES,
} from './feedback.rules';
import { messages } from './message-keys';
import { EmailSchema } from './validation.schema';

// The main entry offers the rules too (defined once, schema-free, in feedback.rules.ts).
export * from './feedback.rules';

/*
 * Feedback and the satisfaction survey (issue 19; SPEC §3 fields, §5 rules, §7 calls). One schema
 * per payload, used by the API's validation and the forms alike. `username` is accepted because
 * SPEC §3 lists it, but the API never believes it: it takes the signed-in member's own name.
 */

// Rejects whitespace-only text that would pass a bare length check.
const NOT_BLANK = '\\S';

const FeedbackNameSchema = Type.String({
  minLength: 1,
  maxLength: LIMITS.feedbackNameMax,
  pattern: NOT_BLANK,
  ...messages({
    required: 'validation.feedback.name.required',
    minLength: 'validation.feedback.name.required',
    pattern: 'validation.feedback.name.required',
    maxLength: 'validation.feedback.name.length',
    invalid: 'validation.feedback.name.required',
  }),
});

const PageUrlSchema = Type.String({
  maxLength: FEEDBACK_LIMITS.urlMax,
  pattern: FEEDBACK_URL_PATTERN,
  description: 'The page the reader was on: a path of this site or an absolute URL of one of its editions',
  ...messages({ maxLength: FEEDBACK_MESSAGE_KEYS.url, pattern: FEEDBACK_MESSAGE_KEYS.url, invalid: FEEDBACK_MESSAGE_KEYS.url }),
});

const ClaimedUsernameSchema = Type.String({ maxLength: LIMITS.usernameMax, description: 'Ignored: the signed-in member’s own username is attached' });

/** Ids of this browser that other tools gave it (the reading tracker's, the ad identifier). */
export const ThirdPartyIdentifiersSchema = Type.Record(
  Type.String({ pattern: IDENTIFIER_KEY_PATTERN }),
  Type.String({
    maxLength: FEEDBACK_LIMITS.identifierValueMax,
    ...messages({ maxLength: FEEDBACK_MESSAGE_KEYS.identifiers, invalid: FEEDBACK_MESSAGE_KEYS.identifiers }),
  }),
  {
    maxProperties: FEEDBACK_LIMITS.identifiersMax,
    additionalProperties: false,
    description: `At most ${FEEDBACK_LIMITS.identifiersMax} keys (letters, digits, _ . : -), each value at most ${FEEDBACK_LIMITS.identifierValueMax} characters`,
    ...messages({ unexpected: FEEDBACK_MESSAGE_KEYS.identifiers, invalid: FEEDBACK_MESSAGE_KEYS.identifiers }),
  },
);
export type ThirdPartyIdentifiers = Static<typeof ThirdPartyIdentifiersSchema>;

export const FeedbackTypeSchema = Type.Union(
  FEEDBACK_TYPES.map((type) => Type.Literal(type)),
  messages({ required: FEEDBACK_MESSAGE_KEYS.type, invalid: FEEDBACK_MESSAGE_KEYS.type }),
);

/** `POST /feedback` (SPEC §3 Feedback; §5: name and e-mail required, description at least 5). */
export const FeedbackSchema = Type.Object(
  {
    name: FeedbackNameSchema,
    email: EmailSchema,
    message: Type.String({
      minLength: LIMITS.feedbackMessageMin,
      maxLength: LIMITS.feedbackMessageMax,
      pattern: NOT_BLANK,
      ...messages({
        required: 'validation.feedback.message.length',
        minLength: 'validation.feedback.message.length',
        maxLength: 'validation.feedback.message.length',
        pattern: 'validation.feedback.message.length',
        invalid: 'validation.feedback.message.length',
      }),
    }),
    type: FeedbackTypeSchema,
    url: Type.Optional(PageUrlSchema),
    username: Type.Optional(ClaimedUsernameSchema),
    thirdPartyIdentifiers: Type.Optional(ThirdPartyIdentifiersSchema),
  },
  { additionalProperties: false },
);
export type Feedback = Static<typeof FeedbackSchema>;

const levelSchema = (scale: { min: number; max: number }, key: string) =>
  Type.Integer({ minimum: scale.min, maximum: scale.max, ...messages({ required: key, invalid: key }) });

/** `POST /survey-feedbacks/satisfaction` (SPEC §3 Satisfaction survey); name and e-mail optional. */
export const SatisfactionSurveySchema = Type.Object(
  {
    experienceLevel: levelSchema(SURVEY_SCALES.experience, FEEDBACK_MESSAGE_KEYS.experience),
    recommendationLevel: levelSchema(SURVEY_SCALES.recommendation, FEEDBACK_MESSAGE_KEYS.recommendation),
    encounteredIssue: Type.Boolean(messages({ required: FEEDBACK_MESSAGE_KEYS.issue, invalid: FEEDBACK_MESSAGE_KEYS.issue })),
    improvementSuggestion: Type.Optional(
      Type.String({
        maxLength: FEEDBACK_LIMITS.suggestionMax,
        ...messages({ maxLength: FEEDBACK_MESSAGE_KEYS.suggestion, invalid: FEEDBACK_MESSAGE_KEYS.suggestion }),
      }),
    ),
    name: Type.Optional(
      Type.String({ maxLength: LIMITS.feedbackNameMax, ...messages({ maxLength: FEEDBACK_MESSAGE_KEYS.name, invalid: FEEDBACK_MESSAGE_KEYS.name }) }),
    ),
    email: Type.Optional(EmailSchema),
    url: Type.Optional(PageUrlSchema),
    username: Type.Optional(ClaimedUsernameSchema),
    thirdPartyIdentifiers: Type.Optional(ThirdPartyIdentifiersSchema),
  },
  { additionalProperties: false },
);
export type SatisfactionSurvey = Static<typeof SatisfactionSurveySchema>;

/** What a sender gets back: the entry is stored. */
export const FeedbackReceiptSchema = Type.Object({ id: Type.String(), createdAt: DateTimeSchema });
export type FeedbackReceipt = Static<typeof FeedbackReceiptSchema>;

export const FeedbackKindSchema = Type.Union(FEEDBACK_KINDS.map((kind) => Type.Literal(kind)));
export const FeedbackStatusSchema = Type.Union(FEEDBACK_STATUSES.map((status) => Type.Literal(status)));

/** The editors' inbox page size. */
export const FEEDBACK_INBOX_PAGE_SIZE = { default: 20, max: 50 } as const;

/** `GET /admin/feedback`: one inbox (feedback by default), newest first. */
export const FeedbackInboxQuerySchema = Type.Object(
  {
    kind: Type.Optional(FeedbackKindSchema),
    type: Type.Optional(Type.Union(FEEDBACK_TYPES.map((type) => Type.Literal(type)), { description: 'Feedback only' })),
    status: Type.Optional(FeedbackStatusSchema),
    edition: Type.Optional(EditionSchema),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: FEEDBACK_INBOX_PAGE_SIZE.max, default: FEEDBACK_INBOX_PAGE_SIZE.default })),
  },
  { additionalProperties: false },
);
export type FeedbackInboxQuery = Static<typeof FeedbackInboxQuerySchema>;

const StaffRefSchema = Type.Object({ _id: Type.String(), username: Type.String() });

/** One entry of either inbox; the other kind's fields are null. */
export const FeedbackEntrySchema = Type.Object({
  _id: Type.String(),
  kind: FeedbackKindSchema,
  edition: EditionSchema,
  status: FeedbackStatusSchema,
  createdAt: DateTimeSchema,
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  /** The member who sent it (as they were called then); null for a visitor. */
  username: Nullable(Type.String()),
  url: Nullable(Type.String()),
  type: Nullable(FeedbackTypeSchema),
  message: Nullable(Type.String()),
  experienceLevel: Nullable(Type.Integer()),
  recommendationLevel: Nullable(Type.Integer()),
  encounteredIssue: Nullable(Type.Boolean()),
  improvementSuggestion: Nullable(Type.String()),
  thirdPartyIdentifiers: Type.Record(Type.String(), Type.String()),
  handledBy: Nullable(StaffRefSchema),
  handledAt: Nullable(DateTimeSchema),
});
export type FeedbackEntry = Static<typeof FeedbackEntrySchema>;

export const FeedbackInboxResponseSchema = Type.Object({
  items: Type.Array(FeedbackEntrySchema),
  pagination: PaginationSchema,
  /** New (unhandled) entries of each inbox, in the edition asked for (or all). */
  unhandled: Type.Object({ feedback: Type.Integer({ minimum: 0 }), survey: Type.Integer({ minimum: 0 }) }),
});
export type FeedbackInboxResponse = Static<typeof FeedbackInboxResponseSchema>;

export const FeedbackEntryParamsSchema = Type.Object(
  { kind: FeedbackKindSchema, id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type FeedbackEntryParams = Static<typeof FeedbackEntryParamsSchema>;

export const FeedbackStatusBodySchema = Type.Object({ status: FeedbackStatusSchema }, { additionalProperties: false });
export type FeedbackStatusBody = Static<typeof FeedbackStatusBodySchema>;
