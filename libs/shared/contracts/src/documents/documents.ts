import { type Static, Type } from '@sinclair/typebox';
import type { Edition, LEGAL_DOCUMENTS } from '@meydan/shared/util/routing';

/*
 * The written documents (corporate pages, SPEC §2.2; KVKK legal notices, §2.5) have ONE source
 * of truth: the JSON files beside this module, one per edition. They live in the contracts lib
 * because it is the only place both sides may import (type:contract, platform:isomorphic): the
 * content remote renders them as pages and the API serves the terms of use and the privacy
 * policy from them (GET /metadata/tos, /metadata/pages/static/{page}), so an edit shows up on
 * both at the next build. Each edition's file is its own chunk, loaded only when asked for.
 */

/** One document: plain-text sections written per edition. */
export const WrittenDocumentSchema = Type.Object({
  title: Type.String(),
  description: Type.String({ maxLength: 160 }),
  /** Date of the last revision (YYYY-MM-DD). */
  updated: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  /** A section has paragraphs, a bullet list, or both. */
  sections: Type.Array(
    Type.Object({
      heading: Type.String(),
      paragraphs: Type.Optional(Type.Array(Type.String())),
      items: Type.Optional(Type.Array(Type.String())),
    }),
  ),
});
export type WrittenDocument = Static<typeof WrittenDocumentSchema>;
/** The corporate pages' name for a written document. */
export type CorporateDocument = WrittenDocument;

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
