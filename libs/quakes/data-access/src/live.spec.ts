import { quakeList, quakeSummary } from './testing';
import { liveEventMatches, replaceListedEvent } from './live';

const ALL = { province: null, city: null, minMagnitude: 0 };

describe('a live quake and the list on screen', () => {
  it('joins an unfiltered list, whatever its magnitude', () => {
    expect(liveEventMatches(quakeSummary({ magnitude: 1.2 }), ALL)).toBe(true);
    expect(liveEventMatches(quakeSummary({ magnitude: null }), ALL)).toBe(true);
  });

  it('joins a province’s list only when it is in that province', () => {
    expect(liveEventMatches(quakeSummary(), { ...ALL, province: 'balikesir' })).toBe(true);
    expect(liveEventMatches(quakeSummary(), { ...ALL, province: 'izmir' })).toBe(false);
    expect(liveEventMatches(quakeSummary({ province: null }), { ...ALL, province: 'izmir' })).toBe(false);
  });

  it('joins a list with a minimum magnitude only when a source measured at least that', () => {
    expect(liveEventMatches(quakeSummary({ magnitude: 4 }), { ...ALL, minMagnitude: 4 })).toBe(true);
    expect(liveEventMatches(quakeSummary({ magnitude: 3.9 }), { ...ALL, minMagnitude: 4 })).toBe(false);
    expect(liveEventMatches(quakeSummary({ magnitude: null }), { ...ALL, minMagnitude: 2 })).toBe(false);
  });

  it('never joins the list of a city that is no province (the API refused it)', () => {
    expect(liveEventMatches(quakeSummary(), { ...ALL, city: 'Atlantis' })).toBe(false);
  });

  it('puts a revision in its row’s place, and says when the quake is not listed', () => {
    const list = quakeList();
    const revised = quakeSummary({ magnitude: 4.6, magnitudes: [{ source: 'afad', type: 'MW', value: 4.6 }] });
    expect(replaceListedEvent(list, revised)).toBe(true);
    expect(list.items[0]).toBe(revised);
    expect(list.items).toHaveLength(2);
    expect(replaceListedEvent(list, quakeSummary({ id: 'afad-1' }))).toBe(false);
  });
});
