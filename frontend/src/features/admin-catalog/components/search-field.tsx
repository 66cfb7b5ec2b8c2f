import { useId } from 'react';

import { SearchIcon } from '@/components/ui/icons';

type SearchFieldProps = { label: string; placeholder: string; value: string; onChange: (value: string) => void };

/** The search box of an admin list's toolbar. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  const inputId = useId();
  return (
    <div className="form-field admin-toolbar__grow">
      <label className="form-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="admin-search">
        <SearchIcon size={18} />
        <input
          id={inputId}
          type="search"
          className="form-field__control"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
