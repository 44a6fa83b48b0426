import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { AccountSummary } from './account-summary';
import { SessionList } from './session-list';
import { SettingsGate, SettingsLayout, useSettingsMember } from './settings-layout';

/** `/settings` (tr `/ayarlar`): the member's account at a glance and where they are signed in. */
export function SettingsPage({ edition }: RoutePageProps) {
  const user = useSettingsMember();
  return (
    <SettingsLayout edition={edition} section="overview">
      {user ? (
        <>
          <AccountSummary user={user} />
          <SessionList userId={user._id} edition={edition} />
        </>
      ) : (
        <SettingsGate />
      )}
    </SettingsLayout>
  );
}
