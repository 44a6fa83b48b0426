import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatDay } from '@meydan/shared/util/i18n';
import { EDITION_LOCALES, type Edition } from '@meydan/shared/util/routing';

/** SPEC §9: the calendar offers years from 1925. */
export const CALENDAR_FIRST_YEAR = 1925;

export interface DatePickerLabels {
  /** The button that opens the calendar when no day is chosen. */
  placeholder: string;
  open: string;
  clear: string;
  previousMonth: string;
  nextMonth: string;
  month: string;
  year: string;
  close: string;
}

export interface DatePickerProps {
  label: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  edition: Edition;
  labels: DatePickerLabels;
  /** Earliest selectable day (default 1925-01-01). */
  min?: string;
  /** Latest selectable day (default today). */
  max?: string;
  /** Further days that cannot be chosen (SPEC §2.10 disabled days). */
  isDayDisabled?: (day: string) => boolean;
  /** Already translated error text. */
  error?: string;
  hint?: string;
  /** The day the calendar opens on without a value (default: max). */
  initialMonth?: string;
  name?: string;
}

interface Ymd {
  y: number;
  m: number; // 0-11
  d: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const toIsoDay = ({ y, m, d }: Ymd) => `${String(y).padStart(4, '0')}-${pad(m + 1)}-${pad(d)}`;

function parseDay(value: string | undefined): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (toIsoDay({ y: date.getUTCFullYear(), m: date.getUTCMonth(), d: date.getUTCDate() }) !== value) return null;
  return { y: date.getUTCFullYear(), m: date.getUTCMonth(), d: date.getUTCDate() };
}

function addDays(day: Ymd, days: number): Ymd {
  const date = new Date(Date.UTC(day.y, day.m, day.d + days));
  return { y: date.getUTCFullYear(), m: date.getUTCMonth(), d: date.getUTCDate() };
}

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/** The same day of another month, clamped to that month's length (31 Jan + 1 month → 28/29 Feb). */
function addMonths(day: Ymd, months: number): Ymd {
  const index = day.y * 12 + day.m + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12;
  return { y, m, d: Math.min(day.d, daysIn(y, m)) };
}

const clampDay = (day: string, min: string, max: string) => (day < min ? min : day > max ? max : day);

/** Week starts: Sunday in the US English edition, Monday in the Turkish and Russian ones. */
const WEEK_START: Readonly<Record<Edition, number>> = { tr: 1, en: 0, ru: 1 };

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * SPEC §2.10 calendar date picker: month and weekday names in the edition's language, a year list
 * from the latest allowed year back to 1925, min and max days (days outside are not selectable
 * and month navigation stops at them, §5) and further disabled days. Keyboard: the grid follows
 * the WAI-ARIA date picker dialog (arrows move a day or a week, Page Up/Down a month, Home/End
 * the week, Enter/Space choose, Escape closes and returns focus to the button).
 */
