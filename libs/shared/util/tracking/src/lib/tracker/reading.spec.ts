import { ArticleReading, bodyDepthPercent, countWords, EngagedClock, ReadMemory, readTimeMinutes, requiredEngagedMs } from './reading';

const MINUTE = 60_000;

describe('read time (SPEC §4/§9)', () => {
  it('is whole minutes rounded up, capped at 10', () => {
    expect([0, 1, 59_999, MINUTE, MINUTE + 1, 4.2 * MINUTE, 10 * MINUTE, 10 * MINUTE + 1, 90 * MINUTE].map(readTimeMinutes)).toEqual([0, 1, 1, 1, 2, 5, 10, 10, 10]);
  });

  it('asks 30 % of the words’ reading time at 250 a minute, between 10 s and 60 s, before the end counts', () => {
    expect(requiredEngagedMs(0)).toBe(10_000);
    expect(requiredEngagedMs(100)).toBe(10_000);
    expect(requiredEngagedMs(500)).toBe(36_000);
    expect(requiredEngagedMs(5000)).toBe(60_000);
  });

  it('counts words in any script', () => {
    expect(countWords('Kadıköy’de  sabah — 12 yeni durak, «Москва» don’t')).toBe(7);
    expect(countWords('')).toBe(0);
  });
});

describe('ReadMemory (SPEC §4)', () => {
  it('completes only the item of the last read, once, then forgets it', () => {
    const memory = new ReadMemory();
    expect(memory.complete('article', '10050', MINUTE)).toBeNull(); // nothing read yet
    memory.note({ type: 'item_read', itemType: 'article', itemId: '10050' });
    memory.note({ type: 'item_read_scroll', itemType: 'article', itemId: '10051' }); // not a read: no change
    expect(memory.complete('article', '10051', MINUTE)).toBeNull();
    expect(memory.complete('comment', '10050', MINUTE)).toBeNull();
    expect(memory.complete('article', '10050', 3 * MINUTE + 5_400, 420)).toEqual({
      type: 'item_read_complete',
      itemType: 'article',
      itemId: '10050',
      readTime: 4,
      metadata: { engagedSeconds: 185 },
      wordCount: 420,
    });
    expect(memory.current).toBeNull();
    expect(memory.complete('article', '10050', MINUTE)).toBeNull();
  });

  it('remembers only the latest read', () => {
    const memory = new ReadMemory();
    memory.note({ type: 'item_read', itemType: 'article', itemId: '10050' });
    memory.note({ type: 'item_read', itemType: 'article', itemId: '10051' });
    expect(memory.complete('article', '10050', MINUTE)).toBeNull();
    expect(memory.complete('article', '10051', 25 * MINUTE)?.readTime).toBe(10);
  });
});

describe('engaged time', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('runs only while engaged', () => {
    const clock = new EngagedClock();
    clock.set(true);
    jest.advanceTimersByTime(5_000);
    clock.set(false);
    jest.advanceTimersByTime(60_000);
    clock.set(true);
    jest.advanceTimersByTime(2_000);
    expect(clock.elapsed()).toBe(7_000);
  });
});

describe('bodyDepthPercent', () => {
  const body = (top: number, height: number) => ({ getBoundingClientRect: () => ({ top, height }) }) as unknown as Element;
  it('measures the viewport bottom against the body, not the page', () => {
    expect(bodyDepthPercent(body(900, 2000), 800)).toBe(0); // the body starts below the fold
    expect(bodyDepthPercent(body(300, 2000), 800)).toBeCloseTo(25.05, 1);
    expect(bodyDepthPercent(body(-1200, 2000), 800)).toBe(100);
    expect(bodyDepthPercent(body(100, 400), 800)).toBe(100); // a short body fits on the screen
  });
});

