import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { SearchBoxForm, useViewedSearch } from '@/components/layouts/search-box';
import { SearchIcon } from '@/components/ui/icons';
import { Price } from '@/components/ui/price';
import {
  SEARCH_BAR_SUGGESTION_LIMIT,
  SUGGESTIONS_CLOSE_DELAY_MS,
  SUGGESTIONS_DEBOUNCE_MS,
  SUGGESTIONS_MIN_CHARS,
} from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetSearchSuggestionsQuery } from '@/features/catalog/api/catalog-api';
import { fitmentArgs, useFitmentVehicle } from '@/features/catalog/hooks/use-fitment-vehicle';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTimeout } from '@/hooks/use-timeout';
import type { SearchSuggestion } from '@/types/catalog';
import type { VehicleFitment } from '@/types/vehicle';

import './product-search-bar.css';

type ProductSearchBarProps = {
  className?: string;
  label?: string;
};

/**
 * What matched: the code for SKU and OEM matches; for a title match just 'Título', since the suggestion's name line
 * already shows the title.
 */
export function matchLabel(suggestion: SearchSuggestion): string | null {
  if (suggestion.matchType === 'sku') return `SKU: ${suggestion.sku}`;
  if (suggestion.matchType === 'oem' && suggestion.oem) return `OEM: ${suggestion.oem}`;
  if (suggestion.matchType === 'title') return 'Título';
  return null;
}

/** Short fitment words for the suggestion list; parts without data get none. */
const SUGGESTION_FITMENT_LABELS: Partial<Record<VehicleFitment, string>> = {
  fits: 'Compatible',
  universal: 'Universal',
  'no-fit': 'No compatible',
};

function SearchCombobox({
  className = '',
  label = 'Buscar repuestos',
  initialValue,
}: ProductSearchBarProps & {
  initialValue: string;
}) {
  const navigate = useNavigate();
  const listboxId = useId();
  const [value, setValue] = useState(initialValue);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const closeTimer = useTimeout();
  const vehicle = useFitmentVehicle();
  const inputRef = useRef<HTMLInputElement>(null);

  const term = value.trim();
  const debouncedTerm = useDebouncedValue(term, SUGGESTIONS_DEBOUNCE_MS);
  const canQuery = debouncedTerm.length >= SUGGESTIONS_MIN_CHARS;
  const { data, isError } = useGetSearchSuggestionsQuery(
    { q: debouncedTerm, limit: SEARCH_BAR_SUGGESTION_LIMIT, ...fitmentArgs(vehicle) },
    // Only while the box has focus: a page opened with ?search= must not fetch suggestions nobody sees.
    { skip: !canQuery || !focused },
  );
  // storefront.md section 8: a suggestion failure simply yields an empty list.
  const suggestions = canQuery && !isError ? (data ?? []) : [];
  const isOpen = focused && !dismissed && term.length >= SUGGESTIONS_MIN_CHARS && suggestions.length > 0;
  // The suggestions plus the final 'search everywhere' row.
  const optionCount = suggestions.length + 1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const activeId = isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  // Keep the highlighted option visible when the arrows move past the list's scroll area.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const searchAll = () => {
    if (!term) return;
    navigate(paths.catalogue.getHref({ search: term }));
  };

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    setDismissed(true);
    if (suggestion) navigate(paths.product.getHref(suggestion.id, suggestion.title));
    else searchAll();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!term) return;
    setDismissed(true);
    searchAll();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!isOpen) {
          // Reopen a list closed with Escape.
          if (dismissed && suggestions.length > 0) setDismissed(false);
          return;
        }
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((current) => {
          if (current === -1) return step === 1 ? 0 : optionCount - 1;
          return (current + step + optionCount) % optionCount;
        });
        return;
      }
      case 'Enter':
        if (isOpen && activeIndex >= 0) {
          event.preventDefault();
          choose(activeIndex);
        }
        // Otherwise the form submits the free text.
        return;
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          // Keep the Escape for the list: menus around the box must not close too.
          event.stopPropagation();
          event.nativeEvent.stopImmediatePropagation();
          setDismissed(true);
          setActiveIndex(-1);
        }
        return;
      default:
    }
  };

  return (
    <div className={`search-combobox ${className}`.trim()}>
      <SearchBoxForm
        label={label}
        onSubmit={handleSubmit}
        inputRef={inputRef}
        input={{
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': isOpen,
          'aria-controls': listboxId,
          'aria-activedescendant': activeId,
          value,
          onChange: (event) => {
            setValue(event.target.value);
            setDismissed(false);
            setActiveIndex(-1);
          },
          onKeyDown: handleKeyDown,
          onFocus: () => {
            closeTimer.cancel();
            setFocused(true);
          },
          onBlur: () =>
            // Late enough for a click on a suggestion to land first.
            closeTimer.schedule(() => {
              setFocused(false);
              setActiveIndex(-1);
            }, SUGGESTIONS_CLOSE_DELAY_MS),
        }}
      />

      <div className="visually-hidden" role="status" aria-live="polite">
        {isOpen
          ? `${suggestions.length} ${suggestions.length === 1 ? 'sugerencia disponible' : 'sugerencias disponibles'}`
          : ''}
      </div>

      {/* The listbox stays in the DOM (hidden) so aria-controls always points at it. */}
      <div className="search-suggestions" hidden={!isOpen}>
        <p className="caps-heading search-suggestions__count">
          {suggestions.length === 1 ? '1 sugerencia' : `${suggestions.length} sugerencias`}
        </p>
        <ul id={listboxId} role="listbox" aria-label="Sugerencias de búsqueda" className="search-suggestions__list">
          {isOpen &&
            suggestions.map((suggestion, index) => (
              <li
                key={suggestion.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className="search-suggestions__option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
                onMouseMove={() => setActiveIndex(index)}
              >
                <span className="search-suggestions__text">
                  <span className="search-suggestions__title">{suggestion.title}</span>
                  {matchLabel(suggestion) && (
                    <span className="search-suggestions__match">{matchLabel(suggestion)}</span>
                  )}
                  {vehicle && suggestion.fitment && SUGGESTION_FITMENT_LABELS[suggestion.fitment] && (
                    <span className={`search-suggestions__fit search-suggestions__fit--${suggestion.fitment}`}>
                      {SUGGESTION_FITMENT_LABELS[suggestion.fitment]}
                    </span>
                  )}
                </span>
                <Price
                  className="search-suggestions__price"
                  price={suggestion.price}
                  listPrice={suggestion.originalPrice}
                  discount={suggestion.discount}
                />
              </li>
            ))}
          {isOpen && (
            <li
              id={optionId(suggestions.length)}
              role="option"
              aria-selected={activeIndex === suggestions.length}
              className="search-suggestions__option search-suggestions__option--all"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestions.length)}
              onMouseMove={() => setActiveIndex(suggestions.length)}
            >
              <SearchIcon size={16} />
              <span>Buscar &quot;{term}&quot; en todos los productos</span>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

/**
 * Header search with suggestions (ARIA combobox): from 2 characters, 300 ms after typing stops, up to 8
 * products; arrows move, Enter opens the highlighted one or searches the text, Escape closes, and the list closes
 * 300 ms after the box loses focus.
 */
export function ProductSearchBar(props: ProductSearchBarProps) {
  const { key, initialValue } = useViewedSearch();
  return <SearchCombobox key={key} initialValue={initialValue} {...props} />;
}
