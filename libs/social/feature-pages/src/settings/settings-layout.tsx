import { type ReactNode, useId } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { CurrentUser } from '@meydan/shared/contracts';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import type { EditionCode, LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { SignInButton } from '../account-link-shared';

/**
 * The settings sections with a built page, in navigation order, by their key under
 * `settings.pages` in the social translations. Profile settings live at the member's own
 * profile address (`/profile/{username}/settings`), so that link needs the signed-in member.
 */
export const SETTINGS_SECTIONS = [
  { key: 'overview', routeId: 'social.settings' },
  { key: 'profile', routeId: 'social.profile.settings' },
  { key: 'blockedAccounts', routeId: 'social.settings.blocked-accounts' },
  // Served by the quakes remote (its own page and texts); listed here so members find it among their settings.
  { key: 'quakeAlerts', routeId: 'quakes.alerts' },
  { key: 'changePassword', routeId: 'social.settings.change-password' },
  { key: 'deactivateAccount', routeId: 'social.settings.deactivate-account' },
  { key: 'deleteAccount', routeId: 'social.settings.delete-account' },
] as const;

export type SettingsSectionKey = (typeof SETTINGS_SECTIONS)[number]['key'];

/**
 * Head of a settings page: private to the member (SPEC §2.9 hides settings paths from crawlers),
 * so noindex and no canonical. The loader calls no API: the server renders every page anonymous
 * and the member is only known in the browser.
 */
export function settingsLoader(section: SettingsSectionKey) {
  return async (ctx: RouteContext): Promise<LoaderResult> => {
    const t = ctx.i18n.getFixedT(ctx.edition, 'social');
    return { head: { title: `${t(`settings.pages.${section}.title`)} | Meydan`, description: t(`settings.pages.${section}.description`), noindex: true } };
  };
}

/** The signed-in member, or null while the session is unknown, loading or absent. */
export function useSettingsMember(): CurrentUser | null {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  return status === 'member' ? user : null;
}

/**
 * What a settings page shows instead of its content without a member: a loading line while
 * the session is being looked at, else the way to sign in. Signing in changes the auth slice,
 * so the page behind it appears without a reload.
 */
export function SettingsGate() {
  const { t } = useTranslation('social');
  const status = useAppSelector(selectAuthStatus);
  if (status === 'unknown' || status === 'loading') {
    return (
      <p className="settings-page__progress" role="status" aria-busy="true">
        {t('settings.loading')}
      </p>
    );
  }
  return (
    <div className="notice settings-gate">
      <p>{t('settings.signedOut')}</p>
      <SignInButton />
    </div>
  );
}

export interface SettingsLayoutProps {
  edition: EditionCode;
  section: SettingsSectionKey;
  children: ReactNode;
}

/** Every settings page: its heading, the sections (a side column on wide screens, a list on phones) and the page's panel. */
export function SettingsLayout({ edition, section, children }: SettingsLayoutProps) {
  const { t } = useTranslation('social');
  const headingId = useId();
  const member = useSettingsMember();
  // Without a member the profile section has no address: the other sections show the sign-in gate anyway.
  const sections = SETTINGS_SECTIONS.filter(({ key }) => key !== 'profile' || member);
  const hrefOf = (routeId: string) => (routeId === 'social.profile.settings' && member ? routePath(edition, routeId, { username: member.username }) : routePath(edition, routeId));
  return (
    <div className="settings-page">
      <h1 className="settings-page__title">{t('settings.heading')}</h1>
      <nav className="settings-nav" aria-label={t('settings.nav')}>
        <ul className="settings-nav__list">
          {sections.map(({ key, routeId }) => (
            <li key={key}>
              <Link className="settings-nav__link" to={hrefOf(routeId)} aria-current={key === section ? 'page' : undefined}>
                {t(`settings.pages.${key}.heading`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="settings-page__panel" aria-labelledby={headingId}>
        <h2 id={headingId} className="settings-page__heading">
          {t(`settings.pages.${section}.heading`)}
        </h2>
        {children}
      </section>
    </div>
  );
}
