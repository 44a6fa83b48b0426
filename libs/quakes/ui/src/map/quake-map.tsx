import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { HYDRATE_WHEN_VISIBLE } from '@meydan/shared/util/remote-kit';
import { TURKEY_SILHOUETTE } from './turkey-silhouette';
import type { QuakeMapController, QuakeMapProps } from './types';

type MapState = 'idle' | 'loading' | 'ready' | 'failed';

/** The map starts loading this far before it scrolls into view. */
const PRELOAD_MARGIN = '200px';

/**
 * The earthquakes on a map of Türkiye, kept in step with the page's list through `selectedId` and
 * `onSelect`. On the server and at first paint it is a box of fixed size with the country's
 * silhouette and a "Show map" button (no layout shift, nothing heavy in the first load); the live
 * map (Leaflet, supercluster, the outlines: a lazy chunk) loads when the box nears the viewport,
 * when the button is pressed, or at once with `eagerly`. The box also asks the shell's boot loader
 * for the app when it comes into view (HYDRATE_WHEN_VISIBLE), so the map loads without a tap.
 */
export function QuakeMap(props: QuakeMapProps) {
  const { events, selectedId, feltCells, tiles, label, eagerly = false, texts, className } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const controller = useRef<QuakeMapController | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const helpId = useId();
  const [state, setState] = useState<MapState>('idle');
  /** 0 until the map is wanted; each press of the button after a failure is a new attempt. */
  const [attempt, setAttempt] = useState(0);
  const onSelect = useCallback((id: string) => latest.current.onSelect(id), []);

  useEffect(() => {
    if (attempt > 0) return;
    const box = boxRef.current;
    if (eagerly || !box || typeof IntersectionObserver === 'undefined') {
      setAttempt(1);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setAttempt((n) => Math.max(n, 1));
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [attempt, eagerly]);

  const tileUrl = tiles?.url ?? null;
  const tileAttribution = tiles?.attribution ?? '';
  useEffect(() => {
    const canvas = canvasRef.current;
    if (attempt === 0 || !canvas) return;
    let cancelled = false;
    let created: QuakeMapController | null = null;
    setState('loading');
    import('./quake-map-view')
      .then((view) => {
        if (cancelled) return null;
        const { events: current, selectedId: selected, feltCells: cells, texts: words } = latest.current;
        return view.createQuakeMap(canvas, { events: current, selectedId: selected, feltCells: cells, texts: words, onSelect, tiles: tileUrl ? { url: tileUrl, attribution: tileAttribution } : null });
      })
      .then((map) => {
        if (!map) return;
        if (cancelled) return map.destroy();
        created = map;
        controller.current = map;
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      created?.destroy();
      controller.current = null;
    };
  }, [attempt, tileUrl, tileAttribution, onSelect]);

  useEffect(() => {
    if (state === 'ready') controller.current?.update({ events, selectedId, feltCells, texts, onSelect });
  }, [state, events, selectedId, feltCells, texts, onSelect]);

  const ready = state === 'ready';
  return (
    <div ref={boxRef} className={`quake-map quake-map--${state}${className ? ` ${className}` : ''}`} role="region" aria-label={label} {...HYDRATE_WHEN_VISIBLE}>
      <div ref={canvasRef} className="quake-map__canvas" {...(ready ? { role: 'application', 'aria-label': label, 'aria-describedby': helpId } : {})} />
      {ready ? null : (
        <div className="quake-map__placeholder">
          <svg className="quake-map__silhouette" viewBox={TURKEY_SILHOUETTE.viewBox} aria-hidden="true" focusable="false">
            <path d={TURKEY_SILHOUETTE.path} />
          </svg>
          <p className="quake-map__status" role="status">
            {state === 'loading' ? texts.loading : state === 'failed' ? texts.failed : ''}
          </p>
          {state === 'loading' ? null : (
            <button type="button" className="button quake-map__show" onClick={() => setAttempt((n) => n + 1)}>
              {texts.showMap}
            </button>
          )}
        </div>
      )}
      <p id={helpId} className="visually-hidden">
        {texts.keyboardHelp}
      </p>
    </div>
  );
}
