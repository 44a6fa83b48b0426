import type { CardImage, PictureSource } from '@meydan/shared/contracts';

type Resolution = PictureSource;

interface ResponsiveImageProps {
  /** A card's picture or a full Image (whose original joins the srcset). */
  image: CardImage | undefined | null;
  alt: string;
  sizes: string;
  /** The LCP image of a page is fetched eagerly with high priority; everything else is lazy. */
  priority?: boolean;
  className?: string;
}

function resolutionsOf(image: CardImage): Resolution[] {
  const { standard, high, extraHigh, raw } = image.resolutions;
  return [standard, high, extraHigh, raw].filter((r): r is Resolution => Boolean(r));
}

/** <picture> with a webp source and jpg fallback over the §3 resolutions; width/height prevent CLS. */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  if (!image) return <div className={`image-placeholder ${className ?? ''}`} aria-hidden="true" />;
  const resolutions = resolutionsOf(image);
  const fallback = image.resolutions.standard ?? resolutions[0];
  if (!fallback) return null;
  const webp = resolutions.filter((r) => r.webpUrl).map((r) => `${r.webpUrl} ${r.width}w`);
  return (
    <picture className={className}>
      {webp.length ? <source type="image/webp" srcSet={webp.join(', ')} sizes={sizes} /> : null}
      <img
        src={fallback.url}
        srcSet={resolutions.map((r) => `${r.url} ${r.width}w`).join(', ')}
        sizes={sizes}
        width={fallback.width}
        height={fallback.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
