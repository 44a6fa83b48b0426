import type { Edition } from '@meydan/shared/util/routing';

/**
 * What one reader cares about: weight per tag, category and author id (larger is stronger, any
 * positive scale shared by every source), and the articles they have already engaged with.
 */
export interface ReaderInterests {
  tags: ReadonlyMap<string, number>;
  categories: ReadonlyMap<string, number>;
  authors: ReadonlyMap<string, number>;
  /** Never recommended back: the reader has been there. */
  seen: ReadonlySet<string>;
}

/** Who is asking: today only the anonymous reader cookie (`m-rid`); a member id arrives with accounts. */
export interface Reader {
  readerId: string | null;
  /**
   * The reader allowed personalised content (the `m-consent` cookie): sources built from what
   * they merely read (not what they chose to do, like reacting) apply only then.
   */
  personalization: boolean;
}

/** One place interests come from (reactions, reads to the end; follows later). */
export type InterestSource = (reader: Reader, edition: Edition) => Promise<ReaderInterests>;

export const NO_INTERESTS: ReaderInterests = { tags: new Map(), categories: new Map(), authors: new Map(), seen: new Set() };

export function hasInterests(interests: ReaderInterests): boolean {
  return interests.tags.size + interests.categories.size + interests.authors.size > 0;
}

function addWeights(target: Map<string, number>, source: ReadonlyMap<string, number>): void {
  for (const [id, weight] of source) target.set(id, (target.get(id) ?? 0) + weight);
}

/** Sums the sources: a tag the reader both reacted around and follows counts for both. */
export function mergeInterests(parts: readonly ReaderInterests[]): ReaderInterests {
  const tags = new Map<string, number>();
  const categories = new Map<string, number>();
  const authors = new Map<string, number>();
  const seen = new Set<string>();
  for (const part of parts) {
    addWeights(tags, part.tags);
    addWeights(categories, part.categories);
    addWeights(authors, part.authors);
    for (const id of part.seen) seen.add(id);
  }
  return { tags, categories, authors, seen };
}

/**
 * Everything we know about the reader's interests, from every source that applies to them.
 * Today that is their own emoji reactions and, with personalisation consent, the stories they
 * read to the end (each a reaction's weight, decaying the same way). Member follows (the tags and authors a signed-in
 * member follows) join here with the social-graph issue: one more InterestSource in the list,
 * weighted on the same scale (a follow is a deliberate signal: give it at least the weight of a
 * fresh reaction), and the ranking already scores authors.
 */
export async function gatherReaderInterests(sources: readonly InterestSource[], reader: Reader, edition: Edition): Promise<ReaderInterests> {
  return mergeInterests(await Promise.all(sources.map((source) => source(reader, edition))));
}
