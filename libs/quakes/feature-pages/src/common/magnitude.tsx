import type { QuakeMagnitude } from '@meydan/shared/contracts';
import type { QuakeSourceName } from '@meydan/shared/contracts/constants';
import { useTranslation } from '@meydan/shared/util/translate';
import { magnitudeClassName } from '@meydan/quakes/ui';
import { magnitudeText } from './format';

/**
 * The quake's magnitude as a coloured figure (the largest any source gave; the colour follows the
 * band, and the figure is always written, so colour is never the only sign). "–" when no source
 * has measured it yet.
 */
export function MagnitudeFigure({ value, size = 'medium' }: { value: number | null; size?: 'medium' | 'large' | 'small' }) {
  const { t } = useTranslation('quakes');
  return (
    <span className={`quake-mag ${magnitudeClassName(value)} quake-mag--${size}`} title={t('magnitude.largest')}>
      <span className="visually-hidden">{t('magnitude.label')} </span>
      {value === null ? '–' : magnitudeText(value)}
    </span>
  );
}

/** A source's short name (AFAD, Kandilli, USGS) in the edition. */
export function useSourceLabel(): (source: QuakeSourceName) => string {
  const { t } = useTranslation('quakes');
  return (source) => t(`sources.short.${source}`);
}

/** The magnitude scales the edition explains (a hover title on the type); MWW, MWR… are moment magnitudes too. */
const EXPLAINED_TYPES = ['ML', 'MD', 'MW', 'MB', 'MS'] as const;

function typeFamily(type: string): string | null {
  const family = type.startsWith('MW') ? 'MW' : type;
  return (EXPLAINED_TYPES as readonly string[]).includes(family) ? family : null;
}

/** Every source's magnitudes with their type and source: `ML 4.2 AFAD · ML 4.1 Kandilli`. */
export function MagnitudeList({ magnitudes, className }: { magnitudes: readonly QuakeMagnitude[]; className?: string }) {
  const label = useSourceLabel();
  const { t } = useTranslation('quakes');
  return (
    <span className={className ? `quake-mags ${className}` : 'quake-mags'}>
      {magnitudes.map((magnitude, index) => (
        <span key={`${magnitude.source}-${magnitude.type}-${index}`} className="quake-mags__item">
          {index > 0 ? <span aria-hidden="true"> · </span> : null}
          <MagnitudeType type={magnitude.type} explain={(family) => t(`magnitude.types.${family}`)} /> <strong>{magnitudeText(magnitude.value)}</strong> <span className="quake-mags__source">{label(magnitude.source)}</span>
        </span>
      ))}
    </span>
  );
}

function MagnitudeType({ type, explain }: { type: string; explain: (family: string) => string }) {
  const family = typeFamily(type);
  return family ? (
    <abbr className="quake-mags__type" title={explain(family)}>
      {type}
    </abbr>
  ) : (
    <span className="quake-mags__type">{type}</span>
  );
}
