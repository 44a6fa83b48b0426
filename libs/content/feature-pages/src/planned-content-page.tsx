import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@meydan/shared/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';

/** Content routes whose feature arrives in a later issue: a titled page saying what will be there. */
export function PlannedContentPage({ routeId }: RoutePageProps) {
  const { t } = useTranslation('content');
  const key = `planned.${routeId.replace(/^content\./, '').replace(/\./g, '_')}`;
  return (
    <PlannedPage
      remote="content"
      title={t(`${key}.title`, { defaultValue: t('planned.default.title') })}
      description={t(`${key}.description`, { defaultValue: t('planned.default.description') })}
      badge={t('planned.badge')}
    />
  );
}