export function DatePicker({ label, value, onChange, edition, labels, min = `${CALENDAR_FIRST_YEAR}-01-01`, max: maxProp, isDayDisabled, error, hint, initialMonth, name }: DatePickerProps) {
  const id = useId();
  const max = maxProp ?? todayIso();
  const locale = EDITION_LOCALES[edition];
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<string>(() => clampDay(parseDay(value) ? value : (initialMonth ?? max), min, max));
  const buttonRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusGrid = useRef(false);

  const names = useMemo(() => {
    const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const full = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday: day index 0..6 from there.
    const weekday = (index: number) => new Date(Date.UTC(2023, 0, 1 + index));
    return {
      months: Array.from({ length: 12 }, (_, m) => month.format(new Date(Date.UTC(2023, m, 1)))),
      weekdays: Array.from({ length: 7 }, (_, i) => {
        const index = (WEEK_START[edition] + i) % 7;
        return { short: weekdayShort.format(weekday(index)), long: weekdayLong.format(weekday(index)) };
      }),
      full: (day: string) => full.format(new Date(`${day}T00:00:00Z`)),
    };
  }, [locale, edition]);

  const minDay = parseDay(min) as Ymd;
  const maxDay = parseDay(max) as Ymd;
  const view = parseDay(focused) as Ymd;
  const selectable = (day: string) => day >= min && day <= max && !isDayDisabled?.(day);

  useEffect(() => {
    if (!open || !focusGrid.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [open, focused]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openCalendar = () => {
    setFocused(clampDay(parseDay(value) ? value : (initialMonth ?? max), min, max));
    focusGrid.current = true;
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (day: string) => {
    if (!selectable(day)) return;
    onChange(day);
    close();
  };
  const moveTo = (day: string, keepFocusInGrid = true) => {
    focusGrid.current = keepFocusInGrid;
    setFocused(clampDay(day, min, max));
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const current = view;
    const weekday = (new Date(Date.UTC(current.y, current.m, current.d)).getUTCDay() - WEEK_START[edition] + 7) % 7;
    const moves: Record<string, () => Ymd> = {
      ArrowLeft: () => addDays(current, -1),
      ArrowRight: () => addDays(current, 1),
      ArrowUp: () => addDays(current, -7),
      ArrowDown: () => addDays(current, 7),
      PageUp: () => (event.shiftKey ? addMonths(current, -12) : addMonths(current, -1)),
      PageDown: () => (event.shiftKey ? addMonths(current, 12) : addMonths(current, 1)),
      Home: () => addDays(current, -weekday),
      End: () => addDays(current, 6 - weekday),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(toIsoDay(move()));
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
    }
  };

  const onDialogKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  const canPrev = view.y * 12 + view.m > minDay.y * 12 + minDay.m;
  const canNext = view.y * 12 + view.m < maxDay.y * 12 + maxDay.m;
  const years = Array.from({ length: maxDay.y - minDay.y + 1 }, (_, i) => maxDay.y - i);
  const firstMonth = view.y === minDay.y ? minDay.m : 0;
  const lastMonth = view.y === maxDay.y ? maxDay.m : 11;

  // The weeks of the viewed month, padded with blanks to whole weeks.
  const lead = (new Date(Date.UTC(view.y, view.m, 1)).getUTCDay() - WEEK_START[edition] + 7) % 7;
  const cells: Array<string | null> = [...Array.from({ length: lead }, () => null), ...Array.from({ length: daysIn(view.y, view.m) }, (_, i) => toIsoDay({ y: view.y, m: view.m, d: i + 1 }))];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const shown = parseDay(value) ? formatDay(value, edition) : '';

  return (
    <div ref={rootRef} className={error ? 'form-field date-picker form-field--invalid' : 'form-field date-picker'}>
      <span id={labelId} className="date-picker__label">
        {label}
      </span>
      <div className="date-picker__control">
        <button
          ref={buttonRef}
          type="button"
          className="date-picker__button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          onClick={() => (open ? close() : openCalendar())}
        >
          <span id={valueId} className={shown ? 'date-picker__value' : 'date-picker__value date-picker__value--empty'}>
            {shown || labels.placeholder}
          </span>
          <svg className="date-picker__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">{labels.open}</span>
        </button>
        {shown ? (
          <button type="button" className="date-picker__clear" aria-label={`${labels.clear}: ${label}`} onClick={() => onChange('')}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        {name ? <input type="hidden" name={name} value={value} /> : null}
      </div>
      {open ? (
        <div className="date-picker__dialog" role="dialog" aria-modal="false" aria-label={label} onKeyDown={onDialogKey}>
          <div className="date-picker__head">
            <button type="button" className="date-picker__step" aria-label={labels.previousMonth} disabled={!canPrev} onClick={() => moveTo(toIsoDay(addMonths(view, -1)), false)}>
              <span aria-hidden="true">‹</span>
            </button>
            <select aria-label={labels.month} value={view.m} onChange={(event) => moveTo(toIsoDay({ ...view, m: Number(event.target.value), d: Math.min(view.d, daysIn(view.y, Number(event.target.value))) }), false)}>
              {names.months.map((monthName, m) =>
                m >= firstMonth && m <= lastMonth ? (
                  <option key={monthName} value={m}>
                    {monthName}
                  </option>
                ) : null,
              )}
            </select>
            <select aria-label={labels.year} value={view.y} onChange={(event) => moveTo(toIsoDay({ ...view, y: Number(event.target.value), d: Math.min(view.d, daysIn(Number(event.target.value), view.m)) }), false)}>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
            <button type="button" className="date-picker__step" aria-label={labels.nextMonth} disabled={!canNext} onClick={() => moveTo(toIsoDay(addMonths(view, 1)), false)}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <table ref={gridRef} className="date-picker__grid" role="grid" aria-label={`${names.months[view.m]} ${view.y}`} onKeyDown={onGridKey}>
            <thead>
              <tr>
                {names.weekdays.map((weekday) => (
                  <th key={weekday.long} scope="col" abbr={weekday.long}>
                    {weekday.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, w) => (
                <tr key={w}>
                  {week.map((day, i) =>
                    day ? (
                      <td key={day}>
                        <button
                          type="button"
                          data-day={day}
                          className="date-picker__day"
                          tabIndex={day === focused ? 0 : -1}
                          aria-label={names.full(day)}
                          aria-pressed={day === value}
                          aria-current={day === todayIso() ? 'date' : undefined}
                          aria-disabled={selectable(day) ? undefined : true}
                          onClick={() => choose(day)}
                          onFocus={() => setFocused(day)}
                        >
                          {Number(day.slice(8))}
                        </button>
                      </td>
                    ) : (
                      <td key={`blank-${i}`} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="date-picker__foot">
            <button type="button" className="button" onClick={close}>
              {labels.close}
            </button>
          </div>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
