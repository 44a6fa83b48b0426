/**
 * Sun-sign compatibility: love, friendship and work scores (0–100) for two signs, from three
 * traditional factors, so the same pair always gets the same scores and (a, b) scores as (b, a):
 *
 * 1. The aspect between the signs (how many signs apart they are, 0–6), which sets the base:
 *    trines (same element) and sextiles (compatible elements) are easy; squares rub; oppositions
 *    attract and polarise; the "inconjunct" pairs (1 and 5 signs apart) have nothing in common.
 * 2. The elements: fire–air and earth–water feed each other (the sextile and trine partners); fire
 *    with water or earth with air puts out or stifles the other; one element doubled is familiar.
 * 3. The modalities: two cardinal signs both want to lead (a clash at work, spark in love), two
 *    fixed signs dig in, two mutable signs adapt (good for friendship, loose at work); a mix of
 *    cardinal, fixed and mutable divides the roles at work.
 *
 * The result also names the factors so the API can write the explanation in each edition.
 */
import { elementOf, type Element, isSignIndex, type Modality, modalityOf, type SignIndex } from './zodiac';

export type SignAspect = 'same-sign' | 'semi-sextile' | 'sextile' | 'square' | 'trine' | 'quincunx' | 'opposition';
const SIGN_ASPECTS: readonly SignAspect[] = ['same-sign', 'semi-sextile', 'sextile', 'square', 'trine', 'quincunx', 'opposition'];

type Scores = { love: number; friendship: number; work: number };

/** Base scores by the signs' distance (index = signs apart, 0–6). */
const BASE_BY_ASPECT: Record<SignAspect, Scores> = {
  'same-sign': { love: 72, friendship: 80, work: 68 },
  'semi-sextile': { love: 52, friendship: 58, work: 60 },
  sextile: { love: 78, friendship: 88, work: 80 },
  square: { love: 50, friendship: 45, work: 58 },
  trine: { love: 88, friendship: 86, work: 78 },
  quincunx: { love: 45, friendship: 48, work: 52 },
  opposition: { love: 74, friendship: 60, work: 62 },
};

export type ElementRelation = 'same' | 'complementary' | 'challenging';

function elementRelation(a: Element, b: Element): ElementRelation {
  if (a === b) return 'same';
  const pair = new Set([a, b]);
  const complementary = (pair.has('fire') && pair.has('air')) || (pair.has('earth') && pair.has('water'));
  return complementary ? 'complementary' : 'challenging';
}

const ELEMENT_ADJUSTMENT: Record<ElementRelation, Scores> = {
  same: { love: 0, friendship: 4, work: 2 },
  complementary: { love: 5, friendship: 3, work: 3 },
  challenging: { love: -4, friendship: -3, work: -2 },
};

function modalityAdjustment(a: Modality, b: Modality): Scores {
  if (a !== b) return { love: 0, friendship: 0, work: 4 };
  switch (a) {
    case 'cardinal':
      return { love: 3, friendship: -2, work: -6 };
    case 'fixed':
      return { love: 2, friendship: -1, work: -3 };
    case 'mutable':
      return { love: -2, friendship: 4, work: -4 };
  }
}

export interface Compatibility {
  love: number;
  friendship: number;
  work: number;
  aspect: SignAspect;
  elements: [Element, Element];
  elementRelation: ElementRelation;
  modalities: [Modality, Modality];
}

const clampScore = (score: number) => Math.max(0, Math.min(100, Math.round(score)));

export function compatibility(a: SignIndex, b: SignIndex): Compatibility {
  if (!isSignIndex(a) || !isSignIndex(b)) throw new RangeError('Signs are integers from 0 (Aries) to 11 (Pisces)');
  const apart = Math.abs(a - b);
  const aspect = SIGN_ASPECTS[Math.min(apart, 12 - apart)];
  const elements: [Element, Element] = [elementOf(a), elementOf(b)];
  const modalities: [Modality, Modality] = [modalityOf(a), modalityOf(b)];
  const relation = elementRelation(...elements);
  const base = BASE_BY_ASPECT[aspect];
  const byElement = ELEMENT_ADJUSTMENT[relation];
  const byModality = modalityAdjustment(...modalities);
  return {
    love: clampScore(base.love + byElement.love + byModality.love),
    friendship: clampScore(base.friendship + byElement.friendship + byModality.friendship),
    work: clampScore(base.work + byElement.work + byModality.work),
    aspect,
    elements,
    elementRelation: relation,
    modalities,
  };
}
