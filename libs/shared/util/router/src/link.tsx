import { type MouseEvent, type Ref, startTransition, useContext } from 'react';
import { jsx } from 'react/jsx-runtime';
import { type LinkProps, Link as RouterLink, UNSAFE_NavigationContext as NavigationContext } from 'react-router';

/** A click the router takes: the main button, no modifier key, the link's own tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** A path of this site (`/culture/art`), not a scheme, a protocol-relative URL or a relative path. */
const isSitePath = (to: LinkProps['to']): to is string => typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');

/**
 * react-router's `<Link>` for the links this platform renders by the hundred (cards, lists, the
 * footer): a path of the site is already its href, so the link skips what react-router does for
 * every link while rendering (resolving the path against the route matches twice, reading the
 * location, preparing a navigate function: about 10 µs each, ~150 links on the home page; issue
 * 14, uncached render). A click does what react-router's does in a BrowserRouter: the router's
 * navigator pushes the path (replaces it when it is the current address), in a transition when
 * the router asks for them. Anything else (an object, a relative path, another basename, a
 * document reload) goes to react-router's own Link.
 */
export function Link(props: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const navigation = useContext(NavigationContext);
  const { to, replace, state, target, onClick, reloadDocument, relative, preventScrollReset, viewTransition, discover, prefetch, mask, defaultShouldRevalidate } = props;
  const plain = isSitePath(to) && !reloadDocument && navigation.basename === '/' && !relative && !prefetch && !discover && !mask && defaultShouldRevalidate === undefined;
  if (!plain) return <RouterLink {...props} />;
  const anchor = anchorProps(props);
  anchor['href'] = to;
  // A server render has no events: no handler to make for each of a page's ~150 links.
  if (typeof window !== 'undefined') {
    anchor['onClick'] = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || !isPlainClick(event, target)) return;
      event.preventDefault();
      const here = window.location.pathname + window.location.search + window.location.hash;
      const go = () => (replace ?? here === to ? navigation.navigator.replace : navigation.navigator.push)(to, state, { preventScrollReset, viewTransition });
      if (navigation.useTransitions) startTransition(go);
      else go();
    };
  }
  // The automatic runtime's jsx() takes a props object without a key as it is (createElement and
  // JSX's spread would copy it once more).
  return jsx('a', anchor);
}

/** A prop of the router's, not the anchor's. */
function isRouterProp(key: string): boolean {
  switch (key) {
    case 'to':
    case 'replace':
    case 'state':
    case 'onClick':
    case 'reloadDocument':
    case 'relative':
    case 'preventScrollReset':
    case 'viewTransition':
    case 'discover':
    case 'prefetch':
    case 'mask':
    case 'defaultShouldRevalidate':
      return true;
    default:
      return false;
  }
}

/**
 * The anchor's own props (class, children, aria-*, target, ref…), copied in a loop and handed to
 * jsx() as they are: V8 runs an object rest that leaves out many keys on a slow path, and JSX's
 * `{...spread}` copies once more (together ~6 µs a link against ~1; a home page renders ~150
 * links per request).
 */
function anchorProps(props: LinkProps & { ref?: Ref<HTMLAnchorElement> }): Record<string, unknown> {
  const anchor: Record<string, unknown> = {};
  for (const key in props) {
    if (!isRouterProp(key)) anchor[key] = (props as unknown as Record<string, unknown>)[key];
  }
  return anchor;
}
