import { render, screen } from '@testing-library/react';
import { MagnitudeBadge } from './magnitude-badge';

describe('MagnitudeBadge', () => {
  it('shows the type and the magnitude to one decimal, in its colour class', () => {
    const { container } = render(<MagnitudeBadge value={4.2} type="ML" />);
    const badge = container.firstElementChild as HTMLElement;
    expect(badge).toHaveTextContent('ML4.2');
    expect(badge).toHaveClass('quake-badge', 'quake-mag--3');
    expect(screen.getByText('ML')).toHaveClass('quake-badge__type');
  });

  it('writes the number in the reader’s format', () => {
    const { container } = render(<MagnitudeBadge value={4.25} type="MW" locale="tr" />);
    expect(container).toHaveTextContent('MW4,3');
  });

  it('shows a dash and a neutral colour without a magnitude', () => {
    const { container } = render(<MagnitudeBadge value={null} type="ML" />);
    expect(container.firstElementChild).toHaveTextContent('ML—');
    expect(container.firstElementChild).toHaveClass('quake-mag--none');
  });

  it('shows the number alone without a type', () => {
    const { container } = render(<MagnitudeBadge value={2} />);
    expect(container.firstElementChild).toHaveTextContent(/^2\.0$/);
    expect(container.querySelector('.quake-badge__type')).toBeNull();
  });

  it('lets screen readers hear a label in words instead of the letters', () => {
    render(<MagnitudeBadge value={6.1} type="MW" label="Moment magnitude 6.1" className="extra" />);
    const spoken = screen.getByText('Moment magnitude 6.1');
    expect(spoken).toHaveClass('visually-hidden');
    expect(spoken.parentElement).toHaveClass('quake-badge', 'quake-mag--5', 'extra');
    expect(screen.getByText('MW').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
