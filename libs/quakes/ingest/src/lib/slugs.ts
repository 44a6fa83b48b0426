/**
 * Event page slugs: `/son-depremler/{place}-{id}`, the place folded to ASCII for a readable,
 * shareable address (`sindirgi-balikesir-afad-543428`) and the stable event id at the end, which
 * alone decides the event (a slug with another place is redirected to the canonical one). Province
 * list pages use the province's own slug (`/son-depremler/izmir`), which never ends in an id.
 */
import { foldText } from '@meydan/shared/util/format';
import { QUAKE_SOURCES } from './types';

const ID_AT_END = new RegExp(`^(?:(.*?)-)?((?:${QUAKE_SOURCES.join('|')})-[a-z0-9]+(?:-[a-z0-9]+)*)$`);
const MAX_PLACE_LENGTH = 60;

/**
 * `SINDIRGI (BALIKESIR)` → `sindirgi-balikesir`; empty when nothing readable is left. A word that
 * is a source's name is left out, so the first source name in a slug always starts the id.
 */
export function placeSlug(location: string): string {
  const words = foldText(location)
    .split(' ')
    .filter((word) => word && !(QUAKE_SOURCES as readonly string[]).includes(word));
  const folded = words.join('-');
  return folded.length <= MAX_PLACE_LENGTH ? folded : folded.slice(0, MAX_PLACE_LENGTH).replace(/-[^-]*$/, '');
}

export function eventSlug(event: { id: string; location: string }): string {
  const place = placeSlug(event.location);
  return place ? `${place}-${event.id}` : event.id;
}

/** The event id at the end of a slug, or null when the slug names no event. */
export function eventIdOfSlug(slug: string): string | null {
  const match = ID_AT_END.exec(slug);
  return match ? (match[2] as string) : null;
}
