import { Prng } from '@meydan/api/db';
import { elementOf } from '@meydan/astrology/engine';
import type { AstroReadingPeriod } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { RU_SIGN_IN, RU_SIGN_MOVES, SIGN_NAMES } from '../texts/sign-names';
import { type Sky, skyOf } from './sky';
import type { ReadingTexts } from './readings.repository';
import { READING_PHRASES } from './texts/reading-phrases';
import type { Phrase, SkyRelation } from './texts/reading-phrases.types';
import { PLANET_NAMES, SIGN_FACTS, SIGN_FORMS } from './texts/sign-facts';

/*
 * The demo readings (issue 17 item 5: "seeded for the current periods"), composed from each
 * edition's phrase bank around what the sky really does in the period (sky.ts). Deterministic:
 * the same sign, period, start and edition always give the same text.
 *
 * Each slot's sentence is chosen by rotation, index = seed + periodNumber × a + sign × b (mod the
 * bank's size), with a and b drawn per slot and edition and coprime to the size: the next day (or
 * week, month, year) never repeats the previous one's sentence in a slot, twelve signs on the same
 * day get twelve different ones where the bank has twelve, and the whole bank is used before a
 * sentence comes back.
 */

const SENTENCES_PER_SECTION: Readonly<Record<AstroReadingPeriod, number>> = { daily: 2, weekly: 2, monthly: 3, yearly: 3 };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A number that counts periods: the day, week, month or year since 2000. */
function periodNumber(period: AstroReadingPeriod, start: string): number {
  const [year, month] = start.split('-').map(Number) as [number, number];
  const days = Math.round(Date.parse(`${start}T00:00:00Z`) / 86_400_000);
  switch (period) {
    case 'daily':
      return days;
    case 'weekly':
      return Math.floor(days / 7);
    case 'monthly':
      return year * 12 + month;
    case 'yearly':
      return year;
  }
}

const textOf = (phrase: Phrase) => (typeof phrase === 'string' ? phrase : phrase.text);
const fits = (period: AstroReadingPeriod) => (phrase: Phrase) => typeof phrase === 'string' || phrase.only.includes(period);

function relationOf(reader: number, sky: number): SkyRelation {
  const distance = Math.min(Math.abs(reader - sky), 12 - Math.abs(reader - sky));
  if (distance === 0) return 'same';
  if (distance === 2 || distance === 4) return 'harmonious';
  if (distance === 3 || distance === 6) return 'tense';
  return 'neutral';
}

const dateFormats: Readonly<Record<Edition, Intl.DateTimeFormat>> = {
  tr: new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
  ru: new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
};

/** A sign as it stands after "in" (Ay Koç'ta, in Aries, в Овне) and after "into" (Koç'a, Aries, в Овна). */
function signIn(sign: number, edition: Edition): string {
  const forms = SIGN_FORMS[sign];
  if (!forms) return '';
  return edition === 'tr' ? forms.trLoc : edition === 'ru' ? (RU_SIGN_IN[sign] ?? '') : `in ${SIGN_NAMES[sign]?.en ?? ''}`;
}
function signInto(sign: number, edition: Edition): string {
  if (edition === 'tr') return SIGN_FORMS[sign]?.trDat ?? '';
  if (edition === 'ru') return RU_SIGN_MOVES[sign]?.into ?? '';
  return SIGN_NAMES[sign]?.en ?? '';
}

const capitalize = (text: string) => text.replace(/^./u, (letter) => letter.toLocaleUpperCase());

