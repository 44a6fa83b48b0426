/**
 * The platform's one doorway to react-router. It is shared as a singleton through Module
 * Federation (tools/mf/shared.mts) instead of react-router itself: a shared package is bundled
 * whole (about 60 kB gzip for react-router 7), while this lib carries only what the shell and
 * remotes use, tree-shaken (about 12 kB). Routing context still comes from one instance, so a
 * remote's <Link> talks to the shell's router. Import routing APIs from here, never from
 * 'react-router' (lint enforces it); add an export here when a feature needs another one.
 */
export { BrowserRouter, NavLink, StaticRouter, useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
export { Link } from './link';
export type { LinkProps, NavLinkProps, To } from 'react-router';
