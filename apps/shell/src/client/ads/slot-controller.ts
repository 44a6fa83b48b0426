import { type AdContext, frameCreative, reportAdEvent, requestAd } from './ad-request';

/** Sizes from a slot's `data-sizes` ("970x90,728x90"). */
export function parseSizes(value: string | undefined): Array<[number, number]> {
  return (value ?? '')
    .split(',')
    .map((size) => /^([0-9]{2,4})x([0-9]{2,4})$/.exec(size.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [Number(match[1]), Number(match[2])]);
}

/**
 * The sizes that fit the slot as laid out now: no wider than its box and, on a phone, no taller
 * than 30 % of the screen (an ad never takes more of a phone's screen than that).
 */
export function fittingSizes(sizes: ReadonlyArray<[number, number]>, boxWidth: number, viewport: { width: number; height: number }): Array<[number, number]> {
  const phone = viewport.width < 768;
  return sizes.filter(([width, height]) => width <= boxWidth && (!phone || height <= viewport.height * 0.3));
}

const inViewport = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
};

/**
 * One slot on the page: filled when it comes near the viewport, refreshed on its timer (SPEC §9)
 * only while at least half of it is seen in a visible tab, and collapsed when no ad fills it —
 * unless the reader can see it then, since collapsing would move what they are reading.
 */
export class SlotController {
  private refresh: ReturnType<typeof setInterval> | undefined;
  private seen = false;
  private visibleEnough = false;
  private readonly observer: IntersectionObserver;
  private stopped = false;

  constructor(
    readonly element: HTMLElement,
    private readonly context: AdContext,
    private readonly onFilled: (slot: string) => void,
  ) {
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          this.visibleEnough = entry.intersectionRatio >= 0.5;
          if (entry.isIntersecting && !this.seen) {
            this.seen = true;
            void this.fill();
            this.startRefresh();
          }
        }
      },
      { rootMargin: '200px 0px', threshold: [0, 0.5] },
    );
    this.observer.observe(element);
  }

  get name(): string {
    return this.element.dataset['adSlot'] ?? '';
  }

  async fill(): Promise<void> {
    const frame = this.element.querySelector<HTMLElement>('.ad-slot__frame');
    const sizes = fittingSizes(parseSizes(this.element.dataset['sizes']), this.element.clientWidth || window.innerWidth, { width: window.innerWidth, height: window.innerHeight });
    if (!frame || this.element.offsetParent === null) return; // hidden at this width (the other device's slot)
    const ad = sizes.length ? await requestAd(this.context, this.name, sizes, window.innerWidth < 1024 ? 'mobile' : 'desktop') : null;
    if (this.stopped) return;
    if (!ad) {
      this.element.dataset['adState'] = this.element.dataset['collapse'] === '1' && !inViewport(this.element) ? 'collapsed' : 'empty';
      return;
    }
    frameCreative(frame, ad, this.element.getAttribute('aria-label') ?? '');
    this.element.dataset['adState'] = 'filled';
    reportAdEvent(this.context, { type: 'impression', slot: this.name, creativeId: ad.id });
    this.onFilled(this.name);
  }

  private startRefresh(): void {
    const every = Number(this.element.dataset['refresh']);
    if (!(every > 0)) return;
    this.refresh = setInterval(() => {
      if (this.visibleEnough && document.visibilityState === 'visible' && this.element.dataset['adState'] !== 'collapsed') void this.fill();
    }, every);
  }

  /** Advertising withdrawn or the slot left the page: nothing more is asked, the frame goes. */
  stop(collapse: boolean): void {
    this.stopped = true;
    this.observer.disconnect();
    clearInterval(this.refresh);
    if (collapse) {
      this.element.querySelector('.ad-slot__frame')?.replaceChildren();
      this.element.dataset['adState'] = 'collapsed';
    }
  }
}
