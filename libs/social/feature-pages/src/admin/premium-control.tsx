import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { AdminUser } from '@meydan/shared/contracts';
import { PREMIUM_STATUSES, type PremiumStatus } from '@meydan/shared/contracts/constants';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import { formatDay } from '@meydan/shared/util/i18n';
import type { EditionCode } from '@meydan/shared/util/remote-kit';
import { adminApi } from '@meydan/social/data-access';
import { refusalText } from '../account-link-shared';
import { SaveNotice, type SaveNoticeValue } from './save-notice';

/** The picker's value: a status, or '' for none. */
type Choice = PremiumStatus | '';

export interface PremiumControlProps {
  user: AdminUser;
  edition: EditionCode;
  /** The admin's own row: the status is shown, never offered for change (the API refuses it too). */
  self: boolean;
  onChanged: (user: AdminUser) => void;
}

/** The member's premium status with the date it was given ("Premium since 3 May 2026"). */
export function PremiumState({ user, edition }: { user: AdminUser; edition: EditionCode }) {
  const { t } = useTranslation('social');
  if (!user.premiumStatus) return <span className="admin-user__premium-state">{t('admin.premium.none')}</span>;
  const status = t(`admin.premium.status.${user.premiumStatus}`);
  return (
    <span className="admin-user__premium-state">
      {user.premiumSince ? t('admin.premium.since', { status, date: formatDay(user.premiumSince, edition) }) : status}
    </span>
  );
}

/**
 * An admin gives a member one of the two premium statuses (a subscriber, or a complimentary
 * account) or takes it away; like the role, it applies on "Save". No payment provider exists
 * yet, so this is where a subscription is recorded.
 */
export function PremiumControl({ user, edition, self, onChanged }: PremiumControlProps) {
  const { t } = useTranslation('social');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const id = useId();
  const [choice, setChoice] = useState<Choice>(user.premiumStatus ?? '');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveNoticeValue | null>(null);

  if (self) {
    return (
      <p className="admin-user__premium">
        <PremiumState user={user} edition={edition} />
      </p>
    );
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const changed = await dispatch(adminApi.endpoints.setUserPremium.initiate({ id: user._id, status: choice || null })).unwrap();
      setChoice(changed.premiumStatus ?? '');
      setMessage({
        tone: 'ok',
        text: changed.premiumStatus
          ? t('admin.premium.saved', { username: changed.username, status: t(`admin.premium.status.${changed.premiumStatus}`) })
          : t('admin.premium.removed', { username: changed.username }),
      });
      onChanged(changed);
    } catch (error) {
      setChoice(user.premiumStatus ?? '');
      setMessage({ tone: 'error', text: refusalText(common, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className="admin-user__premium" onSubmit={save}>
        <label htmlFor={`${id}-premium`}>{t('admin.premium.of', { username: user.username })}</label>
        <select id={`${id}-premium`} value={choice} disabled={busy} aria-describedby={`${id}-premium-state`} onChange={(event) => setChoice(event.target.value as Choice)}>
          <option value="">{t('admin.premium.none')}</option>
          {PREMIUM_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.premium.status.${value}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary" disabled={busy || choice === (user.premiumStatus ?? '')} aria-busy={busy}>
          {t('admin.users.save')}
        </button>
        <span id={`${id}-premium-state`} className="admin-user__premium-now">
          <PremiumState user={user} edition={edition} />
        </span>
      </form>
      <SaveNotice notice={message} />
    </>
  );
}
