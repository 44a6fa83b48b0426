import { useTranslation } from 'react-i18next';
import type { ArticleLabel } from '@meydan/shared/contracts';

/** SPEC §3 special / expert labels, as small badges above a title. */
export function ArticleLabels({ labels, className }: { labels: readonly ArticleLabel[] | undefined; className?: string }) {
  const { t } = useTranslation('content');
  if (!labels?.length) return null;
  return (
    <span className={`labels ${className ?? ''}`}>
      {labels.map((label) => (
        <span key={label} className={`label label--${label}`}>
          {t(`labels.${label}`)}
        </span>
      ))}
    </span>
  );
}
