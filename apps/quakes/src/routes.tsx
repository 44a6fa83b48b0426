import { createPlannedRemote } from '@meydan/shared/ui';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import tr from './i18n/tr.json';

/** Every route of the shared table owned by `quakes` (its features are not built yet). */
export const { routesModule, plannedRoute } = createPlannedRemote('quakes', { tr, en, ru });

export default routesModule;
