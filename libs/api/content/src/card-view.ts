import { type TSchema, Type } from '@sinclair/typebox';
import type { ListView } from '@meydan/shared/contracts';

/**
 * The 200 schema of a list that answers in the full or the card view (`view=card`). The full
 * form comes first: the serializer takes the first schema the payload validates against, a card
 * never passes for a full summary, but a full summary would also pass as a card.
 */
export function eitherView<F extends TSchema, C extends TSchema>(full: F, card: C) {
  return Type.Union([full, card]);
}

/** The list as asked for: unchanged, or projected to cards. */
export function inView<F, C>(view: ListView | undefined, list: F, toCards: (list: F) => C): F | C {
  return view === 'card' ? toCards(list) : list;
}
