import type { ReactNode } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { CurrentUser } from '@meydan/shared/contracts';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import type { EditionCode, LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { SignInButton } from '../account-link-shared';

/** The /admin sections in navigation order, by their key under `admin.pages`; `admin` only for admins. */
export const ADMIN_SECTIONS = [
  { key: 'home', routeId: 'admin.home', role: 'editor' },
  { key: 'review', routeId: 'admin.review', role: 'editor' },
  { key: 'comments', routeId: 'admin.comments', role: 'editor' },
  { key: 'articles', routeId: 'admin.articles', role: 'editor' },
  { key: 'analytics', routeId: 'admin.analytics', role: 'editor' },
  { key: 'users', routeId: 'admin.users', role: 'admin' },
] as const;

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];
type Needed = (typeof ADMIN_SECTIONS)[number]['role'];

/** Head of an /admin page: never indexed (robots.txt hides /admin too), no API call on the server. */
export function adminLoader(section: AdminSectionKey) {
  return async (ctx: RouteContext): Promise<LoaderResult> => {
    const t = ctx.i18n.getFixedT(ctx.edition, 'social');
    return { head: { title: `${t(`admin.pages.${section}.title`)} | Meydan`, description: t(`admin.pages.${section}.description`), noindex: true } };
  };
}

function allowed(user: CurrentUser, needed: Needed): boolean {
  return needed === 'admin' ? user.role === 'admin' : user.role === 'editor' || user.role === 'admin';
}

export interface AdminLayoutProps {
  edition: EditionCode;
  section: AdminSectionKey;
  /** The page's content for a member who may see it. */
  children: (user: CurrentUser) => ReactNode;
}

/**
 * Every /admin page: its heading, the sections the member may open, and the page, or instead a
 * loading line (session unknown), a sign-in (visitor) or a plain 403 (a member without the role;
 * the API refuses them anyway). The role is read from the session, which the API re-checks.
 */
export function AdminLayout({ edition, section, children }: AdminLayoutProps) {
  const { t } = useTranslation('social');
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const needed: Needed = ADMIN_SECTIONS.find((candidate) => candidate.key === section)?.role ?? 'editor';
  let body: ReactNode;
  if (status === 'unknown' || status === 'loading') {
    body = (
      <p className="settings-page__progress" role="status" aria-busy="true">
        {t('admin.loading')}
      </p>
    );
  } else if (status !== 'member' || !user) {
    body = (
      <div className="notice settings-gate">
        <p>{t('admin.signedOut')}</p>
        <SignInButton />
      </div>
    );
  } else if (!allowed(user, needed)) {
    body = (
      <div className="notice notice--error admin-forbidden" role="alert">
        <p className="admin-forbidden__code">403</p>
        <p>{needed === 'admin' && allowed(user, 'editor') ? t('admin.forbiddenAdmin') : t('admin.forbidden')}</p>
        <Link className="button" to="/">
          {t('admin.home')}
        </Link>
      </div>
    );
  } else {
    body = children(user);
  }
  const visible = user && status === 'member' ? ADMIN_SECTIONS.filter((candidate) => allowed(user, candidate.role)) : [];
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t(`admin.pages.${section}.heading`)}</h1>
      {visible.length > 0 && allowed(user as CurrentUser, 'editor') ? (
        <nav className="admin-nav" aria-label={t('admin.nav')}>
          <ul className="admin-nav__list">
            {visible.map(({ key, routeId }) => (
              <li key={key}>
                <Link className="admin-nav__link" to={routePath(edition, routeId)} aria-current={key === section ? 'page' : undefined}>
                  {t(`admin.pages.${key}.heading`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="admin-page__panel">{body}</div>
    </div>
  );
}
