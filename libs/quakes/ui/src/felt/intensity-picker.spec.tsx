import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { IntensityPicker, INTENSITY_NUMERALS } from './intensity-picker';
import { IntensityPicture } from './intensity-picture';

const LABELS = INTENSITY_NUMERALS.map((numeral, k) => `${numeral} — level ${k + 1} in words`);

function Picker({ initial = null, onChange = jest.fn() }: { initial?: number | null; onChange?: jest.Mock }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <button type="button">before</button>
      <IntensityPicker
        value={value}
        onChange={(level) => {
          setValue(level);
          onChange(level);
        }}
        label="How strongly did you feel it?"
        optionLabels={LABELS}
      />
      <button type="button">after</button>
    </>
  );
}

const option = (k: number) => screen.getByRole('radio', { name: LABELS[k - 1] });

describe('IntensityPicker', () => {
  it('is a named radio group of twelve named pictures, none chosen yet', () => {
    render(<Picker />);
    const group = screen.getByRole('radiogroup', { name: 'How strongly did you feel it?' });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0] as HTMLElement);
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(LABELS);
    expect(radios.every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('is one tab stop: the first picture, or the chosen one', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(option(1)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    unmount();

    render(<Picker initial={6} />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(option(6)).toHaveFocus();
    expect(screen.getAllByRole('radio').filter((radio) => radio.tabIndex === 0)).toEqual([option(6)]);
  });

  it('moves with the arrow keys, Home and End without choosing, wrapping at the ends', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Picker onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(option(3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(option(2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(option(12)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(option(1)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(option(12)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(option(1)).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    // The roving tab stop follows the focus.
    expect(option(1).tabIndex).toBe(0);
    expect(option(12).tabIndex).toBe(-1);
  });

  it('chooses with Enter, Space or a click', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Picker onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(option(4)).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight} ');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(option(4)).toHaveAttribute('aria-checked', 'false');
    await user.click(option(9));
    expect(onChange).toHaveBeenLastCalledWith(9);
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true')).toEqual([option(9)]);
  });

  it('puts the tab stop back on the chosen picture when focus leaves the group', async () => {
    const user = userEvent.setup();
    render(<Picker initial={2} />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    await user.keyboard('{End}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(option(2)).toHaveFocus();
  });

  it('takes no choice when disabled', async () => {
    const onChange = jest.fn();
    render(<IntensityPicker value={3} onChange={onChange} label="Felt" optionLabels={LABELS} disabled />);
    await userEvent.click(option(5));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('IntensityPicture', () => {
  it('draws a different picture for each of the twelve levels, hidden from assistive technology', () => {
    const drawings = Array.from({ length: 12 }, (_, k) => renderToString(<IntensityPicture level={k + 1} />));
    expect(new Set(drawings.map((svg) => svg.replace(/<rect[^>]*>/, ''))).size).toBe(12);
    for (const svg of drawings) {
      expect(svg).toContain('aria-hidden="true"');
      expect(svg).toContain('viewBox="0 0 48 48"');
    }
    expect(renderToString(<IntensityPicture level={13} />)).toBe('');
  });
});
