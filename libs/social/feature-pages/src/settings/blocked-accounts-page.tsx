import { useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { BlockedMember } from '@meydan/shared/contracts';
import { formatDay } from '@meydan/shared/util/i18n';
import type { EditionCode, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { useLocation } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { refusalText } from '../account-link-shared';
import { ListPagination } from '../profile/list-pagination';
import { MemberList } from '../profile/member-list';
import { useGetBlockedQuery, useUnblockMutation } from '@meydan/social/data-access';
import { pageFrom } from '../profile/profile-routes';
import { SettingsGate, SettingsLayout, useSettingsMember } from './settings-layout';

function BlockedList({ viewerId, edition, page }: { viewerId: string; edition: EditionCode; page: number }) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const { data, isError, isFetching, refetch } = useGetBlockedQuery({ viewerId, page });
  const [unblock] = useUnblockMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);

  const lift = async (member: BlockedMember) => {
    if (pending) return;
    setPending(member._id);
    setOutcome(null);
    try {
      await unblock({ target: { _id: member._id, username: member.username }, viewerId }).unwrap();
      setOutcome({ tone: 'status', text: t('blocked.unblocked', { username: member.username }) });
    } catch (error) {
      setOutcome({ tone: 'alert', text: refusalText(common, error) });
    } finally {
      setPending(null);
    }
  };

  if (!data) {
    return isError ? (
      <div className="notice notice--error" role="alert">
        <p>{t('blocked.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('blocked.retry')}
        </button>
      </div>
    ) : (
      <p className="settings-page__progress" role="status" aria-busy="true">
        {t('blocked.loading')}
      </p>
    );
  }
  const base = routePath(edition, 'social.settings.blocked-accounts');
  return (
    <div className="settings-card" aria-busy={isFetching}>
      <p className="settings-card__lead">{t('blocked.lead')}</p>
      <p className="auth-form__status" role="status">
        {outcome?.tone === 'status' ? outcome.text : null}
      </p>
      <p className="auth-form__alert" role="alert">
        {outcome?.tone === 'alert' ? outcome.text : null}
      </p>
      {data.items.length === 0 ? (
        <div className="settings-card__extra">
          <p>{t('blocked.empty')}</p>
          <p>{t('blocked.emptyHint')}</p>
        </div>
      ) : (
        <MemberList
          members={data.items}
          edition={edition}
          label={t('settings.pages.blockedAccounts.heading')}
          detail={(member) => t('blocked.blockedOn', { date: formatDay(member.blockedAt, edition) })}
          action={(member) => (
            <button type="button" className="button button--small" disabled={pending === member._id} aria-busy={pending === member._id} aria-label={`${t('blocked.unblock')}: @${member.username}`} onClick={() => void lift(member)}>
              {t('blocked.unblock')}
            </button>
          )}
        />
      )}
      <ListPagination pagination={data.pagination} page={page} hrefFor={(n) => (n > 1 ? `${base}?page=${n}` : base)} />
    </div>
  );
}

/** `/settings/blocked-accounts` (tr `/ayarlar/engellenen-hesaplar`): the members this member blocked, each with Unblock. */
export function BlockedAccountsPage({ edition }: RoutePageProps) {
  const member = useSettingsMember();
  const { search } = useLocation();
  return (
    <SettingsLayout edition={edition} section="blockedAccounts">
      {member ? <BlockedList viewerId={member._id} edition={edition} page={pageFrom(search)} /> : <SettingsGate />}
    </SettingsLayout>
  );
}
