import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, Link, StaticRouter, useLocation } from './index';

function Where() {
  return <output aria-label="where">{useLocation().pathname + useLocation().search}</output>;
}

describe('Link', () => {
  it('renders a site path as its href, and relative paths through the router', () => {
    const html = renderToString(
      <StaticRouter location="/culture/art">
        <Link to="/sport?page=2" className="card">
          Spor
        </Link>
        <Link to="music">Müzik</Link>
        <Link to="/haber/x-1" replace state={{ from: 'card' }} preventScrollReset aria-label="Haber" target="_self" data-kind="card">
          Haber
        </Link>
      </StaticRouter>,
    );
    // The anchor's own props pass through; the router's never reach the DOM.
    expect(html).toContain('<a aria-label="Haber" target="_self" data-kind="card" href="/haber/x-1">Haber</a>');
    expect(html).toContain('<a class="card" href="/sport?page=2">Spor</a>');
    // Resolved by react-router against the matched route (the root here), which marks its links.
    expect(html).toContain('<a href="/music" data-discover="true">Müzik</a>');
  });

  it('navigates in place on a plain click, leaves modified clicks to the browser, and replaces the current address', () => {
    window.history.replaceState(null, '', '/');
    const onClick = jest.fn();
    render(
      <BrowserRouter>
        <Link to="/sport" onClick={onClick}>
          Spor
        </Link>
        <Link to="/" state={{ from: 'logo' }}>
          Ana sayfa
        </Link>
        <Where />
      </BrowserRouter>,
    );
    const length = window.history.length;
    const sport = screen.getByRole('link', { name: 'Spor' });
    const modified = fireEvent.click(sport, { button: 0, ctrlKey: true });
    expect(modified).toBe(true); // not prevented: the browser opens a tab
    expect(screen.getByLabelText('where').textContent).toBe('/');

    act(() => {
      fireEvent.click(sport, { button: 0 });
    });
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('where').textContent).toBe('/sport');
    expect(window.history.length).toBe(length + 1);

    act(() => {
      fireEvent.click(sport, { button: 0 });
    });
    expect(window.history.length).toBe(length + 1);
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Ana sayfa' }), { button: 0 });
    });
    expect(screen.getByLabelText('where').textContent).toBe('/');
    expect(window.history.state?.usr).toEqual({ from: 'logo' });
  });

  it('lets a handler that prevents the default keep the click', () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Link to="/sport" onClick={(event) => event.preventDefault()}>
          Spor
        </Link>
        <Where />
      </BrowserRouter>,
    );
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Spor' }), { button: 0 });
    });
    expect(screen.getByLabelText('where').textContent).toBe('/');
  });
});
