/**
 * The reading progress bar of article pages (issue 20), run by the boot loader so it works on
 * the server HTML before (and without) the app. It follows the article body marked
 * `data-read-body`, not the page: empty while the body's top is at or below the top of the
 * window, full once its end is on screen. A thin fixed bar scaled on the compositor (no layout,
 * no shift), updated at most once a frame from a passive scroll listener; styles are
 * `.reading-progress` in shell.css (its easing is left out for prefers-reduced-motion).
 *
 * Decorative, so `aria-hidden`: the scroll position already tells assistive technology where
 * the reader is, and a progressbar announcing every scrolled pixel would talk over the story.
 *
 * The bar lives outside the React root (the app never renders or replaces it) and looks for the
 * body on every update, so it keeps working across the app's client navigations: it shows on
 * any article it finds and hides where there is none.
 */
const BODY = '[data-read-body]';

/**
 * The share of the body read, 0–1, from its box relative to the window: 0 with its top at (or
 * below) the window's top, 1 with its end at (or above) the window's bottom. A body shorter than
 * the window counts as read once its end is on screen.
 */
export function readingProgress(top: number, height: number, viewportHeight: number): number {
  const travel = height - viewportHeight;
  if (travel <= 0) return top + height <= viewportHeight ? 1 : 0;
  return Math.min(1, Math.max(0, -top / travel));
}

export function startReadingProgress(doc: Document = document): void {
  const view = doc.defaultView;
  if (!view) return;
  let bar: HTMLElement | null = null;
  let scheduled = false;

  const addBar = () => {
    const added = doc.createElement('div');
    added.className = 'reading-progress';
    added.setAttribute('aria-hidden', 'true');
    added.style.transform = 'scaleX(0)';
    doc.body.appendChild(added);
    return added;
  };
  const update = () => {
    scheduled = false;
    const body = doc.querySelector(BODY);
    if (!body) {
      if (bar) bar.hidden = true;
      return;
    }
    bar ??= addBar();
    const { top, height } = body.getBoundingClientRect();
    bar.hidden = false;
    bar.style.transform = `scaleX(${readingProgress(top, height, view.innerHeight).toFixed(4)})`;
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    view.requestAnimationFrame(update);
  };

  view.addEventListener('scroll', schedule, { passive: true });
  view.addEventListener('resize', schedule, { passive: true });
  if (!doc.querySelector(BODY)) return;
  // The bar is there (empty) from the start, but measured only once the page has loaded: a
  // measure in the first frame would force the page's first layout inside this script's frame
  // callback (one 80 ms task on a fast machine). A page opened scrolled sends a scroll event.
  bar = addBar();
  if (doc.readyState === 'complete') schedule();
  else view.addEventListener('load', schedule, { once: true });
}
