import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import type { Edition } from '@meydan/shared/util/routing';
import { DatePicker, type DatePickerProps } from './date-picker';

const LABELS = { placeholder: 'Tarih seç', open: 'Takvimi aç', clear: 'Temizle', previousMonth: 'Önceki ay', nextMonth: 'Sonraki ay', month: 'Ay', year: 'Yıl', close: 'Kapat' };

function Harness(props: Partial<DatePickerProps> & { initial?: string; edition?: Edition; onPick?: (day: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <DatePicker
      label="Doğum tarihi"
      value={value}
      onChange={(day) => {
        setValue(day);
        props.onPick?.(day);
      }}
      edition={props.edition ?? 'tr'}
      labels={LABELS}
      min={props.min}
      max={props.max ?? '2026-06-15'}
      isDayDisabled={props.isDayDisabled}
    />
  );
}

const opener = () => screen.getByRole('button', { name: /^Doğum tarihi/ });

describe('DatePicker', () => {
  it('shows the chosen day in the edition’s format, and renders closed on the server', () => {
    expect(renderToString(<Harness initial="1990-04-23" />)).toContain('23.04.1990');
    render(<Harness initial="1990-04-23" edition="en" />);
    expect(opener()).toHaveAccessibleName('Doğum tarihi April 23 1990');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on the chosen month with localized names and years from the max back to 1925', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1990-04-23" />);
    await user.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'Doğum tarihi' });
    expect(within(dialog).getByRole('combobox', { name: 'Ay' })).toHaveDisplayValue('Nisan');
    const years = within(within(dialog).getByRole('combobox', { name: 'Yıl' })).getAllByRole('option');
    expect(years[0]).toHaveTextContent('2026');
    expect(years[years.length - 1]).toHaveTextContent('1925');
    // Monday first in Turkish.
    expect(within(dialog).getAllByRole('columnheader').map((th) => th.getAttribute('abbr'))).toEqual(['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar']);
    expect(within(dialog).getByRole('button', { name: '23 Nisan 1990 Pazartesi' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: '23 Nisan 1990 Pazartesi' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is driven by the keyboard: arrows, Page Down, Enter choose; Escape closes back on the button', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    render(<Harness initial="1990-04-23" onPick={onPick} />);
    opener().focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('button', { name: '1 Mayıs 1990 Salı' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('button', { name: '1 Haziran 1990 Cuma' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '3 Haziran 1990 Pazar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('1990-06-03');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
    expect(opener()).toHaveAccessibleName('Doğum tarihi 03.06.1990');
    await user.keyboard('{Enter}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it('keeps days outside min and max, and disabled days, from being chosen, and stops month navigation there', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    render(<Harness min="2026-05-10" max="2026-06-15" isDayDisabled={(day) => day === '2026-06-10'} onPick={onPick} />);
    await user.click(opener());
    // Opens on the max without a value.
    expect(screen.getByRole('button', { name: '15 Haziran 2026 Pazartesi' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sonraki ay' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '20 Haziran 2026 Cumartesi' }));
    await user.click(screen.getByRole('button', { name: '10 Haziran 2026 Çarşamba' }));
    expect(screen.getByRole('button', { name: '10 Haziran 2026 Çarşamba' })).toHaveAttribute('aria-disabled', 'true');
    expect(onPick).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Önceki ay' }));
    expect(screen.getByRole('button', { name: 'Önceki ay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '9 Mayıs 2026 Cumartesi' })).toHaveAttribute('aria-disabled', 'true');
    // The keyboard cannot walk past the min either.
    await user.click(screen.getByRole('button', { name: '10 Mayıs 2026 Pazar' }));
    expect(onPick).toHaveBeenCalledWith('2026-05-10');
  });

  it('starts weeks on Sunday in English and names months in Russian', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness initial="2000-01-15" edition="en" />);
    await user.click(opener());
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Sunday');
    unmount();
    render(<Harness initial="2000-01-15" edition="ru" />);
    await user.click(opener());
    expect(screen.getByRole('combobox', { name: 'Ay' })).toHaveDisplayValue('январь');
  });

  it('clears the value', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    render(<Harness initial="1990-04-23" onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Temizle: Doğum tarihi' }));
    expect(onPick).toHaveBeenCalledWith('');
    expect(opener()).toHaveAccessibleName('Doğum tarihi Tarih seç');
  });
});
