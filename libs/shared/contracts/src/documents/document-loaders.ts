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

/*
 * One import per edition rather than one template import: each edition's file is then its own
 * lazy chunk group (a page loads only its edition's, and each is held to the route module budget
 * alone), where a template import made the three one group.
 */
const CORPORATE_LOADERS: Record<Edition, () => Promise<{ default: unknown }>> = {
  tr: () => import('./corporate/tr.json'),
  en: () => import('./corporate/en.json'),
  ru: () => import('./corporate/ru.json'),
};
const LEGAL_LOADERS: Record<Edition, () => Promise<{ default: unknown }>> = {
  tr: () => import('./legal/tr.json'),
  en: () => import('./legal/en.json'),
  ru: () => import('./legal/ru.json'),
};

export async function loadCorporateDocuments(edition: Edition): Promise<CorporateDocuments> {
  return (await CORPORATE_LOADERS[edition]()).default as CorporateDocuments;
}

export async function loadLegalDocuments(edition: Edition): Promise<LegalDocuments> {
  return (await LEGAL_LOADERS[edition]()).default as LegalDocuments;
}
