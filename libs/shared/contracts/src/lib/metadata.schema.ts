import { type Static, Type } from '@sinclair/typebox';
import { WrittenDocumentSchema } from '../documents/documents';
import { DateTimeSchema, EditionSchema } from './common.schema';

/** Keys of site metadata, periodic series and storefront feeds: lowercase words joined by hyphens. */
export const METADATA_KEY_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

export const StaticMetadataQuerySchema = Type.Object(
  { key: Type.String({ minLength: 1, maxLength: 64, pattern: METADATA_KEY_PATTERN }) },
  { additionalProperties: false },
);
export type StaticMetadataQuery = Static<typeof StaticMetadataQuerySchema>;

const Url = Type.String({ pattern: '^(https?://|mailto:|/)' });

/*
 * The shape of each key of GET /static-metadata/item. Editors may add keys; these are the ones
 * the clients read, and the seed and tests check their values against these schemas.
 */
export const STATIC_METADATA_SCHEMAS = {
  /** The Meydan news app in the stores. */
  'app-links': Type.Object({ appStore: Url, googlePlay: Url, appGallery: Type.Optional(Url) }),
  /** SPEC §2.2 footer social list, in display order (WhatsApp is dropped). */
  'social-accounts': Type.Array(
    Type.Object({
      network: Type.Union(['instagram', 'facebook', 'twitter', 'youtube', 'pinterest'].map((n) => Type.Literal(n))),
      handle: Type.String(),
      url: Url,
    }),
  ),
  /** The product's other apps shown in the footer (quiz and word games), with store links. */
  'footer-apps': Type.Array(
    Type.Object({ name: Type.String(), description: Type.String(), appStore: Url, googlePlay: Url, webPath: Type.Optional(Type.String()) }),
  ),
  /** Postal address and the e-mail addresses of each desk. */
  contact: Type.Object({
    company: Type.String(),
    address: Type.String(),
    phone: Type.String(),
    emails: Type.Object({ general: Type.String(), newsroom: Type.String(), advertising: Type.String(), privacy: Type.String(), careers: Type.String() }),
  }),
  /** SPEC §2.2 footer link to the self-service advertising site for small businesses. */
  advertising: Type.Object({ url: Url, label: Type.String() }),
} as const;
export type StaticMetadataKey = keyof typeof STATIC_METADATA_SCHEMAS;
export type StaticMetadataValue<K extends StaticMetadataKey> = Static<(typeof STATIC_METADATA_SCHEMAS)[K]>;

export const StaticMetadataItemSchema = Type.Object({
  key: Type.String(),
  edition: EditionSchema,
  /** JSON; its shape for the known keys is STATIC_METADATA_SCHEMAS[key]. */
  value: Type.Unknown(),
  updatedAt: DateTimeSchema,
});
export type StaticMetadataItem = Static<typeof StaticMetadataItemSchema>;

/** Versions of the terms of use the API can serve; a client asks for the one it showed. */
export const TOS_VERSIONS = ['v1'] as const;
export const TosQuerySchema = Type.Object(
  { version: Type.Optional(Type.String({ pattern: '^v[1-9][0-9]{0,2}$', default: 'v1' })) },
  { additionalProperties: false },
);
export type TosQuery = Static<typeof TosQuerySchema>;

/** `/metadata/pages/static/{page}`: snake_case page names → the corporate document they serve. */
export const STATIC_PAGES = {
  privacy_policy: 'privacy-policy',
  user_agreement: 'user-agreement',
  cookie_policy: 'cookie-policy',
  community_rules: 'community-rules',
  publication_principles: 'publication-principles',
} as const;
export type StaticPageName = keyof typeof STATIC_PAGES;
export const StaticPageParamsSchema = Type.Object(
  { page: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z]+(_[a-z]+)*$' }) },
  { additionalProperties: false },
);

/** A written legal text as the API serves it: the document plus where it lives on the web. */
export const LegalTextSchema = Type.Composite([
  WrittenDocumentSchema,
  Type.Object({
    key: Type.String(),
    version: Type.String(),
    edition: EditionSchema,
    /** The page showing the same text on the web, e.g. `/kurumsal/gizlilik-politikasi`. */
    path: Type.String(),
  }),
]);
export type LegalText = Static<typeof LegalTextSchema>;
