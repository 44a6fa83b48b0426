import type { Edition, LEGAL_DOCUMENTS } from '@meydan/shared/util/routing';

/** One corporate or legal page (SPEC §2.2): plain-text sections written per edition. */
export interface CorporateDocument {
  title: string;
  description: string;
  /** Date of the last revision (YYYY-MM-DD). */
  updated: string;
  /** A section has paragraphs, a bullet list, or both. */
  sections: Array<{ heading: string; paragraphs?: string[]; items?: string[] }>;
}

export const CORPORATE_PAGES = [
  'about',
  'career',
  'community-rules',
  'contact',
  'masthead',
  'privacy-policy',
  'publication-principles',
  'user-agreement',
  'cookie-policy',
] as const;
export type CorporatePageKey = (typeof CORPORATE_PAGES)[number];
export type CorporateDocuments = Record<CorporatePageKey, CorporateDocument>;

/** Each edition's texts are a separate chunk, loaded only by the corporate pages. */
export async function loadCorporateDocuments(edition: Edition): Promise<CorporateDocuments> {
  const module = (await import(`./corporate/${edition}.json`)) as { default: CorporateDocuments };
  return module.default;
}

/** SPEC §2.5 legal notices (KVKK), keyed by their path slug. */
export type LegalDocumentKey = (typeof LEGAL_DOCUMENTS)[number];
export type LegalDocuments = Record<LegalDocumentKey, CorporateDocument>;

export async function loadLegalDocuments(edition: Edition): Promise<LegalDocuments> {
  const module = (await import(`./legal/${edition}.json`)) as { default: LegalDocuments };
  return module.default;
}
