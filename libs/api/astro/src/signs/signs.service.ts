import { HttpError } from '@meydan/api/core';
import { elementOf, modalityOf } from '@meydan/astrology/engine';
import { ASTRO_SIGN_DATES, type AstroSignProfile, type AstroSignRef, type AstroSignSummary } from '@meydan/shared/contracts';
import { type Edition, ZODIAC_SIGNS } from '@meydan/shared/util/routing';
import { parseSign } from '../compatibility.service';
import { SIGN_NAMES } from '../texts/sign-names';
import { SIGN_MESSAGES } from './signs.messages';
import { SIGN_PROFILES } from './texts/profiles';
import { COLOR_NAMES, ELEMENT_NAMES, MODALITY_DISPLAY_NAMES, planetDisplayName, SIGN_FACTS, WEEKDAY_NAMES } from './texts/sign-facts';

/** A sign named in a page's URL (koc, koc-burcu, aries, 0…11); an unknown one is a page that does not exist. */
export function signOfPath(value: string): number {
  try {
    return parseSign(value);
  } catch {
    throw new HttpError(404, SIGN_MESSAGES.signNotFound);
  }
}

export function signRef(sign: number, edition: Edition): AstroSignRef {
  return { index: sign, slug: ZODIAC_SIGNS[sign] ?? '', name: SIGN_NAMES[sign]?.[edition] ?? '' };
}

const dateLabelFormats: Readonly<Record<Edition, Intl.DateTimeFormat>> = {
  tr: new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
  ru: new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
};

/** '21 Mart – 20 Nisan', 'March 21 – April 20', '21 марта — 20 апреля'. */
function datesLabel(start: string, end: string, edition: Edition): string {
  // 2001 is a common year: no 29 February to worry about.
  const format = (monthDay: string) => dateLabelFormats[edition].format(new Date(`2001-${monthDay}T12:00:00Z`));
  return `${format(start)} ${edition === 'ru' ? '—' : '–'} ${format(end)}`;
}

export function signSummary(sign: number, edition: Edition): AstroSignSummary {
  const facts = SIGN_FACTS[sign];
  const dates = ASTRO_SIGN_DATES[sign];
  const text = SIGN_PROFILES[edition][sign];
  if (!facts || !dates || !text) throw new RangeError(`No sign ${sign}`);
  const element = elementOf(sign);
  const modality = modalityOf(sign);
  return {
    ...signRef(sign, edition),
    symbol: facts.symbol,
    dates: { ...dates, label: datesLabel(dates.start, dates.end, edition) },
    element: { id: element, name: ELEMENT_NAMES[element][edition] },
    modality: { id: modality, name: MODALITY_DISPLAY_NAMES[modality][edition] },
    rulers: facts.rulers.map((planet) => ({ id: planet, name: planetDisplayName(planet, edition) })),
    tagline: text.tagline,
  };
}

export function signList(edition: Edition): AstroSignSummary[] {
  return ZODIAC_SIGNS.map((_slug, sign) => signSummary(sign, edition));
}

export function signProfile(sign: number, edition: Edition): AstroSignProfile {
  const facts = SIGN_FACTS[sign];
  const text = SIGN_PROFILES[edition][sign];
  if (!facts || !text) throw new RangeError(`No sign ${sign}`);
  return {
    ...signSummary(sign, edition),
    overview: [...text.overview],
    personality: text.personality,
    love: text.love,
    career: text.career,
    health: text.health,
    strengths: [...text.strengths],
    challenges: [...text.challenges],
    luckyDay: { id: facts.luckyDay, name: WEEKDAY_NAMES[facts.luckyDay][edition] },
    luckyColor: { id: facts.luckyColor, name: COLOR_NAMES[facts.luckyColor][edition] },
    bestMatches: facts.bestMatches.map((match) => signRef(match, edition)),
  };
}