/** The slots' facts for `fill`. */
function placeholders(sign: number, period: AstroReadingPeriod, sky: Sky, edition: Edition): Record<string, string> {
  const phrases = READING_PHRASES[edition];
  const ruler = PLANET_NAMES[SIGN_FACTS[sign]?.rulers[0] ?? 'sun'];
  const values: Record<string, string> = {
    sign: SIGN_NAMES[sign]?.[edition] ?? '',
    signDat: edition === 'ru' ? (SIGN_FORMS[sign]?.ruDatPl ?? '') : (SIGN_NAMES[sign]?.[edition] ?? ''),
    ruler: ruler[edition],
    Ruler: capitalize(ruler[edition]),
    rulerGen: edition === 'tr' ? ruler.trGen : edition === 'ru' ? ruler.ruGen : ruler.en,
    ...phrases.period[period],
  };
  const date = (day: string) => dateFormats[edition].format(new Date(`${day}T12:00:00Z`));
  switch (sky.period) {
    case 'daily':
      return { ...values, moonIn: signIn(sky.moonSign, edition) };
    case 'weekly': {
      const body = PLANET_NAMES[sky.body][edition];
      return { ...values, body, Body: capitalize(body), bodyIn: signIn(sky.bodySign, edition), bodyTheme: phrases.bodyThemes[sky.body] };
    }
    case 'monthly':
      return {
        ...values,
        ...(sky.fullMoon ? { date: date(sky.fullMoon.day), moonIn: signIn(sky.fullMoon.sign, edition) } : {}),
        ...(sky.sunIngress ? { sunDate: date(sky.sunIngress.day), sunInto: signInto(sky.sunIngress.sign, edition) } : {}),
      };
    case 'yearly':
      return { ...values, jupiterIn: signIn(sky.jupiterStart, edition), jupiterInto: signInto(sky.jupiterEnd, edition), saturnIn: signIn(sky.saturnStart, edition) };
  }
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The sky sentences of the period, and the sign whose relation to the reader's colours the next one. */
function skySentences(sky: Sky, edition: Edition): { bank: readonly string[]; skySign: number } {
  const bank = READING_PHRASES[edition].sky;
  switch (sky.period) {
    case 'daily':
      return { bank: bank.daily[sky.phase], skySign: sky.moonSign };
    case 'weekly':
      return { bank: sky.retrograde ? bank.weekly.retrograde : bank.weekly.direct, skySign: sky.bodySign };
    case 'monthly':
      // Every month has a full moon except, now and then, February; the Sun changes sign in every month.
      return sky.fullMoon ? { bank: bank.monthly.fullMoon, skySign: sky.fullMoon.sign } : { bank: bank.monthly.ingress, skySign: sky.sunIngress?.sign ?? 0 };
    case 'yearly':
      return { bank: sky.jupiterStart === sky.jupiterEnd ? bank.yearly.stays : bank.yearly.moves, skySign: sky.jupiterStart };
  }
}

/**
 * The index of a slot's sentence (see the note at the top). `theme` > 0 takes a further sentence
 * from the same bank, half the bank away, and the per-period step never equals that distance, so a
 * section's two themes are never repeated by the next period either.
 */
export function rotationIndex(slot: string, size: number, period: number, sign: number, theme = 0): number {
  if (size <= 1) return 0;
  const half = Math.floor(size / 2);
  const steps = Array.from({ length: size - 1 }, (_, i) => i + 1).filter((step) => gcd(step, size) === 1);
  const periodSteps = steps.filter((step) => step !== half && step !== size - half);
  const random = Prng.fromKey(`astro-slot:${slot}`);
  const seed = random.int(0, size - 1);
  const perPeriod = random.pick(periodSteps.length > 0 ? periodSteps : steps);
  const perSign = random.pick(steps);
  return (((seed + period * perPeriod + sign * perSign + theme * half) % size) + size) % size;
}

export class ReadingComposer {
  compose(sign: number, period: AstroReadingPeriod, start: string, edition: Edition): ReadingTexts {
    const phrases = READING_PHRASES[edition];
    const random = Prng.fromKey(`astro-reading:${sign}:${period}:${start}:${edition}`);
    const number = periodNumber(period, start);
    const pick = (slot: string, bank: readonly Phrase[], theme = 0): string => {
      const eligible = bank.filter(fits(period));
      return textOf(eligible[rotationIndex(`${edition}:${period}:${slot}`, eligible.length, number, sign, theme)] as Phrase);
    };
    const sky = skyOf(period, start, random.pick(['mercury', 'venus', 'mars'] as const));
    const values = placeholders(sign, period, sky, edition);
    const { bank: skyBank, skySign } = skySentences(sky, edition);
    const count = SENTENCES_PER_SECTION[period];
    const section = (name: 'love' | 'career' | 'health') => {
      const themes = Array.from({ length: count - 1 }, (_, i) => pick(name, phrases[name], i));
      return [...themes, pick(`${name}Advice`, phrases[`${name}Advice`])].map((sentence) => fill(sentence, values)).join(' ');
    };
    const general = [
      pick('opening', phrases.opening[period]),
      pick('sky', skyBank),
      pick('relation', phrases.relation[relationOf(sign, skySign)]),
      pick('element', phrases.element[elementOf(sign)]),
      pick('advice', phrases.advice),
    ].map((sentence) => fill(sentence, values));
    return { general: general.join(' '), love: section('love'), career: section('career'), health: section('health'), luckyNumber: random.int(1, 49) };
  }
}
