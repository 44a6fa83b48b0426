import { readingProgress, startReadingProgress } from './reading-progress';

describe('readingProgress', () => {
  const VIEWPORT = 800;

  it('is 0 until the body reaches the top of the window and 1 once its end is on screen', () => {
    // A 2,800 px body: 2,000 px of travel between its start at the top and its end at the bottom.
    expect(readingProgress(500, 2800, VIEWPORT)).toBe(0);
    expect(readingProgress(0, 2800, VIEWPORT)).toBe(0);
    expect(readingProgress(-500, 2800, VIEWPORT)).toBe(0.25);
    expect(readingProgress(-1000, 2800, VIEWPORT)).toBe(0.5);
    expect(readingProgress(-2000, 2800, VIEWPORT)).toBe(1);
    expect(readingProgress(-2600, 2800, VIEWPORT)).toBe(1);
  });

  it('counts a body shorter than the window as read once its end is on screen', () => {
    expect(readingProgress(900, 400, VIEWPORT)).toBe(0);
    expect(readingProgress(500, 400, VIEWPORT)).toBe(0);
    expect(readingProgress(300, 400, VIEWPORT)).toBe(1);
  });
});

describe('the reading progress bar', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const runFrames = () => frames.splice(0).forEach((frame) => frame(0));
  const bar = () => document.querySelector<HTMLElement>('.reading-progress');
  function placeBody(top: number, height = 2800) {
    const body = document.querySelector('[data-read-body]') as HTMLElement;
    body.getBoundingClientRect = () => ({ top, height, bottom: top + height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) });
  }

  it('follows the article body, once a frame, from a passive scroll listener', () => {
    document.body.innerHTML = '<main><div data-read-body="10050">Story</div></main>';
    placeBody(300);
    const listen = jest.spyOn(window, 'addEventListener');
    startReadingProgress();
    expect(listen).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    runFrames();
    expect(bar()?.getAttribute('aria-hidden')).toBe('true');
    expect(bar()?.style.transform).toBe('scaleX(0.0000)');

    placeBody(-1000);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
    runFrames();
    expect(bar()?.style.transform).toBe('scaleX(0.5000)');
    expect(document.querySelectorAll('.reading-progress')).toHaveLength(1);
  });

  it("draws an empty bar at once but measures the body only after the page's load (no forced first layout)", () => {
    document.body.innerHTML = '<main><div data-read-body="10050">Story</div></main>';
    placeBody(-1000);
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    startReadingProgress();
    expect(bar()?.style.transform).toBe('scaleX(0)');
    expect(frames).toHaveLength(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    runFrames();
    expect(bar()?.style.transform).toBe('scaleX(0.5000)');
    expect(document.querySelectorAll('.reading-progress')).toHaveLength(1);
  });

  it('adds nothing to a page without an article, and hides on one the app navigated away from', () => {
    document.body.innerHTML = '<main><p>Home</p></main>';
    startReadingProgress();
    window.dispatchEvent(new Event('scroll'));
    runFrames();
    expect(bar()).toBeNull();

    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<div data-read-body="1">Story</div>');
    placeBody(-2000);
    window.dispatchEvent(new Event('scroll'));
    runFrames();
    expect(bar()?.hidden).toBe(false);
    expect(bar()?.style.transform).toBe('scaleX(1.0000)');

    document.querySelector('[data-read-body]')?.remove();
    window.dispatchEvent(new Event('scroll'));
    runFrames();
    expect(bar()?.hidden).toBe(true);
  });
});
