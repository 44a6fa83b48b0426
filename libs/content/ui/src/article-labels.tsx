import { useTranslation } from '@meydan/shared/util/translate';
import type { ArticleLabel } from '@meydan/shared/contracts';

interface ArticleLabelsProps {
  labels: readonly ArticleLabel[] | undefined;
  className?: string;
}

/**
 * SPEC §3 special / expert labels, as small badges above a title. Most stories have none: the
 * translation hook runs only in the list that renders (it costs a copy of the i18n instance per
 * mount, paid by every card of a server-rendered page otherwise).
 */
export function ArticleLabels({ labels, className }: ArticleLabelsProps) {
  return labels?.length ? <LabelList labels={labels} className={className} /> : null;
}

function LabelList({ labels, className }: { labels: readonly ArticleLabel[]; className?: string }) {
  const { t } = useTranslation('content');
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
