import type { Edition, LEGAL_DOCUMENTS } from '@meydan/shared/util/routing';
import type { WrittenDocument } from './documents';

/*
 * The written documents' page list and loaders (see documents.ts), without the document schema,
 * so that the pages showing them do not load TypeBox. Each edition's file is its own chunk.
 */

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
export type CorporateDocuments = Record<CorporatePageKey, WrittenDocument>;

/** SPEC §2.5 legal notices (KVKK), keyed by their path slug. */
export type LegalDocumentKey = (typeof LEGAL_DOCUMENTS)[number];
export type LegalDocuments = Record<LegalDocumentKey, WrittenDocument>;

export async function loadCorporateDocuments(edition: Edition): Promise<CorporateDocuments> {
  const module = (await import(`./corporate/${edition}.json`)) as { default: CorporateDocuments };
  return module.default;
}

export async function loadLegalDocuments(edition: Edition): Promise<LegalDocuments> {
  const module = (await import(`./legal/${edition}.json`)) as { default: LegalDocuments };
  return module.default;
}
