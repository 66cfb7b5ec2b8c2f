import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { SearchIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

import './search-box.css';

export const SEARCH_PLACEHOLDER = 'Buscar por producto, SKU o código OEM...';

type SearchBoxProps = {
  className?: string;
  label?: string;
};

type SearchFormProps = SearchBoxProps & { initialValue: string };

function SearchForm({ className = '', label = 'Buscar repuestos', initialValue }: SearchFormProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialValue);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = value.trim();
    if (!search) {
      inputRef.current?.focus();
      return;
    }
    navigate(paths.catalogue.getHref({ search }));
  };

  return (
    <form role="search" className={`search-box ${className}`.trim()} aria-label={label} onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="search-box__input"
        type="search"
        name="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-box__submit" aria-label="Buscar">
        <SearchIcon size={20} />
      </button>
    </form>
  );
}

/** Free-text product search: submitting goes to the catalogue with ?search=text. */
export function SearchBox(props: SearchBoxProps) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const initialValue = location.pathname === paths.catalogue.path ? (searchParams.get('search') ?? '') : '';
  // Remount on navigation so the box shows the search of the page being viewed.
  return <SearchForm key={location.key} initialValue={initialValue} {...props} />;
}
