import { render, screen } from '@testing-library/react';
import { Sparkline, sparklinePoints } from './sparkline';

describe('Sparkline', () => {
  it('spans the box from the oldest value on the left to the newest on the right, highest at the top', () => {
    expect(sparklinePoints([1, 3, 2])).toEqual([
      [0, 29],
      [50, 3],
      [100, 16],
    ]);
  });

  it('draws a flat series across the middle and a single value as a dot', () => {
    expect(sparklinePoints([5, 5, 5]).map(([, y]) => y)).toEqual([16, 16, 16]);
    expect(sparklinePoints([5])).toEqual([[0, 16]]);
    expect(sparklinePoints([])).toEqual([]);
  });

  it('is one labelled image, and nothing at all without values', () => {
    const { container, rerender } = render(<Sparkline values={[1, 2, 4]} label="Last 3 days: from 1 to 4" />);
    const image = screen.getByRole('img', { name: 'Last 3 days: from 1 to 4' });
    expect(image.querySelector('polyline')).toHaveAttribute('points', '0,29 50,20.33 100,3');
    expect(image.querySelector('.sparkline__dot')).toHaveAttribute('x1', '100');
    rerender(<Sparkline values={[]} label="Nothing" />);
    expect(container).toBeEmptyDOMElement();
  });
});
