import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useGetBrandModelsQuery, useGetBrandsQuery } from '@/features/catalog/api/catalog-api';
import type { BrandRef } from '@/types/catalog';
import { pluralize } from '@/utils/format';

import './catalog-menu.css';

function matches(name: string, filter: string): boolean {
  const needle = filter.trim().toLocaleLowerCase('es');
  return !needle || name.toLocaleLowerCase('es').includes(needle);
}

/** Focuses the element once, on mount, when asked to (after switching between the brand and model views). */
function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

type ListFilterProps = {
  /** What the list holds, plural: 'marcas'. */
  noun: string;
  value: string;
  onChange: (value: string) => void;
  shown: number;
  total: number;
};

/** The search box over a loaded list of cards, and how many of them it leaves: '3 de 40 marcas'. */
function ListFilter({ noun, value, onChange, shown, total }: ListFilterProps) {
  const id = useId();
  return (
    <>
      <div className="menu-panel__filter">
        <label htmlFor={id} className="visually-hidden">
          {`Buscar ${noun}`}
        </label>
        <input
          id={id}
          type="search"
          className="menu-panel__filter-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={`Buscar ${noun}...`}
          autoComplete="off"
        />
      </div>
      <p className="menu-panel__count" aria-live="polite">
        {shown} de {total} {noun}
      </p>
    </>
  );
}

function CardSkeletons({ label }: { label: string }) {
  return (
    <ul className="menu-panel__cards" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="menu-card menu-card--skeleton">
          <Skeleton width="70%" height={16} />
          <Skeleton width="40%" height={12} />
        </li>
      ))}
    </ul>
  );
}

function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="menu-panel__error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--ghost" onClick={onRetry} disabled={retrying}>
        Reintentar
      </button>
    </div>
  );
}

function BrandList({ onSelect, focusOnMount }: { onSelect: (brand: BrandRef) => void; focusOnMount: boolean }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const { data: brands, isLoading, isError, isFetching, refetch } = useGetBrandsQuery();
  const [filter, setFilter] = useState('');
  const filtered = brands?.filter((brand) => matches(brand.name, filter)) ?? [];

  let content;
  if (isLoading) content = <CardSkeletons label="Cargando marcas" />;
  else if (isError || !brands)
    content = <LoadError message="Error al cargar las marcas" onRetry={() => void refetch()} retrying={isFetching} />;
  else if (brands.length === 0) content = <p className="menu-panel__empty">No hay marcas disponibles.</p>;
  else if (filtered.length === 0)
    content = (
      <p className="menu-panel__empty">No se encontraron marcas que coincidan con &quot;{filter.trim()}&quot;</p>
    );
  else
    content = (
      <ul className="menu-panel__cards" aria-label="Marcas">
        {filtered.map((brand) => {
          const models = pluralize(brand.modelCount, 'modelo', 'modelos');
          return (
            <li key={brand.id} className="menu-card">
              <Link to={paths.brand.getHref(brand.id)} className="menu-card__name">
                {brand.name}
              </Link>
              <button
                type="button"
                className="menu-card__action"
                aria-label={`Ver modelos de ${brand.name} (${models})`}
                onClick={() => onSelect({ id: brand.id, name: brand.name })}
              >
                {models}
                <ChevronRightIcon size={14} />
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <>
      {/* The breadcrumb already reads 'Marcas'; the heading names the list for screen readers and takes focus. */}
      <h3 ref={headingRef} className="visually-hidden" tabIndex={-1}>
        Marcas
      </h3>
      {brands && brands.length > 0 && (
        <ListFilter noun="marcas" value={filter} onChange={setFilter} shown={filtered.length} total={brands.length} />
      )}
      {content}
    </>
  );
}

function ModelList({ brand, onBack }: { brand: BrandRef; onBack: () => void }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true);
  const { data, isLoading, isError, isFetching, refetch } = useGetBrandModelsQuery(brand.id);
  const [filter, setFilter] = useState('');
  const models = data?.models ?? [];
  const filtered = models.filter((model) => matches(model.name, filter));
  const brandName = data?.brand.name ?? brand.name;

  let content;
  if (isLoading) content = <CardSkeletons label="Cargando modelos" />;
  else if (isError || !data)
    content = <LoadError message="Error al cargar los modelos" onRetry={() => void refetch()} retrying={isFetching} />;
  else if (models.length === 0)
    content = <p className="menu-panel__empty">No se encontraron modelos para esta marca</p>;
  else if (filtered.length === 0)
    content = (
      <p className="menu-panel__empty">No se encontraron modelos que coincidan con &quot;{filter.trim()}&quot;</p>
    );
  else
    content = (
      <ul className="menu-panel__cards" aria-label={`Modelos de ${brandName}`}>
        {filtered.map((model) => (
          <li key={model.id} className="menu-card">
            <Link
              className="menu-card__name menu-card__name--block"
              to={paths.catalogue.getHref({
                brand: brand.id,
                brandName,
                model: model.id,
                modelName: model.name,
              })}
            >
              {model.name}
              <span className="menu-card__meta">{pluralize(model.productCount, 'producto', 'productos')}</span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <div className="menu-panel__bar">
        <button type="button" className="menu-panel__back" onClick={onBack}>
          <ChevronLeftIcon size={16} /> Volver a marcas
        </button>
        <Link to={paths.brand.getHref(brand.id)} className="menu-panel__link">
          Ver todos los productos de {brandName}
        </Link>
      </div>
      <h3 ref={headingRef} className="menu-panel__title" tabIndex={-1}>
        Modelos de {brandName}
      </h3>
      {models.length > 0 && (
        <ListFilter noun="modelos" value={filter} onChange={setFilter} shown={filtered.length} total={models.length} />
      )}
      {content}
    </>
  );
}

/** Side menu panel: brands (filterable), then the chosen brand's models (filterable), with a breadcrumb. */
export function BrandPanel() {
  const [brand, setBrand] = useState<BrandRef | null>(null);
  const [returned, setReturned] = useState(false);

  const back = () => {
    setBrand(null);
    setReturned(true);
  };

  return (
    <div className="menu-panel">
      <nav className="menu-panel__crumbs" aria-label="Ruta de marcas">
        <ol>
          <li>
            {brand ? (
              <button type="button" className="menu-panel__crumb-button" onClick={back}>
                Marcas
              </button>
            ) : (
              <span aria-current="page">Marcas</span>
            )}
          </li>
          {brand && (
            <li>
              <span className="menu-panel__crumb-separator" aria-hidden="true">
                &gt;
              </span>
              <span aria-current="page">{brand.name}</span>
            </li>
          )}
        </ol>
      </nav>
      {brand ? (
        <ModelList key={brand.id} brand={brand} onBack={back} />
      ) : (
        <BrandList onSelect={setBrand} focusOnMount={returned} />
      )}
    </div>
  );
}
