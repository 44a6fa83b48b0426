import { lazyModule } from './lazy-module';

/**
 * The HTML sanitizer (DOMPurify), fetched when a preview renders member HTML or the editor is
 * first focused: the write and admin pages render without it (issue 14).
 */
export const sanitizer = lazyModule(() => import('@meydan/shared/util/sanitizer'));
