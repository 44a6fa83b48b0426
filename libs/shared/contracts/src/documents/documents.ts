import { type Static, Type } from '@sinclair/typebox';

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

// The page list and the per-edition loaders need no schema: they live apart, so pages load them without TypeBox.
export {
  CORPORATE_PAGES,
  type CorporateDocuments,
  type CorporatePageKey,
  type LegalDocumentKey,
  type LegalDocuments,
  loadCorporateDocuments,
  loadLegalDocuments,
} from './document-loaders';
