/**
 * The one normalized shape every feed is read into (AFAD, KOERI, USGS), and the merged event the
 * API serves. Each record keeps its source and the source's raw values: a source's licence terms
 * (KOERI's) and the pages' credits depend on knowing where every number came from.
 */

export const QUAKE_SOURCES = ['afad', 'koeri', 'usgs'] as const;
export type QuakeSource = (typeof QUAKE_SOURCES)[number];

/** A Turkish province: licence-plate code (1–81) and official name (`Kahramanmaraş`). */
export interface Province {
  plate: number;
  name: string;
}

/**
 * A magnitude as the source labels it, upper-cased: `MD`, `ML`, `MW` (KOERI, AFAD), `MB`, `MWW`,
 * `MWR`, … (USGS's magType). `M` when a source gives a value without a type.
 */
export interface Magnitude {
  type: string;
  value: number;
}

/** One KOERI list line (see koeri.ts for the columns and rules). */
export interface KoeriRecord {
  /** UTC, ISO-8601 ending in Z, read from Turkey local time through tzdb (Europe/Istanbul). */
  time: string;
  latitude: number;
  longitude: number;
  depthKm: number;
  /** null where the list shows `-.-` (not computed). */
  md: number | null;
  ml: number | null;
  mw: number | null;
  /** As listed (ASCII upper case), trimmed. */
  location: string;
  /** The listed word: `İlksel`, `REVIZE01`, … or an unknown word kept as it is (`İksel`, `Otomatik`). */
  quality: string;
  /** 0 for `İlksel` and for unknown words, n for `REVIZEnn`. */
  revision: number;
  /**
   * The time in parentheses after `REVIZEnn`, as UTC. KOERI does not document it; on the samples it
   * is always within seconds of the line's own time, so it reads as the time of the solution the
   * revision replaced rather than when the revision was made.
   */
  revisedAt?: string;
  /** The province in the location's last parentheses; null for seas, regions and foreign places. */
  province: Province | null;
  /** The decoded line as listed (trailing white space removed): the raw values. */
  line: string;
}

/** An AFAD `apiv2/event/filter` record as received (every number a string). */
export type AfadRawEvent = Readonly<Record<string, unknown>>;

/** A USGS GeoJSON feature as received. */
export type UsgsRawFeature = Readonly<Record<string, unknown>>;

interface QuakeRecordOf<S extends QuakeSource, Raw> {
  source: S;
  /**
   * The source's own id: AFAD `eventID`, USGS feature `id`; KOERI has none, so its records are
   * named by their UTC time and epicentre (`2017-06-14T12:48:10Z/38.8675/26.4438`).
   */
  sourceId: string;
  /** UTC ISO-8601 ending in Z; whole seconds unless the source gives milliseconds (USGS). Compare with Date.parse. */
  time: string;
  latitude: number;
  longitude: number;
  depthKm: number;
  /** Every magnitude the source gives, in its order; empty when it computed none. */
  magnitudes: Magnitude[];
  /** The source's place text, trimmed, never rewritten. */
  location: string;
  province: Province | null;
  /**
   * How far the source has revised it: KOERI n for `REVIZEnn` (0 for İlksel and unknown words), AFAD
   * 1 when `isEventUpdate`. USGS numbers no revisions (0; its `status` stays in raw): a newer
   * solution keeps the feature id and has a later `updatedAt`.
   */
  revision: number;
  /** When the source last updated it (AFAD `lastUpdateDate`, USGS `updated`), UTC. */
  updatedAt?: string;
  /**
   * When the ingestion first stored this record (set by the worker, never by the parsers). The
   * event id is taken from the record seen first, so an id never changes when another source
   * reports the quake later.
   */
  firstSeenAt?: string;
  raw: Raw;
}

export type AfadQuakeRecord = QuakeRecordOf<'afad', AfadRawEvent>;
export type KoeriQuakeRecord = QuakeRecordOf<'koeri', KoeriRecord>;
export type UsgsQuakeRecord = QuakeRecordOf<'usgs', UsgsRawFeature>;
export type QuakeRecord = AfadQuakeRecord | KoeriQuakeRecord | UsgsQuakeRecord;

export interface EventMagnitude extends Magnitude {
  source: QuakeSource;
}

/** One earthquake as reported by one or more sources (see merge.ts for the rules). */
export interface QuakeEvent {
  /** Stable and URL-safe: the source and id of the record seen first (`afad-543428`). */
  id: string;
  /** The preferred record's time, epicentre, depth and place. */
  time: string;
  latitude: number;
  longitude: number;
  depthKm: number;
  location: string;
  /** The first province any record names, in preference order. */
  province: Province | null;
  preferredSource: QuakeSource;
  /** Every source's magnitudes, never one picked: records in preference order, each in its order. */
  magnitudes: EventMagnitude[];
  /** The largest of `magnitudes`, for filters and sorting only (the page shows them all). */
  maxMagnitude: number | null;
  /** A record in it is a revision (KOERI REVIZEnn, AFAD update, USGS reviewed) or replaced one. */
  revised: boolean;
  /** At most one record per source, in preference order (the first is the preferred one). */
  records: QuakeRecord[];
  /** Records replaced by a revision: KOERI's preliminary lines, older versions of one source id. */
  superseded: QuakeRecord[];
}

/** A line or item a parser could not read: skipped, never thrown. */
export interface SkippedInput {
  /** 1-based line number (KOERI) or 0-based item index (AFAD, USGS). */
  at: number;
  reason: string;
  /** The line or a short JSON excerpt of the item. */
  text: string;
}

export interface ParseReport<T> {
  records: T[];
  skipped: SkippedInput[];
}
