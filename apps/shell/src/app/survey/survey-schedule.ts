import { SURVEY_SCHEDULE } from '@meydan/shared/contracts/constants';
import { storageGet, storageSet } from '@meydan/shared/util/storage';

/**
 * When the satisfaction survey is offered (issue 19), kept in this browser's local storage:
 * - at most once in 60 days (counted from when the invitation was last shown, or the survey answered);
 * - only after the reader has opened the site on at least 2 different days: a visit is a
 *   distinct calendar day (the browser's local date) on which the app ran, so several pages or
 *   tabs on one day are one visit and a reader who comes back tomorrow has two;
 * - never again after 3 dismissals ("Not now", ×, Escape, or closing the survey unanswered), or
 *   once the reader chose "Don't ask again".
 * The rules are pure functions of the state and a clock, so specs run them on a controlled clock.
 */
export const SURVEY_STATE_KEY = 'meydan.survey';
/** The state outlives the 60-day interval by far; every write renews it. */
const STATE_LIFETIME_MS = 400 * 24 * 60 * 60 * 1000;
const INTERVAL_MS = SURVEY_SCHEDULE.intervalDays * 24 * 60 * 60 * 1000;

export interface SurveyState {
  /** Distinct days on which the site was opened (counting stops mattering at minVisitDays). */
  visitDays: number;
  /** The last of them, `YYYY-MM-DD` in the browser's time zone. */
  lastVisitDay: string | null;
  /** When the invitation was last shown (epoch ms). */
  offeredAt: number | null;
  /** When the survey was last answered (epoch ms). */
  answeredAt: number | null;
  dismissals: number;
  optedOut: boolean;
}

export const INITIAL_SURVEY_STATE: SurveyState = { visitDays: 0, lastVisitDay: null, offeredAt: null, answeredAt: null, dismissals: 0, optedOut: false };

function localDay(now: number): string {
  const date = new Date(now);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export function recordVisit(state: SurveyState, now: number): SurveyState {
  const day = localDay(now);
  return day === state.lastVisitDay ? state : { ...state, visitDays: state.visitDays + 1, lastVisitDay: day };
}

/** Whether the invitation may be shown now (the page-level conditions, consent and other prompts, come on top). */
export function isSurveyDue(state: SurveyState, now: number): boolean {
  if (state.optedOut || state.dismissals >= SURVEY_SCHEDULE.maxDismissals) return false;
  if (state.visitDays < SURVEY_SCHEDULE.minVisitDays) return false;
  const last = Math.max(state.offeredAt ?? -Infinity, state.answeredAt ?? -Infinity);
  return now - last >= INTERVAL_MS;
}

export const markOffered = (state: SurveyState, now: number): SurveyState => ({ ...state, offeredAt: now });
export const markDismissed = (state: SurveyState): SurveyState => ({ ...state, dismissals: state.dismissals + 1 });
export const markOptedOut = (state: SurveyState): SurveyState => ({ ...state, optedOut: true });
export const markAnswered = (state: SurveyState, now: number): SurveyState => ({ ...state, answeredAt: now });

function isState(value: unknown): value is SurveyState {
  if (value === null || typeof value !== 'object') return false;
  const state = value as Record<string, unknown>;
  const time = (field: unknown) => field === null || typeof field === 'number';
  return (
    typeof state['visitDays'] === 'number' &&
    (state['lastVisitDay'] === null || typeof state['lastVisitDay'] === 'string') &&
    time(state['offeredAt']) &&
    time(state['answeredAt']) &&
    typeof state['dismissals'] === 'number' &&
    typeof state['optedOut'] === 'boolean'
  );
}

export function loadSurveyState(): SurveyState {
  const stored = storageGet<unknown>(SURVEY_STATE_KEY);
  return isState(stored) ? stored : INITIAL_SURVEY_STATE;
}

/**
 * Applies a change to the stored state and returns the result. Without local storage nothing is
 * kept, so the visits never add up and the survey is never offered (its limits could not hold).
 */
export function updateSurveyState(change: (state: SurveyState) => SurveyState): SurveyState {
  const next = change(loadSurveyState());
  storageSet(SURVEY_STATE_KEY, next, { expiresInMs: STATE_LIFETIME_MS });
  return next;
}
