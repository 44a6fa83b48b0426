import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label-value facts of an actor or a film (birth date, running time, …); empty entries are skipped. */
export function Facts({ items }: { items: ReadonlyArray<Fact | null> }) {
  return (
    <dl className="facts">
      {items
        .filter((item): item is Fact => item !== null)
        .map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
    </dl>
  );
}
