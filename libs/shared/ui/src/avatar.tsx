import type { Image } from '@meydan/shared/contracts';

export interface AvatarProps {
  image: Image | null | undefined;
  /** Rendered size in CSS pixels (square). */
  size: number;
  /** Base class; the icon fallback adds `{className}--icon`. */
  className?: string;
  /** Empty (default) when a name beside the avatar already says whose it is. */
  alt?: string;
}

/**
 * SPEC §2.10 avatar with the user-icon fallback: the member's picture, or a neutral person icon
 * when they have none. Square; the class decides the shape (round everywhere today).
 */
export function Avatar({ image, size, className = 'avatar', alt = '' }: AvatarProps) {
  const url = image?.resolutions.standard.url;
  if (url) return <img className={className} src={url} alt={alt} width={size} height={size} decoding="async" />;
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true as const };
  return (
    <span className={`${className} ${className}--icon`} style={{ width: size, height: size }} {...label}>
      <svg viewBox="0 0 24 24" width={Math.round(size * 0.62)} height={Math.round(size * 0.62)} aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="currentColor" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
      </svg>
    </span>
  );
}
