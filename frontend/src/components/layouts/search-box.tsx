import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type RefObject,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { SearchIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

import './search-box.css';

export const SEARCH_PLACEHOLDER = 'Buscar por producto, SKU o código OEM...';
/** Shorter forms of the same invitation, for boxes too narrow to show the full one (tablets, phones). */
export const SEARCH_PLACEHOLDER_SHORTER = ['Producto, SKU o código OEM', 'Producto, SKU u OEM'] as const;

/**
 * The longest placeholder that fits the input whole (the shortest one when none does). Measured in the input's own
 * font, since fonts differ between systems, and again whenever the box changes size.
 */
function useFittingPlaceholder(input: RefObject<HTMLInputElement | null>): string {
  const [placeholder, setPlaceholder] = useState<string>(SEARCH_PLACEHOLDER);
  useLayoutEffect(() => {
    const element = input.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return undefined;
    const candidates = [SEARCH_PLACEHOLDER, ...SEARCH_PLACEHOLDER_SHORTER];
    const check = () => {
      const style = getComputedStyle(element);
      const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
      const room = element.clientWidth - padding;
      // A box that is not laid out (hidden) has no room to compare with: keep what it shows.
      if (room <= 0) return;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      setPlaceholder(candidates.find((text) => context.measureText(text).width <= room) ?? candidates.at(-1)!);
    };
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [input]);
  return placeholder;
}

type SearchBoxFormProps = {
  /** The form's accessible name, also the input's hidden label. */
  label: string;
  className?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The input's value, handlers and ARIA attributes; the rest (id, type, placeholder...) is the box's own. */
  input: InputHTMLAttributes<HTMLInputElement>;
};

/**
 * The search form both the header box and the search combobox show: the hidden label, the search input with the
 * longest placeholder that fits, and the 'Buscar' button.
 */
export function SearchBoxForm({ label, className = '', onSubmit, inputRef, input }: SearchBoxFormProps) {
  const inputId = useId();
  const placeholder = useFittingPlaceholder(inputRef);
  return (
    <form role="search" className={`search-box ${className}`.trim()} aria-label={label} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="search-box__input"
        type="search"
        name="search"
        {...input}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-box__submit" aria-label="Buscar">
        <SearchIcon size={20} />
      </button>
    </form>
  );
}

type SearchBoxProps = {
  className?: string;
  label?: string;
};

type SearchFormProps = SearchBoxProps & { initialValue: string };

function SearchForm({ className = '', label = 'Buscar repuestos', initialValue }: SearchFormProps) {
  const navigate = useNavigate();
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
    <SearchBoxForm
      label={label}
      className={className}
      onSubmit={handleSubmit}
      inputRef={inputRef}
      input={{ value, onChange: (event) => setValue(event.target.value) }}
    />
  );
}

/**
 * The search of the catalogue page being viewed ('' on any other page) and the navigation's key: a search box keyed
 * by it remounts on navigation, so it shows the search of the page being viewed.
 */
export function useViewedSearch() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const initialValue = location.pathname === paths.catalogue.path ? (searchParams.get('search') ?? '') : '';
  return { key: location.key, initialValue };
}

/** Free-text product search: submitting goes to the catalogue with ?search=text. */
export function SearchBox(props: SearchBoxProps) {
  const { key, initialValue } = useViewedSearch();
  return <SearchForm key={key} initialValue={initialValue} {...props} />;
}
