import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { AdminPremiumFilter, AdminUser } from '@meydan/shared/contracts';
import { MEMBER_ROLES, type MemberRole, PREMIUM_STATUSES } from '@meydan/shared/contracts/constants';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import type { EditionCode, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { useNavigate, useSearchParams } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { refusalText } from '../account-link-shared';
import { AdminLayout } from './admin-layout';
import { adminApi } from '@meydan/social/data-access';
import { FetchFailed, Loading } from '../write/fetch-states';
import { ListPagination } from '../profile/list-pagination';
import { PremiumControl } from './premium-control';
import { SaveNotice, type SaveNoticeValue } from './save-notice';

const PREMIUM_FILTERS: readonly AdminPremiumFilter[] = ['any', ...PREMIUM_STATUSES];

/**
 * A member's row: the role and the premium pickers each apply on their own "Save" (nothing is
 * changed by a stray arrow key).
 */
function UserRow({ user, self, edition }: { user: AdminUser; self: boolean; edition: EditionCode }) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const id = useId();
  const [saved, setSaved] = useState(user);
  const [role, setRole] = useState<MemberRole>(user.role);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveNoticeValue | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const changed = await dispatch(adminApi.endpoints.setUserRole.initiate({ id: saved._id, role })).unwrap();
      setSaved(changed);
      setRole(changed.role);
      setMessage({ tone: 'ok', text: t('admin.users.saved', { username: changed.username, role: t(`admin.roles.${changed.role}`) }) });
    } catch (error) {
      setRole(saved.role);
      setMessage({ tone: 'error', text: refusalText(common, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="admin-user">
      <div className="admin-user__who">
        <p className="admin-user__name">
          <strong>{saved.username}</strong> {saved.name ? <span>({saved.name})</span> : null}
          {!saved.isActive ? <span className="post-badge post-badge--warn">{t('admin.users.inactive')}</span> : null}
        </p>
        <p className="admin-user__email">{saved.email}</p>
      </div>
      {self ? (
        <p className="admin-user__self">
          {t(`admin.roles.${saved.role}`)} · {t('admin.users.self')}
        </p>
      ) : (
        <form className="admin-user__role" onSubmit={save}>
          <label htmlFor={`${id}-role`}>{t('admin.users.roleOf', { username: saved.username })}</label>
          <select id={`${id}-role`} value={role} disabled={busy} onChange={(event) => setRole(event.target.value as MemberRole)}>
            {MEMBER_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.roles.${value}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--primary" disabled={busy || role === saved.role} aria-busy={busy}>
            {t('admin.users.save')}
          </button>
        </form>
      )}
      <SaveNotice notice={message} />
      <PremiumControl user={saved} edition={edition} self={self} onChanged={setSaved} />
    </li>
  );
}

function Users({ edition, selfId }: { edition: EditionCode; selfId: string }) {
  const { t } = useTranslation('social');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const q = search.get('q') ?? '';
  const roleParam = search.get('role');
  const role = MEMBER_ROLES.includes(roleParam as MemberRole) ? (roleParam as MemberRole) : undefined;
  const premiumParam = search.get('premium');
  const premium = PREMIUM_FILTERS.includes(premiumParam as AdminPremiumFilter) ? (premiumParam as AdminPremiumFilter) : undefined;
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const [text, setText] = useState(q);
  const [roleFilter, setRoleFilter] = useState<MemberRole | ''>(role ?? '');
  const [premiumFilter, setPremiumFilter] = useState<AdminPremiumFilter | ''>(premium ?? '');
  const { data, isError, isFetching, refetch } = adminApi.useGetAdminUsersQuery({ q, page, role, premium });
  const base = routePath(edition, 'admin.users');
  const query = (next: { q: string; role: string; premium: string; page?: number }) => {
    const params = new URLSearchParams({
      ...(next.q ? { q: next.q } : {}),
      ...(next.role ? { role: next.role } : {}),
      ...(next.premium ? { premium: next.premium } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    }).toString();
    return params ? `${base}?${params}` : base;
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    navigate(query({ q: text.trim(), role: roleFilter, premium: premiumFilter }));
  };

  return (
    <section aria-busy={isFetching}>
      <p className="admin-page__lead">{t('admin.users.lead')}</p>
      <p className="admin-page__lead">{t('admin.premium.help')}</p>
      <form className="admin-search" role="search" onSubmit={find}>
        <label htmlFor="admin-user-search">{t('admin.users.search')}</label>
        <input id="admin-user-search" type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
        <label htmlFor="admin-user-role">{t('admin.users.roleFilter')}</label>
        <select id="admin-user-role" value={roleFilter} onChange={(event) => setRoleFilter(event.target.value as MemberRole | '')}>
          <option value="">{t('admin.users.allRoles')}</option>
          {MEMBER_ROLES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.roles.${value}`)}
            </option>
          ))}
        </select>
        <label htmlFor="admin-user-premium">{t('admin.premium.filter')}</label>
        <select id="admin-user-premium" value={premiumFilter} onChange={(event) => setPremiumFilter(event.target.value as AdminPremiumFilter | '')}>
          <option value="">{t('admin.premium.allMembers')}</option>
          {PREMIUM_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'any' ? t('admin.premium.any') : t(`admin.premium.status.${value}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary">
          {t('admin.users.find')}
        </button>
      </form>
      {isError ? (
        <FetchFailed onRetry={() => void refetch()} />
      ) : !data ? (
        <Loading text={t('admin.users.loading')} />
      ) : data.items.length === 0 ? (
        <p className="notice">{t('admin.users.empty')}</p>
      ) : (
        <ul className="admin-users">
          {data.items.map((user) => (
            <UserRow key={`${user._id}:${user.role}`} user={user} self={user._id === selfId} edition={edition} />
          ))}
        </ul>
      )}
      {data ? (
        <ListPagination pagination={data.pagination} page={data.pagination.page} hrefFor={(n) => query({ q, role: role ?? '', premium: premium ?? '', page: n })} />
      ) : null}
    </section>
  );
}

/** `/admin/users` (admins only): find members, give them a role or a premium status; never one's own. */
export function AdminUsersPage({ edition }: RoutePageProps) {
  return (
    <AdminLayout edition={edition} section="users">
      {(user) => <Users edition={edition} selfId={user._id} />}
    </AdminLayout>
  );
}
