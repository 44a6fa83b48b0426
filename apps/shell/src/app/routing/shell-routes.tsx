import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@meydan/shared/util/remote-kit';

/** Routes the shell owns itself (developer tools and the /r redirect page). */
export function isShellRoute(owner: RemoteName | 'shell'): owner is 'shell' {
  return owner === 'shell';
}

export function ShellRoutePage({ routeId }: { routeId: string }) {
  const { t } = useTranslation('common');
  return (
    <section className="page planned-page">
      <h1>{t(`shellRoutes.${routeId}.title`, { defaultValue: t('planned.title') })}</h1>
      <p>{t(`shellRoutes.${routeId}.body`, { defaultValue: t('planned.body') })}</p>
    </section>
  );
}
