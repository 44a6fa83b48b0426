import type { SectionKey } from '@meydan/shared/util/routing';

/** A leaf of the §2.6 tree: a subcategory key, or a section without subcategories. */
export type LeafKey = string;

export interface Expert {
  name: string;
  gender: 'f' | 'm';
}

export interface SectionBank {
  /** Display name of the section. */
  name: string;
  /** Roles of people quoted in this section (as they read in the quote format). */
  roles: string[];
  quotes: string[];
  /** Sentences that only make sense in this section. */
  details: string[];
  tags: string[];
}

export interface QuizQuestion {
  question: string;
  answers: string[];
  /** Index into answers. */
  correct: number;
}

/**
 * Phrase bank of one language. Templates use {subject} (a nominative noun phrase, only at
 * the start of a sentence or after a colon so no case or agreement is needed), {place} /
 * {Place} (a ready-made locative, e.g. "İstanbul'da", "in Leeds", "в Казани") and {n}.
 */
export interface LanguageBank {
  sections: Record<SectionKey, SectionBank>;
  /** Display names of subcategories. */
  subcategoryNames: Record<string, string>;
  /** Four or more subjects per leaf. */
  subjects: Record<LeafKey, string[]>;
  titles: string[];
  openings: string[];
  details: string[];
  closings: string[];
  places: string[];
  experts: Expert[];
  /** Quote sentence with {role}, {name}, {quote}; one per gender for languages with agreement. */
  quoteFormats: Record<'f' | 'm', string[]>;
  generalTags: string[];
  authors: string[];
  captions: string[];
  altTitlePrefix: string;
  /** One-line blurbs for a listicle item, with {item}. */
  listicleBlurbs: string[];
  /** Items for listicle articles, keyed by the listicle subject. */
  listicleItems: Record<string, string[]>;
  quiz: QuizQuestion[];
  quizIntro: string;
  quizOutro: string;
}
