export { astroRoutes } from './astro.routes';
export { ASTRO_RATE_LIMITS } from './astro-plugin';
export type { AstroLimitKind, AstroPluginOptions } from './astro-plugin';
