/**
 * The stand-ins' catalogue: the real samples and the counterparts made up from them, each at a time
 * relative to the end of a cycle. Built once per process from the files (it does not depend on the
 * clock or the origin); a stand-in places it on its own timeline.
 */
import { AFAD_SAMPLES, KOERI_LIST, sampleBytes, sampleJson, USGS_MARMARIS, USGS_WEEK } from '@meydan/quakes/ingest/samples';
import { type AfadEvent, afadCounterpart, afadSampleEntry } from './afad-feed';
import { koeriEntries, type KoeriSample, readKoeriSample } from './koeri-feed';
import type { TimelineEntry } from './timeline';
import { type UsgsFeature, usgsCounterpart, usgsSampleEntry } from './usgs-feed';

export interface Catalogue {
  koeriSample: KoeriSample;
  cycleMs: number;
  koeri: Array<TimelineEntry<string>>;
  afad: Array<TimelineEntry<AfadEvent>>;
  usgs: Array<TimelineEntry<UsgsFeature>>;
}

const DAY_MS = 86_400_000;
/** Where the FDSN query sample's response time lands: this long before a cycle ends. */
const FDSN_SAMPLE_BEFORE_END_MS = 10 * DAY_MS;

interface FeatureCollection {
  metadata: { generated: number };
  features: Array<Record<string, unknown>>;
}

/** A feed's features placed so that the moment it was generated falls `beforeEnd` before a cycle's end. */
function usgsSampleEntries(collection: FeatureCollection, beforeEnd: number): Array<TimelineEntry<UsgsFeature>> {
  return collection.features.map((feature) => {
    const time = (feature['properties'] as { time: number }).time;
    return usgsSampleEntry(feature, time - collection.metadata.generated - beforeEnd);
  });
}

function buildCatalogue(): Catalogue {
  const koeriSample = readKoeriSample(sampleBytes(KOERI_LIST));
  const { cycleMs, lines } = koeriSample;
  const afad: Array<TimelineEntry<AfadEvent>> = [];
  const usgs: Array<TimelineEntry<UsgsFeature>> = [];
  for (const { record, time } of lines) {
    const afadEntry = afadCounterpart(record, time, afad.length);
    if (afadEntry) afad.push(afadEntry);
    const usgsEntry = usgsCounterpart(record, time, usgs.length);
    if (usgsEntry) usgs.push(usgsEntry);
  }
  // The three real AFAD records, years apart, at a quarter, half and three quarters of the cycle.
  const afadSamples = (sampleJson(AFAD_SAMPLES) as { records: Array<Record<string, unknown>> }).records;
  afadSamples.forEach((sample, index) => {
    const time = -Math.round((cycleMs * (index + 1)) / 4 / 1000) * 1000;
    afad.push(afadSampleEntry(sample, time, afad.length));
  });
  usgs.push(...usgsSampleEntries(sampleJson(USGS_WEEK) as FeatureCollection, 0));
  usgs.push(...usgsSampleEntries(sampleJson(USGS_MARMARIS) as FeatureCollection, FDSN_SAMPLE_BEFORE_END_MS));
  return { koeriSample, cycleMs, koeri: koeriEntries(koeriSample), afad, usgs };
}

let catalogue: Catalogue | undefined;

export function sampleCatalogue(): Catalogue {
  catalogue ??= buildCatalogue();
  return catalogue;
}
