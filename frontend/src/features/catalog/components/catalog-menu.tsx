import { useId, useState, type ReactNode } from 'react';

import { SideMenuSection } from '@/components/layouts/side-menu';
import { CloseButton } from '@/components/ui/close-button';
import { ChevronRightIcon, TagIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useGetCategoriesQuery } from '@/features/catalog/api/catalog-api';
import { BrandPanel } from '@/features/catalog/components/brand-panel';
import { CategoryPanel } from '@/features/catalog/components/category-panel';

import './catalog-menu.css';

type Selection = 'brands' | number | null;

type MenuEntryProps = {
  label: string;
  icon?: ReactNode;
  expanded: boolean;
  onToggle: () => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * An entry that opens its panel: beside the menu on desktop, expanded inline under the entry on mobile (the same
 * markup, placed by CSS).
 */
function MenuEntry({ label, icon, expanded, onToggle, onClose, children }: MenuEntryProps) {
  const panelId = useId();
  return (
    <li className={`catalog-menu__item${expanded ? ' catalog-menu__item--open' : ''}`}>
      <button
        type="button"
        className="catalog-menu__entry"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        onClick={onToggle}
      >
        {icon}
        <span className="catalog-menu__label">{label}</span>
        <ChevronRightIcon size={16} className="catalog-menu__chevron" />
      </button>
      {expanded && (
        <div id={panelId} className="catalog-menu__panel">
          <CloseButton className="catalog-menu__panel-close" label="Cerrar panel" iconSize={18} onClick={onClose} />
          {children}
        </div>
      )}
    </li>
  );
}

/** Side menu entries: 'Marcas' and one per category. The selection lives here, so closing the menu resets it. */
export function CatalogMenu() {
  const [selection, setSelection] = useState<Selection>(null);
  const { data: categories, isLoading, isError, isFetching, refetch } = useGetCategoriesQuery();
  const toggle = (entry: Exclude<Selection, null>) => setSelection((current) => (current === entry ? null : entry));
  const close = () => setSelection(null);

  return (
    <>
      <SideMenuSection title="Buscar por vehículo">
        <ul className="catalog-menu__list">
          <MenuEntry
            label="Marcas"
            icon={<TagIcon size={18} />}
            expanded={selection === 'brands'}
            onToggle={() => toggle('brands')}
            onClose={close}
          >
            <BrandPanel />
          </MenuEntry>
        </ul>
      </SideMenuSection>

      <SideMenuSection title="Categorías">
        {isLoading ? (
          <ul className="catalog-menu__list" aria-label="Cargando categorías" aria-busy="true">
            {Array.from({ length: 5 }, (_, index) => (
              <li key={index} className="catalog-menu__skeleton">
                <Skeleton width={`${60 + ((index * 13) % 30)}%`} height={14} />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <div className="catalog-menu__error">
            <p>No se pudieron cargar las categorías.</p>
            <button type="button" className="button button--ghost" onClick={() => refetch()} disabled={isFetching}>
              Reintentar
            </button>
          </div>
        ) : (
          <ul className="catalog-menu__list">
            {categories?.map((category) => (
              <MenuEntry
                key={category.id}
                label={category.name}
                expanded={selection === category.id}
                onToggle={() => toggle(category.id)}
                onClose={close}
              >
                <CategoryPanel category={category} />
              </MenuEntry>
            ))}
          </ul>
        )}
      </SideMenuSection>
    </>
  );
}
