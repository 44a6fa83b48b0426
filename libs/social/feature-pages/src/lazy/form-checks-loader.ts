import { lazyModule } from './lazy-module';

/**
 * The forms' contract checks (./form-checks.ts), fetched on a form's first focus (`preload`) and
 * awaited on submit (`load`): a member who only looks at a page never downloads TypeBox.
 */
export const formChecks = lazyModule(() => import('./form-checks'));

export type FormChecks = typeof import('./form-checks');
