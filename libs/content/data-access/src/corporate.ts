/*
 * The corporate and legal texts live in the contracts lib, shared with the API that serves the
 * terms of use and the privacy policy (see libs/shared/contracts/src/documents/documents.ts).
 * Re-exported here so the content pages keep importing their data from their data-access lib.
 */
export {
  CORPORATE_PAGES,
  loadCorporateDocuments,
  loadLegalDocuments,
  type CorporateDocument,
  type CorporateDocuments,
  type CorporatePageKey,
  type LegalDocumentKey,
  type LegalDocuments,
} from '@meydan/shared/contracts';
