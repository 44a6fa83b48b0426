import type { CSSProperties } from 'react';

/** The placement a slot is drawn from (useAdSlot of @meydan/shared/data-access/store). */
export interface AdSlotPlacement {
  name: string;
  sizes: ReadonlyArray<readonly [number, number]>;
  device: 'mobile' | 'desktop' | 'all';
  refreshTimerMs: number | null;
  collapse: boolean;
  narrowHeight: number;
  wideHeight: number;
}

export interface AdSlotProps {
  placement: AdSlotPlacement | null;
  /** "Advertisement" in the edition's language: the slot's label and its landmark name. */
  label: string;
  className?: string;
}

/** React never looks inside the frame: the ads script fills it (before or after hydration). */
const UNTOUCHED = { __html: '' };

/**
 * An ad slot (issue 19): a labelled box that keeps the room of its tallest size from the server
 * HTML on, so an ad arriving later moves nothing (CLS). The ads script (apps/shell/src/client/ads)
 * requests and frames the creative; the data attributes are its instructions. On phones the room
 * is capped at 30 % of the screen height, and so are the sizes the script asks for.
 */
export function AdSlot({ placement, label, className }: AdSlotProps) {
  if (!placement) return null;
  const style = { '--ad-narrow': `${placement.narrowHeight}px`, '--ad-wide': `${placement.wideHeight}px` } as CSSProperties;
  return (
    <aside
      className={`ad-slot ad-slot--${placement.name} ad-slot--device-${placement.device}${placement.narrowHeight ? '' : ' ad-slot--wide-only'}${className ? ` ${className}` : ''}`}
      aria-label={label}
      style={style}
      data-ad-slot={placement.name}
      data-sizes={placement.sizes.map(([width, height]) => `${width}x${height}`).join(',')}
      data-refresh={placement.refreshTimerMs ?? ''}
      data-collapse={placement.collapse ? '1' : '0'}
    >
      <span className="ad-slot__label" aria-hidden="true">
        {label}
      </span>
      <div className="ad-slot__frame" dangerouslySetInnerHTML={UNTOUCHED} />
    </aside>
  );
}