describe('ArticleReading', () => {
  let top: number;
  let visibility: DocumentVisibilityState;
  let focused: boolean;
  const HEIGHT = 4000;
  let body: HTMLElement;

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    top = 800; // the body starts at the fold of a 768 px viewport
    visibility = 'visible';
    focused = true;
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    jest.spyOn(document, 'hasFocus').mockImplementation(() => focused);
    document.body.innerHTML = `<article><h1>Title</h1><div data-read-body="10050">${'kelime '.repeat(500)}</div></article>`;
    body = document.querySelector('[data-read-body]') as HTMLElement;
    body.getBoundingClientRect = () => ({ top, height: HEIGHT }) as DOMRect;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  /** Scrolls so that the viewport bottom is at `percent` of the body, with the scroll events a browser fires. */
  const scrollTo = (percent: number) => {
    top = window.innerHeight - (percent / 100) * HEIGHT;
    window.dispatchEvent(new Event('scroll'));
  };

  function follow() {
    const depths: number[] = [];
    const completes: number[] = [];
    const reading = new ArticleReading({ body, onDepth: (depth) => depths.push(depth), onComplete: (ms) => completes.push(ms) }).start();
    return { reading, depths, completes };
  }

  it('reports 25, 50, 90 and 100 % of the body once each', () => {
    const { depths, reading } = follow();
    expect(depths).toEqual([]);
    scrollTo(30);
    expect(depths).toEqual([25]);
    jest.advanceTimersByTime(300);
    scrollTo(60);
    jest.advanceTimersByTime(300);
    scrollTo(40); // back up: nothing new
    jest.advanceTimersByTime(300);
    scrollTo(95);
    jest.advanceTimersByTime(300);
    scrollTo(100);
    jest.advanceTimersByTime(300);
    scrollTo(100);
    expect(depths).toEqual([25, 50, 90, 100]);
    expect(reading.wordCount).toBe(500);
    reading.stop();
  });

  it('measures at most every 200 ms while scrolling and once more 150 ms after it stops', () => {
    const { depths, reading } = follow();
    const measure = jest.spyOn(body, 'getBoundingClientRect');
    scrollTo(10); // leading edge: measured
    expect(measure).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(100);
    scrollTo(55); // inside the throttle window: not yet
    jest.advanceTimersByTime(100);
    expect(depths).toEqual([]);
    jest.advanceTimersByTime(50); // 150 ms after the last scroll
    expect(depths).toEqual([25, 50]);
    expect(measure).toHaveBeenCalledTimes(2);
    reading.stop();
  });

  it('completes when the end is seen after enough engaged time (500 words: 36 s), with that time', () => {
    const { completes, reading } = follow();
    jest.advanceTimersByTime(3 * MINUTE + 5_000);
    expect(completes).toEqual([]);
    scrollTo(100);
    jest.advanceTimersByTime(150);
    expect(completes).toEqual([3 * MINUTE + 5_000]);
    jest.advanceTimersByTime(MINUTE);
    scrollTo(100);
    jest.advanceTimersByTime(300);
    expect(completes).toHaveLength(1);
    reading.stop();
  });

  it('waits at the end until the engaged time is enough, counting only visible and focused time', () => {
    const { completes, reading } = follow();
    jest.advanceTimersByTime(10_000);
    scrollTo(100); // flung to the end after 10 s: not read yet
    jest.advanceTimersByTime(150);
    expect(completes).toEqual([]);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(5 * MINUTE); // another tab: does not count
    expect(completes).toEqual([]);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    focused = false;
    window.dispatchEvent(new Event('blur'));
    jest.advanceTimersByTime(MINUTE); // another window: does not count
    expect(completes).toEqual([]);
    focused = true;
    window.dispatchEvent(new Event('focus'));
    jest.advanceTimersByTime(25_849); // 10 s + 150 ms engaged before the end was measured
    expect(completes).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(completes).toEqual([36_000]);
    expect(reading.engagedMs).toBe(36_000);
    reading.stop();
  });

  it('keeps counting while the reader plays a video embedded in the story', () => {
    const { reading } = follow();
    const frame = document.createElement('iframe');
    body.appendChild(frame);
    focused = false;
    jest.spyOn(document, 'activeElement', 'get').mockReturnValue(frame);
    window.dispatchEvent(new Event('blur'));
    jest.advanceTimersByTime(20_000);
    expect(reading.engagedMs).toBe(20_000);
    reading.stop();
  });

  it('ends by itself when its body leaves the page (client navigation elsewhere)', () => {
    const { completes, reading } = follow();
    scrollTo(100);
    jest.advanceTimersByTime(300);
    body.remove();
    jest.advanceTimersByTime(5 * MINUTE);
    window.dispatchEvent(new Event('focus'));
    expect(completes).toEqual([]);
    expect(reading.engagedMs).toBeLessThan(MINUTE);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops everything when stopped', () => {
    const { depths, completes, reading } = follow();
    reading.stop();
    scrollTo(100);
    jest.advanceTimersByTime(5 * MINUTE);
    expect(depths).toEqual([]);
    expect(completes).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
