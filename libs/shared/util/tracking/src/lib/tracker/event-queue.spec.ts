import type { TrackingEvent } from '@meydan/shared/contracts';
import { EventQueue, type EventQueueOptions, type SendOutcome } from './event-queue';

const event = (itemId: string): TrackingEvent => ({ event: { type: 'item_read_scroll', itemId, itemType: 'article' } });
const ids = (events: readonly TrackingEvent[]) => events.map((item) => item.event.itemId);

/** A collector whose answers the test decides, one pending request at a time. */
function collector() {
  const posted: string[] = [];
  const answers: Array<(outcome: SendOutcome) => void> = [];
  const beacons: string[][] = [];
  const options: EventQueueOptions = {
    post: (item) => {
      posted.push(item.event.itemId);
      return new Promise((resolve) => answers.push(resolve));
    },
    beacon: jest.fn((events: readonly TrackingEvent[]) => {
      beacons.push(ids(events));
      return true;
    }),
    open: jest.fn(() => Promise.resolve<boolean | null>(true)),
    knownOpen: jest.fn(() => true),
    retryMs: 10_000,
  };
  /** Answers the oldest open request and lets the worker go on. */
  const answer = async (outcome: SendOutcome) => {
    answers.shift()?.(outcome);
    await jest.advanceTimersByTimeAsync(0);
  };
  return { posted, beacons, options, answer };
}

describe('EventQueue (SPEC §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends one event at a time, in the order they came', async () => {
    const { posted, options, answer } = collector();
    const queue = new EventQueue(options);
    queue.enqueue(event('1'));
    queue.enqueue(event('2'));
    queue.enqueue(event('3'));
    await jest.advanceTimersByTimeAsync(0);
    expect(posted).toEqual(['1']); // the second waits for the first's answer
    await answer('sent');
    expect(posted).toEqual(['1', '2']);
    await answer('sent');
    await answer('sent');
    expect(posted).toEqual(['1', '2', '3']);
    expect(queue.waiting).toEqual([]);
  });

  it('retries the same event after 10 s, holding the ones behind it', async () => {
    const { posted, options, answer } = collector();
    const queue = new EventQueue(options);
    const first = event('1');
    queue.enqueue(first);
    queue.enqueue(event('2'));
    await jest.advanceTimersByTimeAsync(0);
    await answer('failed');
    await jest.advanceTimersByTimeAsync(9_999);
    expect(posted).toEqual(['1']);
    await jest.advanceTimersByTimeAsync(1);
    expect(posted).toEqual(['1', '1']);
    expect(queue.waiting[0]).toBe(first); // the very same event, not a copy
    await answer('sent');
    expect(posted).toEqual(['1', '1', '2']);
  });

  it('drops an event the collector refuses for good and goes on', async () => {
    const { posted, options, answer } = collector();
    const queue = new EventQueue(options);
    queue.enqueue(event('1'));
    queue.enqueue(event('2'));
    await jest.advanceTimersByTimeAsync(0);
    await answer('refused');
    expect(posted).toEqual(['1', '2']);
  });

  it('stops the worker when empty, with no timer left, and starts it again for the next event', async () => {
    const { posted, options, answer } = collector();
    const queue = new EventQueue(options);
    queue.enqueue(event('1'));
    await jest.advanceTimersByTimeAsync(0);
    await answer('sent');
    expect(queue.working).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
    queue.enqueue(event('2'));
    expect(queue.working).toBe(true);
    await jest.advanceTimersByTimeAsync(0);
    await answer('sent');
    expect(posted).toEqual(['1', '2']);
    expect(queue.working).toBe(false);
  });

  it('beacons what waits when the tab hides, except the event already on its way', async () => {
    const { posted, beacons, options, answer } = collector();
    const queue = new EventQueue(options);
    for (const id of ['1', '2', '3']) queue.enqueue(event(id));
    await jest.advanceTimersByTimeAsync(0);
    queue.flush();
    expect(beacons).toEqual([['2', '3']]);
    expect(ids(queue.waiting)).toEqual(['1']);
    await answer('sent');
    expect(posted).toEqual(['1']); // the beaconed ones are not sent twice
    expect(queue.working).toBe(false);
  });

  it('beacons an event waiting for its retry and stops waiting', async () => {
    const { posted, beacons, options, answer } = collector();
    const queue = new EventQueue(options);
    queue.enqueue(event('1'));
    await jest.advanceTimersByTimeAsync(0);
    await answer('failed');
    queue.flush();
    expect(beacons).toEqual([['1']]);
    await jest.advanceTimersByTimeAsync(0);
    expect(queue.working).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(posted).toEqual(['1']);
  });

  it('beacons in batches of 20 and keeps what the browser refused', async () => {
    const { beacons, options } = collector();
    options.open = () => new Promise(() => undefined); // the status is still being asked: nothing in flight
    (options.beacon as jest.Mock).mockImplementation((events: readonly TrackingEvent[]) => {
      beacons.push(ids(events));
      return beacons.length === 1;
    });
    const queue = new EventQueue(options);
    for (let index = 1; index <= 45; index++) queue.enqueue(event(String(index)));
    queue.flush();
    expect(beacons.map((batch) => batch.length)).toEqual([20, 20]);
    expect(queue.waiting).toHaveLength(25);
    expect(queue.waiting[0]?.event.itemId).toBe('21');
  });

  it('beacons nothing while the collector is not known to be open', async () => {
    const { beacons, options } = collector();
    options.knownOpen = () => false;
    options.open = () => new Promise(() => undefined);
    const queue = new EventQueue(options);
    queue.enqueue(event('1'));
    queue.flush();
    expect(beacons).toEqual([]);
    expect(queue.waiting).toHaveLength(1);
  });

  it('sends nothing and keeps nothing while the collector is closed', async () => {
    const { posted, options } = collector();
    options.open = () => Promise.resolve(false);
    const queue = new EventQueue(options);
    queue.enqueue(event('1'));
    queue.enqueue(event('2'));
    await jest.advanceTimersByTimeAsync(0);
    expect(posted).toEqual([]);
    expect(queue.waiting).toEqual([]);
    expect(queue.working).toBe(false);
  });

  it('asks the status again after 10 s when it could not be read', async () => {
    const { posted, options, answer } = collector();
    const open = jest.fn<Promise<boolean | null>, []>().mockResolvedValueOnce(null).mockResolvedValue(true);
    options.open = open;
    const queue = new EventQueue(options);
    queue.enqueue(event('1'));
    await jest.advanceTimersByTimeAsync(9_999);
    expect(posted).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(posted).toEqual(['1']);
    await answer('sent');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('drops everything and takes nothing more once closed (consent withdrawn)', async () => {
    const { posted, options, answer } = collector();
    const queue = new EventQueue(options);
    queue.enqueue(event('1'));
    queue.enqueue(event('2'));
    await jest.advanceTimersByTimeAsync(0);
    queue.close();
    await answer('failed');
    queue.enqueue(event('3'));
    await jest.advanceTimersByTimeAsync(20_000);
    expect(posted).toEqual(['1']);
    expect(queue.waiting).toEqual([]);
    expect(queue.working).toBe(false);
  });
});
