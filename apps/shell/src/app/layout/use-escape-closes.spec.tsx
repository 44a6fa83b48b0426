import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useEscapeCloses } from './use-escape-closes';

function Menu() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEscapeCloses(ref);
  return (
    <>
      <details ref={ref}>
        <summary>Menu</summary>
        <a href="/spor">Spor</a>
      </details>
      <button type="button">Elsewhere</button>
    </>
  );
}

const menu = () => screen.getByText('Menu').closest('details') as HTMLDetailsElement;

describe('useEscapeCloses', () => {
  it('closes the open menu on Escape and returns focus to its summary', () => {
    render(<Menu />);
    menu().open = true;
    screen.getByRole('link', { name: 'Spor' }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(screen.getByText('Menu'));
  });

  it('leaves a closed menu and other keys alone', () => {
    render(<Menu />);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    menu().open = true;
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(menu().open).toBe(true);
  });
});
