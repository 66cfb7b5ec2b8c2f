import { useId } from 'react';

import './listing.css';

type SortSelectProps<S extends string> = {
  options: ReadonlyArray<{ value: S; label: string }>;
  value: S;
  onChange: (value: S) => void;
  label?: string;
};

export function SortSelect<S extends string>({ options, value, onChange, label = 'Ordenar por' }: SortSelectProps<S>) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        {label}
      </label>
      <select
        id={id}
        className="sort-select__control"
        value={value}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value);
          if (next) onChange(next.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
