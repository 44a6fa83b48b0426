export { formatAge, JUST_NOW_MS, NOW_TICK_MS, RELATIVE_LIMIT_MS, type RelativeAge, relativeAge } from './lib/relative-time';
export { RenderClockProvider, useNow } from './lib/render-clock';
