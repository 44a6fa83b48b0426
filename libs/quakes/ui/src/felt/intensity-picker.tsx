import { useRef, useState, type KeyboardEvent } from 'react';
import { QUAKE_FELT } from '@meydan/shared/contracts/constants';
import { IntensityPicture } from './intensity-picture';

/** The scale's own numerals: the same in every edition, so they are not translations. */
export const INTENSITY_NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;

export interface IntensityPickerProps {
  /** The chosen level, 1 … 12, or null before the reader chooses. */
  value: number | null;
  onChange(level: number): void;
  /** The group's accessible name: "How strongly did you feel it?". */
  label: string;
  /** Each level's accessible name, index 0 = I: "IV — Felt by many indoors". Twelve of them. */
  optionLabels: readonly string[];
  /** Reports are closed or being sent. */
  disabled?: boolean;
  className?: string;
}

const LEVELS = Array.from({ length: QUAKE_FELT.levels }, (_, k) => k + 1);

/**
 * "Did you feel it?": the 12 intensity pictures as one radio group. Tab enters the group at the
 * chosen picture (or the first) and leaves it; the arrow keys, Home and End move between pictures;
 * Enter, Space or a click choose. Moving does not choose, because choosing sends the report.
 */
export function IntensityPicker({ value, onChange, label, optionLabels, disabled = false, className }: IntensityPickerProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusLevel, setFocusLevel] = useState<number | null>(null);
  const tabStop = focusLevel ?? value ?? 1;

  const move = (from: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const last = QUAKE_FELT.levels;
    const target = { ArrowRight: from + 1, ArrowDown: from + 1, ArrowLeft: from - 1, ArrowUp: from - 1, Home: 1, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const level = ((target - 1 + last) % last) + 1;
    setFocusLevel(level);
    buttons.current[level - 1]?.focus();
  };

  return (
    <div
      className={`intensity-picker${className ? ` ${className}` : ''}`}
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      // Leaving the group puts its tab stop back on the chosen picture.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusLevel(null);
      }}
    >
      {LEVELS.map((level) => (
        <button
          key={level}
          ref={(element) => {
            buttons.current[level - 1] = element;
          }}
          type="button"
          role="radio"
          className="intensity-picker__option"
          aria-checked={value === level}
          aria-label={optionLabels[level - 1]}
          tabIndex={level === tabStop ? 0 : -1}
          disabled={disabled}
          onClick={() => {
            setFocusLevel(level);
            onChange(level);
          }}
          onKeyDown={(event) => move(level, event)}
          onFocus={() => setFocusLevel(level)}
        >
          <IntensityPicture level={level} />
          <span className="intensity-picker__numeral" aria-hidden="true">
            {INTENSITY_NUMERALS[level - 1]}
          </span>
        </button>
      ))}
    </div>
  );
}
