import type { TarotCardSummary } from '@meydan/shared/contracts';

/**
 * A card's picture (drawn by the API as SVG, cached a day). The picture names the card itself; the
 * alt text says it again with the orientation, which the picture shows by turning.
 */
export function TarotCardImage({ card, reversed = false, eager = false, alt }: { card: Pick<TarotCardSummary, 'image' | 'name'>; reversed?: boolean; eager?: boolean; alt: string }) {
  return <img className={reversed ? 'tarot-card-image tarot-card-image--reversed' : 'tarot-card-image'} src={card.image} alt={alt} width={150} height={260} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}
