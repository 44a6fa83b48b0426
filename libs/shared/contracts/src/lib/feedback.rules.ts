/**
 * Feedback and the satisfaction survey (issue 19; SPEC §3, §5, §7 `POST /feedback` and
 * `POST /survey-feedbacks/satisfaction`): the fixed lists, scales and limits the API validates and
 * the forms offer, without TypeBox (the shell's survey card reads them on every page).
 */

/** What a feedback is about; the form offers them in this order. */
export const FEEDBACK_TYPES = ['bug', 'content', 'suggestion', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The two inboxes of `/admin/feedback`. */
export const FEEDBACK_KINDS = ['feedback', 'survey'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** An entry is new until an editor marks it handled (and may mark it new again). */
export const FEEDBACK_STATUSES = ['new', 'handled'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/**
 * The survey's scales: experience 1 (very bad) to 5 (very good); recommendation 0 (not at all
 * likely) to 10 (extremely likely), the Net Promoter Score question (9–10 promoters, 7–8
 * passives, 0–6 detractors).
 */
export const SURVEY_SCALES = {
  experience: { min: 1, max: 5 },
  recommendation: { min: 0, max: 10 },
} as const;

/** NPS groups of a recommendation level. */
export function npsGroupOf(level: number): 'promoter' | 'passive' | 'detractor' {
  if (level >= 9) return 'promoter';
  if (level >= 7) return 'passive';
  return 'detractor';
}

/** Limits beyond SPEC §5's (name, e-mail and description are LIMITS.feedback*). */
export const FEEDBACK_LIMITS = {
  /** The page address the feedback is about. */
  urlMax: 2048,
  /** The survey's free text. */
  suggestionMax: 2000,
  /** thirdPartyIdentifiers: a small flat object of strings. */
  identifiersMax: 8,
  identifierKeyMax: 64,
  identifierValueMax: 128,
} as const;

/** A key of thirdPartyIdentifiers: letters, digits and `_ . : -`. */
export const IDENTIFIER_KEY_PATTERN = '^[A-Za-z0-9_.:-]{1,64}$';

/**
 * The page address a form sends: a path of this site (`/haber/x?y=1`) or an absolute http(s)
 * URL (which the API accepts only on one of the editions' origins). No `//host` or backslash
 * tricks, no spaces.
 */
export const FEEDBACK_URL_PATTERN = '^(?:/(?![/\\\\])|https?://)[^\\s\\\\]*$';
const FEEDBACK_URL = new RegExp(FEEDBACK_URL_PATTERN);

/** The query parameter that carries the page a reader came from to the feedback page. */
export const FEEDBACK_FROM_PARAM = 'from';

/**
 * The `?from=` of the feedback page as a path of this site, or null when it is missing or not a
 * path of ours (an absolute URL, `//evil.example`, a 3 KB string): the form then sends no page.
 */
export function feedbackFromPath(value: string | null | undefined): string | null {
  if (!value || value.length > FEEDBACK_LIMITS.urlMax || !value.startsWith('/')) return null;
  return FEEDBACK_URL.test(value) ? value : null;
}

/**
 * How often the satisfaction survey is offered (issue 19): at most once in 60 days, only after the
 * reader has come on at least 2 different days, and never again after 3 dismissals or a
 * "don't ask again".
 */
export const SURVEY_SCHEDULE = {
  intervalDays: 60,
  minVisitDays: 2,
  maxDismissals: 3,
} as const;

/** The i18n keys (common namespace) of the feedback and survey rules beyond SPEC §5's. */
export const FEEDBACK_MESSAGE_KEYS = {
  type: 'feedback.validation.type',
  url: 'feedback.validation.url',
  identifiers: 'feedback.validation.identifiers',
  experience: 'survey.validation.experience',
  recommendation: 'survey.validation.recommendation',
  issue: 'survey.validation.issue',
  suggestion: 'survey.validation.suggestion',
  name: 'survey.validation.name',
} as const;
