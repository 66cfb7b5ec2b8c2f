import { useId } from 'react';

import { FormField } from '@/components/ui/form-field';
import { SearchIcon } from '@/components/ui/icons';

import './admin-ui.css';

export type AdminSearchFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** The search box of an admin list's toolbar: a labelled search input with a magnifier, taking the spare width. */
export function AdminSearchField({ label, placeholder, value, onChange }: AdminSearchFieldProps) {
  const inputId = useId();
  return (
    <FormField id={inputId} label={label} className="admin-toolbar__grow">
      <div className="admin-search">
        <SearchIcon size={18} />
        <input
          id={inputId}
          type="search"
          className="form-field__control"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
        />
      </div>
    </FormField>
  );
}
