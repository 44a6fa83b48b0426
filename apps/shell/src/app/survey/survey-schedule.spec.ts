import {
  INITIAL_SURVEY_STATE,
  isSurveyDue,
  loadSurveyState,
  markAnswered,
  markDismissed,
  markOffered,
  markOptedOut,
  recordVisit,
  SURVEY_STATE_KEY,
  type SurveyState,
  updateSurveyState,
} from './survey-schedule';

const DAY = 24 * 60 * 60 * 1000;
// Noon local time: a day's visits stay on one calendar day whatever the machine's zone.
const START = new Date(2026, 10, 20, 12, 0, 0).getTime();

/** A reader who came on two days (the second is `at`). */
function returningReader(at: number): SurveyState {
  return recordVisit(recordVisit(INITIAL_SURVEY_STATE, at - DAY), at);
}

describe('the survey schedule', () => {
  it('counts visits as distinct calendar days: many pages on one day are one visit', () => {
    let state = INITIAL_SURVEY_STATE;
    for (const minutes of [0, 5, 60, 600]) state = recordVisit(state, START + minutes * 60_000);
    expect(state).toMatchObject({ visitDays: 1, lastVisitDay: '2026-11-20' });
    expect(isSurveyDue(state, START + 601 * 60_000)).toBe(false);
    state = recordVisit(state, START + DAY);
    expect(state).toMatchObject({ visitDays: 2, lastVisitDay: '2026-11-21' });
    expect(isSurveyDue(state, START + DAY)).toBe(true);
  });

  it('offers the survey at most once in 60 days', () => {
    const now = START + DAY;
    const offered = markOffered(returningReader(now), now);
    expect(isSurveyDue(offered, now)).toBe(false);
    expect(isSurveyDue(offered, now + 59 * DAY)).toBe(false);
    expect(isSurveyDue(offered, now + 60 * DAY - 1)).toBe(false);
    expect(isSurveyDue(offered, now + 60 * DAY)).toBe(true);
  });

  it('waits 60 days after an answer too', () => {
    const now = START + DAY;
    const answered = markAnswered(markOffered(returningReader(now), now), now + 2 * DAY);
    expect(isSurveyDue(answered, now + 61 * DAY)).toBe(false);
    expect(isSurveyDue(answered, now + 62 * DAY)).toBe(true);
  });

  it('never asks again after 3 dismissals', () => {
    let now = START + DAY;
    let state = returningReader(now);
    for (let round = 1; round <= 3; round += 1) {
      expect([round, isSurveyDue(state, now)]).toEqual([round, true]);
      state = markDismissed(markOffered(state, now));
      now += 60 * DAY;
    }
    expect(state.dismissals).toBe(3);
    expect(isSurveyDue(state, now + 365 * DAY)).toBe(false);
  });

  it('never asks again after "don’t ask again"', () => {
    const now = START + DAY;
    const state = markOptedOut(markOffered(returningReader(now), now));
    expect(isSurveyDue(state, now + 1000 * DAY)).toBe(false);
  });

  it('keeps its state in local storage and starts over from anything unreadable', () => {
    localStorage.clear();
    expect(loadSurveyState()).toEqual(INITIAL_SURVEY_STATE);
    const saved = updateSurveyState((state) => recordVisit(state, START));
    expect(loadSurveyState()).toEqual(saved);
    expect(JSON.parse(localStorage.getItem(SURVEY_STATE_KEY) as string).expiry).toBeGreaterThan(Date.now() + 300 * DAY);
    localStorage.setItem(SURVEY_STATE_KEY, JSON.stringify({ version: 'v0', expiry: Date.now() + DAY, data: { visitDays: 'many' } }));
    expect(loadSurveyState()).toEqual(INITIAL_SURVEY_STATE);
  });
});
