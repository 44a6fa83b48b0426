import type { Element } from '@meydan/astrology/engine';
import type { AstroReadingPeriod } from '@meydan/shared/contracts';
import type { MoonPhase } from '../sky';

/** A sentence, or one meant only for some periods ("this evening" only suits a daily reading). */
export type Phrase = string | { readonly only: readonly AstroReadingPeriod[]; readonly text: string };

/** How the sky's sign stands to the reader's: same sign, trine or sextile, square or opposition, the rest. */
export type SkyRelation = 'same' | 'harmonious' | 'tense' | 'neutral';

/**
 * One edition's phrase bank for the demo readings (reading-composer.ts). Placeholders:
 * {sign} the reader's sign, {signDat} (ru: dative plural "Овнам"), {ruler} / {Ruler} / {rulerGen}
 * its ruling planet, {when} / {When} "bugün", "bu hafta"…, {of} "günün", "haftanın"…, and in the
 * sky sentences the facts of the period: {moonIn}, {body}, {Body}, {bodyIn}, {bodyTheme}, {date} (the full moon's), {sunDate}, {sunInto},
 * {jupiterIn}, {jupiterInto}, {saturnIn}.
 */
export interface ReadingPhrases {
  period: Readonly<Record<AstroReadingPeriod, { when: string; When: string; of: string }>>;
  /** What the weekly reading's planet rules, for {bodyTheme}: "iletişim ve yolculuklar"… */
  bodyThemes: Readonly<Record<'mercury' | 'venus' | 'mars', string>>;
  opening: Readonly<Record<AstroReadingPeriod, readonly string[]>>;
  sky: {
    daily: Readonly<Record<MoonPhase, readonly string[]>>;
    weekly: { direct: readonly string[]; retrograde: readonly string[] };
    monthly: { fullMoon: readonly string[]; ingress: readonly string[] };
    yearly: { moves: readonly string[]; stays: readonly string[] };
  };
  relation: Readonly<Record<SkyRelation, readonly string[]>>;
  element: Readonly<Record<Element, readonly Phrase[]>>;
  advice: readonly Phrase[];
  love: readonly Phrase[];
  loveAdvice: readonly Phrase[];
  career: readonly Phrase[];
  careerAdvice: readonly Phrase[];
  health: readonly Phrase[];
  healthAdvice: readonly Phrase[];
}
