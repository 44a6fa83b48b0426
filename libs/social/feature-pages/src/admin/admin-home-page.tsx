import { useTranslation } from '@meydan/shared/util/translate';
import type { CurrentUser } from '@meydan/shared/contracts';
import type { EditionCode, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { ADMIN_SECTIONS, AdminLayout, adminSectionTexts } from './admin-layout';
import { adminApi } from '@meydan/social/data-access';

/** The sections of the area as cards; the review card says how many posts are waiting. */
function Overview({ edition, user }: { edition: EditionCode; user: CurrentUser }) {
  const { t } = useTranslation('social');
  const queue = adminApi.useGetReviewQueueQuery({ page: 1 });
  const waiting = queue.data?.pagination.total;
  const sections = ADMIN_SECTIONS.filter((section) => section.key !== 'home' && (section.role === 'editor' || user.role === 'admin'));
  return (
    <ul className="admin-cards">
      {sections.map(({ key, routeId }) => (
        <li key={key} className="admin-card">
          <h2 className="admin-card__title">
            <Link to={routePath(edition, routeId)}>{t(`${adminSectionTexts(key)}.heading`)}</Link>
          </h2>
          <p className="admin-card__text">{t(`${adminSectionTexts(key)}.description`)}</p>
          {key === 'review' && waiting !== undefined ? (
            <p className="admin-card__count" role="status">
              {t('admin.review.count', { count: waiting })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** `/admin`: the editors' and admins' area. */
export function AdminHomePage({ edition }: RoutePageProps) {
  return (
    <AdminLayout edition={edition} section="home">
      {(user) => <Overview edition={edition} user={user} />}
    </AdminLayout>
  );
}
