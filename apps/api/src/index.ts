export { apiOptionsFromEnv, apiPlugin, API_PREFIX, API_VERSION_PREFIX, buildApp, createDb, DEFAULT_MEDIA_DIR, registerApiRoutes } from './app';
export type { ApiRoutesOptions, BuildAppOptions } from './app';
