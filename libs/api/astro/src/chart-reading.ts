import { type LocalizedText, localize } from '@meydan/api/core';
import { ASTRO_BODIES, type ChartPoint, type ChartReading, type NatalChartResponse } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { BODY_READING_TEXTS, type ReadBody } from './texts/body-reading-texts';
import { MOON_SIGN_SHORT, MOON_SIGN_TEXTS } from './texts/moon-sign-texts';
import { HOUSE_AREAS, SIGN_STYLES } from './texts/placement-texts';
import { EITHER_SIGN_TEXTS, HOUSE_SENTENCES, LUMINARY_NAMES, READING_TITLES, SIGN_SENTENCE } from './texts/reading-templates';
import { RISING_TEXTS } from './texts/rising-texts';
import { SUN_SIGN_SHORT, SUN_SIGN_TEXTS } from './texts/sun-sign-texts';
import { RU_SIGN_IN, SIGN_NAMES } from './texts/sign-names';

/*
 * A natal chart's reading in the edition (issue 17 item 5): the big three from whole texts per
 * sign, each other body composed from what it governs, how its sign colours it, where its house
 * puts it to work and, when it was retrograde, a note. The fragments are written to fit together
 * in each language (see the texts' comments), so composing is filling frames, never grammar.
 */

type Interpretation = NonNullable<NatalChartResponse['interpretation']>;
type Chart = Omit<NatalChartResponse, 'interpretation'>;
type Luminary = keyof typeof LUMINARY_NAMES;

const READ_BODIES = ASTRO_BODIES.filter((body): body is ReadBody => body !== 'sun' && body !== 'moon');
const LUMINARY_TEXTS: Readonly<Record<Luminary, { full: readonly LocalizedText[]; short: readonly LocalizedText[] }>> = {
  sun: { full: SUN_SIGN_TEXTS, short: SUN_SIGN_SHORT },
  moon: { full: MOON_SIGN_TEXTS, short: MOON_SIGN_SHORT },
};

/** The text for a sign from a table of twelve (0 = Aries); the tables are complete, as the specs check. */
function forSign(table: readonly LocalizedText[], sign: number, edition: Edition): string {
  return table[sign]?.[edition] ?? '';
}

/** A sign as the frames take it: its name, in Russian its place with the preposition ("в Тельце"). */
function signInFrame(sign: number, edition: Edition): string {
  return edition === 'ru' ? (RU_SIGN_IN[sign] ?? '') : forSign(SIGN_NAMES, sign, edition);
}

/** A house as the frames take it: English "3rd", Turkish "3", Russian "в 3-м доме" ("во 2-м доме"). */
function houseInFrame(house: number, edition: Edition): string {
  if (edition === 'ru') return `${house === 2 ? 'во' : 'в'} ${house}-м доме`;
  if (edition === 'tr') return String(house);
  const suffix = house % 100 >= 11 && house % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][house % 10] ?? 'th');
  return `${house}${suffix}`;
}

const capitalized = (text: string, edition: Edition) => text.charAt(0).toLocaleUpperCase(edition) + text.slice(1);

/** The sign a body left and the one it entered on the birth day, when the birth time is unknown. */
function signChange(chart: Chart, body: Luminary): { from: number; to: number } | undefined {
  const warning = chart.warnings.find((candidate) => candidate.code === 'sign-changed-during-day' && candidate.body === body);
  return warning?.from === undefined || warning.to === undefined ? undefined : { from: warning.from, to: warning.to };
}

function luminaryReading(chart: Chart, body: Luminary, edition: Edition): ChartReading {
  const name = LUMINARY_NAMES[body][edition];
  const texts = LUMINARY_TEXTS[body];
  const change = signChange(chart, body);
  if (!change) {
    const { sign } = chart.bodies[body];
    return { key: body, title: localize(READING_TITLES.inSign, edition, { body: name, sign: signInFrame(sign, edition) }), text: forSign(texts.full, sign, edition) };
  }
  const [a, b] = [signInFrame(change.from, edition), signInFrame(change.to, edition)];
  return {
    key: body,
    title: localize(READING_TITLES.eitherSign, edition, { body: name, a, b }),
    text: localize(EITHER_SIGN_TEXTS[body], edition, {
      a,
      b,
      A: capitalized(a, edition),
      shortA: forSign(texts.short, change.from, edition),
      shortB: forSign(texts.short, change.to, edition),
    }),
  };
}

function risingReading(ascendant: ChartPoint, edition: Edition): ChartReading {
  return {
    key: 'ascendant',
    title: localize(READING_TITLES.rising, edition, { sign: signInFrame(ascendant.sign, edition) }),
    text: forSign(RISING_TEXTS, ascendant.sign, edition),
  };
}

/** `order` picks the house sentence's wording, so neighbouring readings vary. */
function bodyReading(body: ReadBody, point: ChartPoint, order: number, edition: Edition): ChartReading {
  const texts = BODY_READING_TEXTS[body];
  const name = texts.name[edition];
  const sign = signInFrame(point.sign, edition);
  const style = forSign(SIGN_STYLES, point.sign, edition);
  const sentences = [texts.theme[edition], capitalized(localize(SIGN_SENTENCE, edition, { sign, subject: texts.subject[edition], style }), edition)];
  let title = localize(READING_TITLES.inSign, edition, { body: name, sign });
  if (point.house !== undefined) {
    const house = houseInFrame(point.house, edition);
    const frame = HOUSE_SENTENCES[order % HOUSE_SENTENCES.length] as LocalizedText;
    title = localize(READING_TITLES.inSignAndHouse, edition, { body: name, sign, house });
    sentences.push(capitalized(localize(frame, edition, { house, area: forSign(HOUSE_AREAS, point.house - 1, edition) }), edition));
  }
  if (point.retrograde && texts.retrograde) sentences.push(texts.retrograde[edition]);
  return { key: body, title, text: sentences.join(' ') };
}

/** The reading of a chart computed for the answer: big three (the ascendant with a birth time), then the other bodies in ASTRO_BODIES order. */
export function chartInterpretation(chart: Chart, edition: Edition): Interpretation {
  const bigThree = [luminaryReading(chart, 'sun', edition), luminaryReading(chart, 'moon', edition)];
  if (chart.ascendant) bigThree.push(risingReading(chart.ascendant, edition));
  return { bigThree, bodies: READ_BODIES.map((body, order) => bodyReading(body, chart.bodies[body], order, edition)) };
}
