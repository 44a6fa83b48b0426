import type { Edition } from './editions';
import { CATEGORY_POSTFIX } from './segments';

/**
 * SPEC §2.6 category tree. Keys double as URL segments and category slugs, so the spec's
 * spellings (`enterpreneurship`, `theather`) are kept: changing them would break links.
 */
export const SECTIONS = {
  business: ['business-life', 'economy', 'enterpreneurship'],
  culture: ['art', 'cinema', 'history', 'literature', 'painting', 'photography', 'theather'],
  entertainment: ['astrology', 'celebrities', 'fashion', 'games', 'music', 'tv'],
  life: ['animals', 'beauty', 'decoration', 'family', 'food', 'health', 'nature', 'relations', 'travel'],
  news: [],
  meydan: ['funny', 'listicle', 'men', 'quiz', 'video', 'women'],
  other: [],
  sport: ['basketball', 'football', 'others'],
  technology: ['automobile', 'devices', 'game', 'internet', 'mobile', 'science', 'space'],
} as const satisfies Record<string, readonly string[]>;

export type SectionKey = keyof typeof SECTIONS;
export type SubcategoryKey = (typeof SECTIONS)[SectionKey][number];

export const SECTION_KEYS = Object.keys(SECTIONS) as SectionKey[];

export const SUBCATEGORY_KEYS: readonly SubcategoryKey[] = [...new Set(SECTION_KEYS.flatMap((key) => SECTIONS[key]))];

export function isSection(value: string): value is SectionKey {
  return Object.hasOwn(SECTIONS, value);
}

export function isSubcategoryOf(section: SectionKey, sub: string): boolean {
  return (SECTIONS[section] as readonly string[]).includes(sub);
}

/** `/business`, `/business/economy` (tr); `/business-news/economy` (en); `/business-novosti` (ru). */
export function categoryPath(edition: Edition, section: SectionKey, sub?: string): string {
  if (!isSection(section)) throw new Error(`Unknown section "${String(section)}"`);
  const base = `/${section}${CATEGORY_POSTFIX[edition]}`;
  if (sub === undefined || sub === '') return base;
  if (!isSubcategoryOf(section, sub)) throw new Error(`"${sub}" is not a subcategory of "${section}"`);
  return `${base}/${sub}`;
}
