import { HttpError, localize } from '@meydan/api/core';
import { compatibility, type Compatibility, elementOf, modalityOf, SIGNS, type SignIndex } from '@meydan/astrology/engine';
import type { CompatibilityResponse } from '@meydan/shared/contracts';
import { type Edition, ZODIAC_SIGNS } from '@meydan/shared/util/routing';
import { ASTRO_MESSAGES } from './astro.messages';
import { ASPECT_TEXTS, ELEMENT_TEXTS, MODALITY_TEXTS, STRONGEST_TEXTS } from './texts/compatibility-texts';
import { MODALITY_NAMES, SIGN_NAMES } from './texts/sign-names';

/**
 * The names a sign goes by in `?a=&b=`: the sign pages' slugs (`koc`, and `koc-burcu` as the
 * pages accept it), the engine's English keys (`aries`) and the index 0–11.
 */
const SIGN_BY_NAME = new Map<string, SignIndex>([...ZODIAC_SIGNS.map((slug, index) => [slug, index] as const), ...SIGNS.map((key, index) => [key, index] as const)]);

export function parseSign(value: string): SignIndex {
  const name = value.toLowerCase().replace(/-burcu$/, '');
  const sign = /^\d{1,2}$/.test(name) ? Number(name) : SIGN_BY_NAME.get(name);
  if (sign === undefined || sign > 11) throw new HttpError(400, ASTRO_MESSAGES.sign);
  return sign;
}

function signFacts(sign: SignIndex, edition: Edition) {
  return { sign, slug: ZODIAC_SIGNS[sign] ?? '', name: SIGN_NAMES[sign]?.[edition] ?? '', element: elementOf(sign), modality: modalityOf(sign) };
}

/** The highest of the three scores; ties go to love, then friendship (a stable choice). */
function strongest({ love, friendship, work }: Compatibility): keyof typeof STRONGEST_TEXTS {
  if (love >= friendship && love >= work) return 'love';
  return friendship >= work ? 'friendship' : 'work';
}

function explanation(a: SignIndex, b: SignIndex, result: Compatibility, edition: Edition): string {
  const names = { a: SIGN_NAMES[a]?.[edition] ?? '', b: SIGN_NAMES[b]?.[edition] ?? '' };
  const [qa, qb] = result.modalities;
  const modality = qa === qb ? MODALITY_TEXTS[qa] : MODALITY_TEXTS.mixed;
  const elementKey = [...result.elements].sort().join('-');
  return [
    localize(ASPECT_TEXTS[result.aspect], edition, names),
    localize(ELEMENT_TEXTS[elementKey] ?? '', edition),
    localize(modality, edition, { qa: MODALITY_NAMES[qa][edition], qb: MODALITY_NAMES[qb][edition] }),
    localize(STRONGEST_TEXTS[strongest(result)], edition),
  ].join(' ');
}

/** Scores from the engine (symmetric, deterministic) and the explanation in the edition. */
export function compatibilityAnswer(a: SignIndex, b: SignIndex, edition: Edition): CompatibilityResponse {
  const result = compatibility(a, b);
  return {
    a: signFacts(a, edition),
    b: signFacts(b, edition),
    love: result.love,
    friendship: result.friendship,
    work: result.work,
    aspect: result.aspect,
    elementRelation: result.elementRelation,
    explanation: explanation(a, b, result, edition),
  };
}
