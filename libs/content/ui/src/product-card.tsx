import type { StorefrontItem } from '@meydan/shared/contracts';
import { formatPrice } from '@meydan/shared/util/format';
import { EDITION_LOCALES, type Edition } from '@meydan/shared/util/routing';
import { ResponsiveImage } from './responsive-image';

export interface ProductCardLabels {
  /** The call to action, e.g. "Go to store". */
  buy: string;
  /** Spoken before the discounted price's original, e.g. "Was". */
  was: string;
  /** Shown instead of the call to action when the store is out of stock. */
  soldOut: string;
  /** Accessible hint that the link leaves the site, e.g. "opens {{store}} in a new tab". */
  opensStore: (store: string) => string;
}

/**
 * A storefront product: picture, name, price (and the store's earlier price), the store and an
 * outbound link. Links are paid placements, so they carry rel="sponsored" (search engines must
 * not count them) and open in a new tab without handing the store our window (noopener).
 */
export function ProductCard({ item, edition, labels, priority = false }: { item: StorefrontItem; edition: Edition; labels: ProductCardLabels; priority?: boolean }) {
  const locale = EDITION_LOCALES[edition];
  return (
    <article className={`product-card${item.isAvailable ? '' : ' product-card--sold-out'}`}>
      <ResponsiveImage image={item.image} alt={item.title} sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 50vw" priority={priority} className="product-card__image" />
      <div className="product-card__body">
        <h3 className="product-card__title">{item.title}</h3>
        <p className="product-card__desc">{item.description}</p>
        <p className="product-card__price">
          <data value={item.price.amount}>{formatPrice(item.price.amount, item.price.currency, locale)}</data>
          {item.listPrice ? (
            <del className="product-card__was">
              <span className="visually-hidden">{labels.was} </span>
              {formatPrice(item.listPrice.amount, item.listPrice.currency, locale)}
            </del>
          ) : null}
        </p>
        <p className="product-card__store">{item.store.name}</p>
        {item.isAvailable ? (
          <a className="product-card__cta" href={item.url} rel="sponsored noopener" target="_blank" aria-label={`${labels.buy}: ${item.title} (${labels.opensStore(item.store.name)})`}>
            {labels.buy}
          </a>
        ) : (
          <span className="product-card__cta product-card__cta--disabled">{labels.soldOut}</span>
        )}
      </div>
    </article>
  );
}
