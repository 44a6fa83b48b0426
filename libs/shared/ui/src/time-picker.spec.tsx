import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TimePicker } from './time-picker';

const LABELS = { hour: 'Saat', minute: 'Dakika', none: '--' };

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimePicker label="Doğum saati" value={value} onChange={setValue} labels={LABELS} />
      <output>{value || 'none'}</output>
    </>
  );
}

describe('TimePicker', () => {
  it('offers hours 00–23 and minutes 00–59 under the labels Saat and Dakika (SPEC §2.10)', () => {
    render(<Harness />);
    const hours = screen.getByLabelText('Saat');
    const minutes = screen.getByLabelText('Dakika');
    expect([...hours.querySelectorAll('option')].map((option) => option.value)).toEqual(['', ...Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'))]);
    expect(minutes.querySelectorAll('option')).toHaveLength(61);
    expect(screen.getByRole('group', { name: 'Doğum saati' })).toBeInTheDocument();
  });

  it('reads an hour alone as HH:00 and keeps the minute when the hour changes', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Saat'), { target: { value: '14' } });
    expect(screen.getByText('14:00')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Dakika'), { target: { value: '35' } });
    fireEvent.change(screen.getByLabelText('Saat'), { target: { value: '07' } });
    expect(screen.getByText('07:35')).toBeInTheDocument();
  });

  it('clears the time when the hour is emptied, and shows a given value', () => {
    render(<Harness initial="23:59" />);
    expect(screen.getByLabelText('Saat')).toHaveValue('23');
    expect(screen.getByLabelText('Dakika')).toHaveValue('59');
    fireEvent.change(screen.getByLabelText('Saat'), { target: { value: '' } });
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
