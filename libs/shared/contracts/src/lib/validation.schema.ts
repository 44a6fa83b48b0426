import { type Static, Type } from '@sinclair/typebox';
import { GENERIC_MESSAGE_KEYS, messages } from './message-keys';
import { FEEDBACK_MESSAGE_KEYS } from './feedback.rules';
import { MEMBER_ARTICLE_MESSAGE_KEYS } from './member-content.schema';
import { LIMITS, USERNAME_PATTERN } from '../constants';

export const EMAIL_PATTERN = '^[\\w.\\-]+@[\\w.\\-]+\\.([A-Za-z]{2,63}|\\d{1,3})$';
// Rejects whitespace-only text that would pass a bare length check.
const NOT_BLANK = '\\S';

export const UsernameSchema = Type.String({
  minLength: LIMITS.usernameMin,
  maxLength: LIMITS.usernameMax,
  pattern: USERNAME_PATTERN,
  ...messages({
    required: 'validation.username.required',
    minLength: 'validation.username.length',
    maxLength: 'validation.username.length',
    pattern: 'validation.username.pattern',
    invalid: 'validation.username.pattern',
  }),
});

export const EmailSchema = Type.String({
  maxLength: LIMITS.emailMax,
  pattern: EMAIL_PATTERN,
  ...messages({
    required: 'validation.email.required',
    maxLength: 'validation.email.invalid',
    pattern: 'validation.email.invalid',
    invalid: 'validation.email.invalid',
  }),
});

export const PasswordSchema = Type.String({
  minLength: LIMITS.passwordMin,
  maxLength: LIMITS.passwordMax,
  ...messages({
    required: 'validation.password.required',
    minLength: 'validation.password.length',
    maxLength: 'validation.password.tooLong',
    invalid: 'validation.password.required',
  }),
});

export const CommentTextSchema = Type.String({
  minLength: LIMITS.commentMin,
  maxLength: LIMITS.commentMax,
  pattern: NOT_BLANK,
  ...messages({
    required: 'validation.comment.required',
    minLength: 'validation.comment.length',
    maxLength: 'validation.comment.length',
    pattern: 'validation.comment.required',
    invalid: 'validation.comment.required',
  }),
});

export const MessageTextSchema = Type.String({
  minLength: 1,
  maxLength: LIMITS.messageMax,
  pattern: NOT_BLANK,
  ...messages({
    required: 'validation.message.required',
    minLength: 'validation.message.required',
    maxLength: 'validation.message.length',
    pattern: 'validation.message.required',
    invalid: 'validation.message.required',
  }),
});

/** Optional for deactivation, so blank is allowed; only the length is limited. */
export const DeletionReasonSchema = Type.String({
  maxLength: LIMITS.deletionReasonMax,
  ...messages({ maxLength: 'validation.deletionReason.length', invalid: 'validation.deletionReason.length' }),
});

export type Username = Static<typeof UsernameSchema>;

/** Every key a validation error can carry; the i18n `common` namespace translates them all. */
export const VALIDATION_MESSAGE_KEYS: readonly string[] = [
  ...new Set([
    ...Object.values(GENERIC_MESSAGE_KEYS),
    'validation.username.required',
    'validation.username.length',
    'validation.username.pattern',
    'validation.email.required',
    'validation.email.invalid',
    'validation.password.required',
    'validation.password.length',
    'validation.password.tooLong',
    'validation.comment.required',
    'validation.comment.length',
    'validation.message.required',
    'validation.message.length',
    'validation.deletionReason.length',
    'validation.feedback.name.required',
    'validation.feedback.name.length',
    'validation.feedback.message.length',
    // Feedback and the satisfaction survey beyond §5 (feedback.schema.ts).
    ...Object.values(FEEDBACK_MESSAGE_KEYS),
    // Auth (auth.schema.ts and the API's refusals).
    'validation.loginId.required',
    'validation.termsVersion.required',
    'validation.robotCheck.failed',
    'validation.password.common',
    // Member-written articles (member-content.schema.ts, editorial.schema.ts).
    ...MEMBER_ARTICLE_MESSAGE_KEYS,
    // Profiles (profile.schema.ts).
    'validation.member.required',
    'validation.profile.name.length',
    'validation.profile.website.invalid',
    'validation.profile.country.invalid',
    'validation.profile.city.length',
    'validation.profile.birthdate.invalid',
    'validation.profile.occupation.length',
    'validation.profile.motto.length',
    'validation.profile.about.length',
    'validation.profile.gender.invalid',
    'validation.profile.coverOffset.invalid',
    // The member's colour theme (profile.schema.ts, issue 20).
    'theme.invalid',
    'validation.premium.invalid',
  ]),
];

// Defined with the schema-free constants (one source of truth), offered here as before.
export { LIMITS, USERNAME_PATTERN };
