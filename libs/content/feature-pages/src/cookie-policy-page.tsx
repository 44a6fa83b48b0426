import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { CorporateView } from './corporate-page';
import { CookiePreferences } from './cookie-preferences';

/**
 * The cookie policy with its preferences form. Reached through its own entry point
 * (`@meydan/content/feature-pages/cookie-policy`), not the library's barrel: the form and the
 * consent client then load with this page only, never with the article page and the others.
 */
export function CookiePolicyPage(props: RoutePageProps) {
  return <CorporateView {...props} after={<CookiePreferences edition={props.edition} />} />;
}
