import { useId, useState, type FormEvent } from 'react';

import { ChevronRightIcon, SearchIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { CATALOGUE_SORT_OPTIONS, type CatalogueSort } from '@/config/constants';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { mergeSubSubcategories } from '@/features/catalog/utils/sub-subcategories';
import { useTextInput } from '@/hooks/use-text-input';
import type { Category } from '@/types/catalog';

import './catalogue.css';

export type CatalogueFilterValues = {
  search: string;
  categoryId: number | null;
  subSubcategoryId: number | null;
  sort: CatalogueSort;
  /** Only products on sale. */
  onSale: boolean;
};

type CatalogueFiltersProps = {
  values: CatalogueFilterValues;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
  onSearch: (search: string) => void;
  onCategoryChange: (categoryId: number | null, subSubcategoryId: number | null) => void;
  onSortChange: (sort: CatalogueSort) => void;
  onOnSaleChange: (onSale: boolean) => void;
  onClear: () => void;
};

function SearchFilter({ initialValue, onSearch }: { initialValue: string; onSearch: (search: string) => void }) {
  const id = useId();
  const search = useTextInput(initialValue);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(search.value.trim());
  };
  return (
    <form role="search" className="filters__search" aria-label="Buscar en el catálogo" onSubmit={submit}>
      <label htmlFor={id} className="filters__label">
        Buscar productos
      </label>
      <div className="filters__search-row">
        <input
          id={id}
          type="search"
          className="filters__input"
          {...search.field}
          placeholder="Nombre, SKU u OEM"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="filters__search-button" aria-label="Aplicar búsqueda">
          <SearchIcon size={18} />
        </button>
      </div>
    </form>
  );
}

function CategoryTree({
  categories,
  selectedCategoryId,
  selectedSubSubcategoryId,
  onChange,
}: {
  categories: Category[];
  selectedCategoryId: number | null;
  selectedSubSubcategoryId: number | null;
  onChange: CatalogueFiltersProps['onCategoryChange'];
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(selectedCategoryId === null ? [] : [selectedCategoryId]),
  );
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className="category-tree">
      <li>
        <button
          type="button"
          className="category-tree__option"
          aria-pressed={selectedCategoryId === null}
          onClick={() => onChange(null, null)}
        >
          Todas las categorías
        </button>
      </li>
      {categories.map((category) => {
        const children = mergeSubSubcategories(category);
        const isExpanded = expanded.has(category.id);
        const listId = `category-tree-${category.id}`;
        return (
          <li key={category.id}>
            <div className="category-tree__row">
              <button
                type="button"
                className="category-tree__option"
                aria-pressed={selectedCategoryId === category.id && selectedSubSubcategoryId === null}
                onClick={() => onChange(category.id, null)}
              >
                {category.name}
              </button>
              {children.length > 0 && (
                <button
                  type="button"
                  className="category-tree__toggle"
                  aria-expanded={isExpanded}
                  aria-controls={listId}
                  aria-label={`${isExpanded ? 'Ocultar' : 'Mostrar'} subcategorías de ${category.name}`}
                  onClick={() => toggle(category.id)}
                >
                  <ChevronRightIcon size={16} />
                </button>
              )}
            </div>
            {children.length > 0 && isExpanded && (
              <ul id={listId} className="category-tree__children">
                {children.map((child) => (
                  <li key={child.id}>
                    <button
                      type="button"
                      className="category-tree__option category-tree__option--child"
                      aria-pressed={selectedSubSubcategoryId === child.id}
                      onClick={() => onChange(category.id, child.id)}
                    >
                      {child.name}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Left sidebar of the catalogue: search, category tree, 'Solo ofertas', sort and 'Limpiar Todos los Filtros'. */
export function CatalogueFilters({
  values,
  categories,
  categoriesLoading,
  onSearch,
  onCategoryChange,
  onSortChange,
  onOnSaleChange,
  onClear,
}: CatalogueFiltersProps) {
  const headingId = useId();
  return (
    <div className="filters">
      {/* Remount when the URL's search changes so the box shows it. */}
      <SearchFilter key={values.search} initialValue={values.search} onSearch={onSearch} />

      <section className="filters__section" aria-labelledby={headingId}>
        <h2 id={headingId} className="filters__heading">
          Categorías
        </h2>
        {categoriesLoading ? (
          <div className="filters__skeleton" aria-busy="true" aria-label="Cargando categorías">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} width={`${55 + ((index * 17) % 35)}%`} height={16} />
            ))}
          </div>
        ) : (
          <CategoryTree
            categories={categories ?? []}
            selectedCategoryId={values.categoryId}
            selectedSubSubcategoryId={values.subSubcategoryId}
            onChange={onCategoryChange}
          />
        )}
      </section>

      <div className="filters__section">
        <label className="filters__check">
          <input type="checkbox" checked={values.onSale} onChange={(event) => onOnSaleChange(event.target.checked)} />
          Solo ofertas
        </label>
      </div>

      <div className="filters__section">
        <SortSelect options={CATALOGUE_SORT_OPTIONS} value={values.sort} onChange={onSortChange} />
      </div>

      <button type="button" className="button button--ghost filters__clear" onClick={onClear}>
        Limpiar Todos los Filtros
      </button>
    </div>
  );
}
