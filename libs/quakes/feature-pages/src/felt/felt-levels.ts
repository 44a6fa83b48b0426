import type { TFunction } from 'i18next';
import { INTENSITY_NUMERALS } from '@meydan/quakes/ui';

/**
 * The Modified Mercalli levels in words (`felt.levels.{1…12}`: a short name and what a reader
 * notices at that level, written for each edition). The pictures carry the scale for readers who
 * do not read; the words name them for screen readers and confirm a choice.
 */
export function levelNumeral(level: number): string {
  return INTENSITY_NUMERALS[level - 1] ?? String(level);
}

export function levelName(t: TFunction, level: number): string {
  return t(`felt.levels.${level}.name`);
}

export function levelText(t: TFunction, level: number): string {
  return t(`felt.levels.${level}.text`);
}

/** The pictures' accessible names: "IV — Moderate: felt indoors by many; …". */
export function levelOptionLabels(t: TFunction): string[] {
  return INTENSITY_NUMERALS.map((numeral, index) => t('felt.option', { numeral, name: levelName(t, index + 1), text: levelText(t, index + 1) }));
}
