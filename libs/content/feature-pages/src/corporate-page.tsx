import type { ReactNode } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { Link } from '@meydan/shared/util/router';
import {
  CORPORATE_PAGES,
  useGetCorporateDocumentsQuery,
  useGetLegalDocumentsQuery,
  type CorporateDocument,
  type CorporatePageKey,
  type LegalDocumentKey,
} from '@meydan/content/data-access';
import { Breadcrumb } from '@meydan/content/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { routePath, type Edition } from '@meydan/shared/util/routing';

/** `content.corporate.about` → `about`, `content.cookie-policy` → `cookie-policy`, the index → null. */
export function corporateKeyOf(routeId: string): CorporatePageKey | null {
  const key = routeId.replace(/^content\.(corporate\.)?/, '');
  return (CORPORATE_PAGES as readonly string[]).includes(key) ? (key as CorporatePageKey) : null;
}

/** The route of a corporate page in an edition. */
export function corporatePath(edition: Edition, key: CorporatePageKey): string {
  return routePath(edition, key === 'cookie-policy' ? 'content.cookie-policy' : `content.corporate.${key}`);
}

/** SPEC §2.2 corporate pages and the cookie policy: written texts per edition; `/kurumsal` lists them. */
export function CorporatePage(props: RoutePageProps) {
  return <CorporateView {...props} />;
}

/** A corporate page with something after its text (the cookie policy's preferences, cookie-policy-page.tsx). */
export function CorporateView({ routeId, edition, after }: RoutePageProps & { after?: ReactNode }) {
  const { t } = useTranslation('content');
  const { data, isError } = useGetCorporateDocumentsQuery(edition);
  const key = corporateKeyOf(routeId);
  if (isError) return <p className="notice notice--error">{t('loadFailed')}</p>;
  if (!data) return <p className="notice" aria-busy="true">{t('loading')}</p>;
  const home = { name: t('home.breadcrumb'), href: '/' };
  const index = { name: t('corporate.heading'), href: routePath(edition, 'content.corporate') };
  if (!key) {
    return (
      <div className="corporate-page">
        <Breadcrumb label={t('breadcrumb')} items={[home, index]} />
        <header className="page-header">
          <h1>{t('corporate.heading')}</h1>
          <p className="page-header__lead">{t('corporate.lead')}</p>
        </header>
        <ul className="corporate-index">
          {CORPORATE_PAGES.map((page) => (
            <li key={page}>
              <Link to={corporatePath(edition, page)}>{data[page].title}</Link>
              <p>{data[page].description}</p>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const doc = data[key];
  return (
    <DocumentArticle doc={doc} crumbs={[home, index, { name: doc.title, href: corporatePath(edition, key) }]}>
      {after}
    </DocumentArticle>
  );
}

/** A written document (corporate page or legal notice) with its breadcrumb and revision date. */
function DocumentArticle({ doc, crumbs, children }: { doc: CorporateDocument; crumbs: Array<{ name: string; href: string }>; children?: ReactNode }) {
  const { t } = useTranslation('content');
  return (
    <article className="corporate-page">
      <Breadcrumb label={t('breadcrumb')} items={crumbs} />
      <header className="page-header">
        <h1>{doc.title}</h1>
        <p className="corporate-page__updated">{t('corporate.updated', { date: doc.updated.split('-').reverse().join('.') })}</p>
      </header>
      {doc.sections.map((section) => (
        <section key={section.heading} className="corporate-page__section">
          <h2>{section.heading}</h2>
          {(section.paragraphs ?? []).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {section.items?.length ? (
            <ul>
              {section.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {children}
    </article>
  );
}

/** SPEC §2.5 `/aydinlatma-metni/{doc}`: the KVKK notices, in the edition's language. */
export function LegalPage({ params, edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { data, isError } = useGetLegalDocumentsQuery(edition);
  if (isError) return <p className="notice notice--error">{t('loadFailed')}</p>;
  if (!data) return <p className="notice" aria-busy="true">{t('loading')}</p>;
  const key = params['doc'] as LegalDocumentKey;
  const doc = data[key];
  return (
    <DocumentArticle
      doc={doc}
      crumbs={[
        { name: t('home.breadcrumb'), href: '/' },
        { name: t('corporate.heading'), href: routePath(edition, 'content.corporate') },
        { name: doc.title, href: routePath(edition, 'content.legal', { doc: key }) },
      ]}
    />
  );
}
