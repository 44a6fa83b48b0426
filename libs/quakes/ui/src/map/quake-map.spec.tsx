import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { quake } from '../testing/quakes';
import { TEST_MAP_TEXTS } from '../testing/map-texts';
import { QuakeMap } from './quake-map';
import type { QuakeMapController, QuakeMapProps } from './types';

// jsdom cannot run Leaflet: the lazy module is replaced, and its factory records when it is loaded.
const mockModuleLoaded = jest.fn();
const mockCreateQuakeMap = jest.fn();
jest.mock('./quake-map-view', () => {
  mockModuleLoaded();
  return { createQuakeMap: (...args: unknown[]) => mockCreateQuakeMap(...args) };
});

/** A controllable IntersectionObserver: `intersect()` brings every observed box into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {
    // Nothing is observed one by one here.
  }
  takeRecords() {
    return [];
  }
  static intersect() {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.disconnected) continue;
      const entries = observer.observed.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const events = [quake('a', 38.2, 37.2, 4.1), quake('b', 38.4, 27.1, 2.2)];

function props(overrides: Partial<QuakeMapProps> = {}): QuakeMapProps {
  return { events, selectedId: null, onSelect: jest.fn(), label: 'Map of the earthquakes', texts: TEST_MAP_TEXTS, ...overrides };
}

function fakeController(): QuakeMapController & { update: jest.Mock; destroy: jest.Mock } {
  return { update: jest.fn(), destroy: jest.fn() };
}

beforeEach(() => {
  jest.resetModules();
  mockModuleLoaded.mockClear();
  mockCreateQuakeMap.mockReset();
  FakeIntersectionObserver.instances = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
});

afterAll(() => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('QuakeMap', () => {
  it('renders on the server as a box with the country and a button, and no map', () => {
    const html = renderToString(<QuakeMap {...props()} />);
    expect(html).toContain('class="quake-map quake-map--idle"');
    expect(html).toContain('role="region" aria-label="Map of the earthquakes"');
    // The shell's boot loader starts the app when the box comes near the viewport.
    expect(html).toContain('data-hydrate="visible"');
    expect(html).toContain('<svg class="quake-map__silhouette"');
    expect(html).toContain('>Show map</button>');
    expect(mockModuleLoaded).not.toHaveBeenCalled();
  });

  it('loads the map only when the box scrolls into view', async () => {
    const controller = fakeController();
    mockCreateQuakeMap.mockResolvedValue(controller);
    render(<QuakeMap {...props()} />);
    expect(screen.getByRole('button', { name: 'Show map' })).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(mockModuleLoaded).not.toHaveBeenCalled();
    expect(mockCreateQuakeMap).not.toHaveBeenCalled();

    await act(async () => FakeIntersectionObserver.intersect());
    expect(mockModuleLoaded).toHaveBeenCalledTimes(1);
    expect(mockCreateQuakeMap).toHaveBeenCalledTimes(1);
    const [canvas, options] = mockCreateQuakeMap.mock.calls[0] as [HTMLElement, Record<string, unknown>];
    expect(canvas).toHaveClass('quake-map__canvas');
    expect(options).toMatchObject({ events, selectedId: null, tiles: null, texts: TEST_MAP_TEXTS });
    // Ready: the placeholder is gone, the map is named and described for assistive technology.
    expect(screen.queryByRole('button', { name: 'Show map' })).not.toBeInTheDocument();
    expect(screen.getByRole('application', { name: 'Map of the earthquakes' })).toHaveAccessibleDescription(TEST_MAP_TEXTS.keyboardHelp);
  });

  it('loads the map when the button is pressed, before it is in view', async () => {
    mockCreateQuakeMap.mockResolvedValue(fakeController());
    render(<QuakeMap {...props()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    expect(mockModuleLoaded).toHaveBeenCalledTimes(1);
    expect(mockCreateQuakeMap).toHaveBeenCalledTimes(1);
  });

  it('loads at once when asked to, and passes the configured tiles', async () => {
    mockCreateQuakeMap.mockResolvedValue(fakeController());
    const tiles = { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example' };
    await act(async () => {
      render(<QuakeMap {...props({ eagerly: true, tiles })} />);
    });
    expect(mockCreateQuakeMap).toHaveBeenCalledTimes(1);
    expect(mockCreateQuakeMap.mock.calls[0]?.[1]).toMatchObject({ tiles });
  });

  it('announces loading, and offers the button again when loading failed', async () => {
    let fail: (error: Error) => void = () => undefined;
    mockCreateQuakeMap.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    render(<QuakeMap {...props()} />);
    await act(async () => FakeIntersectionObserver.intersect());
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    expect(screen.queryByRole('button', { name: 'Show map' })).not.toBeInTheDocument();

    await act(async () => fail(new Error('chunk failed')));
    expect(screen.getByRole('status')).toHaveTextContent('The map could not be loaded.');
    mockCreateQuakeMap.mockResolvedValue(fakeController());
    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    expect(mockCreateQuakeMap).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('application')).toBeInTheDocument();
  });

  it('passes new events and selections to the live map, and selections from it to the page', async () => {
    const controller = fakeController();
    mockCreateQuakeMap.mockResolvedValue(controller);
    const onSelect = jest.fn();
    const { rerender } = render(<QuakeMap {...props({ onSelect, eagerly: true })} />);
    await act(() => Promise.resolve());
    const more = [...events, quake('c', 39, 30, 3.3)];
    rerender(<QuakeMap {...props({ onSelect, eagerly: true, events: more, selectedId: 'c' })} />);
    expect(controller.update).toHaveBeenLastCalledWith(expect.objectContaining({ events: more, selectedId: 'c' }));

    // The map reports a click through the callback it was given; the page's latest onSelect gets it.
    const given = (mockCreateQuakeMap.mock.calls[0]?.[1] as { onSelect(id: string): void }).onSelect;
    const later = jest.fn();
    rerender(<QuakeMap {...props({ onSelect: later, eagerly: true, events: more, selectedId: 'c' })} />);
    given('a');
    expect(later).toHaveBeenCalledWith('a');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('destroys the live map when it unmounts, even one still loading', async () => {
    const controller = fakeController();
    let resolve: (value: QuakeMapController) => void = () => undefined;
    mockCreateQuakeMap.mockImplementationOnce(() => new Promise((done) => (resolve = done)));
    const { unmount } = render(<QuakeMap {...props({ eagerly: true })} />);
    await act(() => Promise.resolve());
    unmount();
    await act(async () => resolve(controller));
    expect(controller.destroy).toHaveBeenCalledTimes(1);
  });
});
