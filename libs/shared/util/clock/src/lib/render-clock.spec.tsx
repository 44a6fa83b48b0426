import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { NOW_TICK_MS } from './relative-time';
import { RenderClockProvider, useNow } from './render-clock';

function Clock() {
  return <span data-testid="now">{useNow()}</span>;
}

const RENDERED_AT = Date.parse('2026-11-28T12:00:00Z');

describe('useNow', () => {
  afterEach(() => jest.useRealTimers());

  it('renders the server with the render clock', () => {
    expect(renderToString(<RenderClockProvider now={RENDERED_AT}><Clock /></RenderClockProvider>)).toContain(`>${RENDERED_AT}<`);
  });

  it('hydrates with the render clock, then takes the browser clock and renews it every minute', async () => {
    jest.useFakeTimers({ now: RENDERED_AT + 5 * 60_000 });
    const tree = <RenderClockProvider now={RENDERED_AT}><Clock /></RenderClockProvider>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe(String(RENDERED_AT + 5 * 60_000));

    act(() => jest.advanceTimersByTime(NOW_TICK_MS));
    expect(container.textContent).toBe(String(RENDERED_AT + 6 * 60_000));
    act(() => root?.unmount());
    container.remove();
  });

  it('uses the browser clock for what mounts later, as outside the shell', () => {
    jest.useFakeTimers({ now: RENDERED_AT });
    render(<RenderClockProvider now={RENDERED_AT - 3_600_000}><Clock /></RenderClockProvider>);
    expect(screen.getByTestId('now').textContent).toBe(String(RENDERED_AT));
  });
});
