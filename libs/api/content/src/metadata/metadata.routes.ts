import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, HttpError, type LocalizedText, requestEdition, setPublicEditionCache } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import {
  LegalTextSchema,
  loadCorporateDocuments,
  STATIC_PAGES,
  StaticMetadataItemSchema,
  StaticMetadataQuerySchema,
  StaticPageParamsSchema,
  TOS_VERSIONS,
  TosQuerySchema,
  WEB_CONFIG_MAX_AGE_S,
  WebConfigSchema,
  type CorporatePageKey,
  type FirebaseWebConfig,
  type LegalText,
  type SignInConfig,
  type StaticPageName,
} from '@meydan/shared/contracts';
import { routePath, type Edition, type EditionOrigins } from '@meydan/shared/util/routing';
import { MetadataRepository } from './metadata.repository';
import { defaultWebConfig, resolveWebConfig } from './web-config';

export interface MetadataRoutesOptions {
  db: Queryable;
  origins: EditionOrigins;
  /**
   * The sign-in providers of the web config. A function: Google's authorization endpoint comes
   * from its OpenID discovery document, which the auth domain fetches and caches.
   */
  signIn?: () => Promise<SignInConfig>;
  /** The Web Push VAPID public key (web config `push`); push is off without one. */
  vapidPublicKey?: string | null;
  /** The public Firebase web config (FIREBASE_WEB_CONFIG), null where Firebase is not configured. */
  firebase?: FirebaseWebConfig | null;
}

const TEXT = {
  itemNotFound: { tr: 'Bu bilgi bulunamadı.', en: 'This information could not be found.', ru: 'Эти сведения не найдены.' },
  versionNotFound: {
    tr: 'Kullanım koşullarının bu sürümü bulunamadı.',
    en: 'This version of the terms of use does not exist.',
    ru: 'Такой версии условий использования нет.',
  },
  pageNotFound: { tr: 'Bu sayfa bulunamadı.', en: 'This page could not be found.', ru: 'Страница не найдена.' },
} satisfies Record<string, LocalizedText>;

const ERRORS = errorResponses(400, 404, 500);

/** The corporate page showing a document, whose route id differs only for the cookie policy. */
const pageRouteId = (key: CorporatePageKey) => (key === 'cookie-policy' ? 'content.cookie-policy' : `content.corporate.${key}`);

async function legalText(edition: Edition, key: CorporatePageKey, name: string, version: string): Promise<LegalText> {
  const documents = await loadCorporateDocuments(edition);
  return { ...documents[key], key: name, version, edition, path: routePath(edition, pageRouteId(key)) };
}

/**
 * SPEC §7 metadata calls: site metadata by key, the terms of use and the static legal pages
 * (from the same written documents as the corporate pages), and the web client configuration.
 * Public GETs, cached like the other content reads; the config for 5 minutes (§9).
 */
export const metadataRoutes: FastifyPluginAsync<MetadataRoutesOptions> = async (instance, { db, origins, signIn, vapidPublicKey = null, firebase = null }) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const repository = new MetadataRepository(db);
  const config = { cache: true, access: 'visitor' } as const;

  fastify.get(
    '/static-metadata/item',
    {
      config,
      schema: {
        tags: ['metadata'],
        summary: "One item of the edition's site metadata by key",
        description: 'Known keys: app-links, social-accounts, footer-apps, contact, advertising (shapes in the contracts).',
        querystring: StaticMetadataQuerySchema,
        response: { 200: StaticMetadataItemSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const row = await repository.findStaticItem(requestEdition(request), request.query.key);
      if (!row) throw new HttpError(404, TEXT.itemNotFound);
      setPublicEditionCache(reply);
      return { key: row.key, edition: row.edition, value: row.value, updatedAt: row.updated_at.toISOString() };
    },
  );

  fastify.get(
    '/metadata/tos',
    {
      config,
      schema: {
        tags: ['metadata'],
        summary: 'The terms of use (user agreement) in the edition language',
        querystring: TosQuerySchema,
        response: { 200: LegalTextSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const version = request.query.version ?? 'v1';
      if (!(TOS_VERSIONS as readonly string[]).includes(version)) throw new HttpError(404, TEXT.versionNotFound);
      setPublicEditionCache(reply);
      return legalText(requestEdition(request), 'user-agreement', 'tos', version);
    },
  );

  fastify.get(
    '/metadata/pages/static/:page',
    {
      config,
      schema: {
        tags: ['metadata'],
        summary: 'A static legal page: privacy_policy, user_agreement, cookie_policy, community_rules, publication_principles',
        params: StaticPageParamsSchema,
        response: { 200: LegalTextSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const name = request.params.page;
      if (!Object.hasOwn(STATIC_PAGES, name)) throw new HttpError(404, TEXT.pageNotFound);
      setPublicEditionCache(reply);
      return legalText(requestEdition(request), STATIC_PAGES[name as StaticPageName], name, 'v1');
    },
  );

  fastify.get(
    '/metadata/config/web',
    {
      config: { access: 'visitor', cache: { ttlMs: WEB_CONFIG_MAX_AGE_S * 1000 } },
      schema: {
        tags: ['metadata'],
        summary: 'The web client configuration: feature flags, push, ad slots, consent, editions, games, sign-in providers, Firebase',
        description: 'Coded defaults with per-edition operator overrides; cached 5 minutes here and in clients.',
        response: { 200: WebConfigSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const edition = requestEdition(request);
      const [overrides, providers] = await Promise.all([repository.clientConfigOverrides('web', edition), signIn?.()]);
      const resolved = resolveWebConfig(defaultWebConfig(edition, origins, providers, vapidPublicKey, firebase), overrides, (override) =>
        request.log.warn({ override }, 'ignored an invalid client_config override'),
      );
      reply.header('cache-control', `public, max-age=${WEB_CONFIG_MAX_AGE_S}`).header('vary', 'X-Edition');
      return resolved;
    },
  );
};
