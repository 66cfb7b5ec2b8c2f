import { useState } from 'react';

import type { CollectionColumn } from '@/components/admin/admin-collection';
import { AdminSearchField } from '@/components/admin/admin-search-field';
import { ViewToggle, type CollectionView } from '@/components/admin/view-toggle';
import { FallbackImage } from '@/components/ui/fallback-image';
import { SelectField } from '@/components/ui/form-field';
import { Price } from '@/components/ui/price';
import {
  ADMIN_DASHBOARD_PAGE_SIZE,
  ADMIN_LOW_STOCK_THRESHOLD,
  ADMIN_PRODUCT_SEARCH_DEBOUNCE_MS,
} from '@/config/constants';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useKeyedPage } from '@/hooks/use-keyed-page';
import { pluralize } from '@/utils/format';

import {
  useDeleteProductMutation,
  useGetAdminCategoriesQuery,
  useGetAdminProductsQuery,
} from '../api/admin-catalog-api';
import { CATALOG_MESSAGES } from '../messages';
import type { AdminProduct } from '../types';
import { CatalogCollection } from './catalog-collection';

import './admin-catalog.css';

export function StockBadge({ stock }: { stock: number }) {
  if (stock <= 0) return <span className="admin-badge admin-badge--danger">Sin stock</span>;
  if (stock <= ADMIN_LOW_STOCK_THRESHOLD) {
    return <span className="admin-badge admin-badge--warning">{`${stock} · Stock bajo`}</span>;
  }
  return <span className="admin-badge admin-badge--ok">{stock}</span>;
}

/** The storefront's price display: a sale price below the price shows with the price struck through. */
function ProductPrice({ product }: { product: AdminProduct }) {
  const onSale = product.salePrice !== null && product.salePrice < product.price;
  return onSale ? (
    <Price className="product-price" price={product.salePrice ?? product.price} listPrice={product.price} />
  ) : (
    <Price price={product.price} />
  );
}

const COLUMNS: CollectionColumn<AdminProduct>[] = [
  { header: 'SKU', cell: (product) => <code className="admin-code">{product.sku}</code> },
  { header: 'Precio', cell: (product) => <ProductPrice product={product} />, numeric: true },
  { header: 'Stock', cell: (product) => <StockBadge stock={product.stock} />, numeric: true },
  {
    header: 'Categoría',
    cell: (product) => product.categoryName ?? <span className="admin-muted">Sin categoría</span>,
  },
];

type ProductListProps = {
  /** A success message left by the product form. */
  notice?: string | null;
  initialView?: CollectionView;
};

/**
 * The admin product list (dashboard tab and /admin/products): paged on the server, eight per page, with a search
 * over title, SKU and OEM debounced by 300 ms, a category filter and 'En oferta'. Any new search or filter goes back to
 * page 1.
 */
export function ProductList({ notice = null, initialView = 'grid' }: ProductListProps) {
  const [view, setView] = useState<CollectionView>(initialView);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [onSale, setOnSale] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim(), ADMIN_PRODUCT_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useKeyedPage(`${debouncedSearch}|${category}|${onSale}`);

  const { data: categories = [] } = useGetAdminCategoriesQuery();
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminProductsQuery({
    page,
    limit: ADMIN_DASHBOARD_PAGE_SIZE,
    search: debouncedSearch || undefined,
    categoryId: category ? Number(category) : undefined,
    onSale: onSale || undefined,
  });
  const [deleteProduct] = useDeleteProductMutation();

  const totalPages = data?.pagination.totalPages ?? 0;
  // Deleting the last product of the last page leaves that page empty: show the one before.
  if (data && !isFetching && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));

  return (
    <div className="catalog-list">
      <div className="admin-toolbar">
        <AdminSearchField
          label="Buscar productos"
          placeholder="Título, SKU u OEM"
          value={search}
          onChange={setSearch}
        />
        <SelectField
          label="Categoría"
          fieldClassName="catalog-list__filter"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          options={[
            { value: '', label: 'Todas las categorías' },
            ...categories.map((item) => ({ value: String(item.id), label: item.name })),
          ]}
        />
        <label className="catalog-list__check">
          <input type="checkbox" checked={onSale} onChange={(event) => setOnSale(event.target.checked)} />
          En oferta
        </label>
        <div className="admin-toolbar__end">
          {data && (
            <p className="admin-toolbar__count" aria-live="polite">
              {pluralize(data.pagination.total, 'producto', 'productos')}
            </p>
          )}
          <ViewToggle view={view} onChange={setView} />
        </div>
      </div>

      <CatalogCollection
        caption="Productos"
        items={data?.products ?? []}
        view={view}
        isLoading={isLoading}
        isError={isError}
        isFetching={isFetching}
        onRetry={() => void refetch()}
        emptyMessage={CATALOG_MESSAGES.productsEmpty}
        getTitle={(product) => product.title}
        titleHeader="Producto"
        columns={COLUMNS}
        media={(product) => (
          <FallbackImage
            key={product.images[0]?.url ?? 'none'}
            src={product.images[0]?.url}
            alt=""
            width={160}
            height={100}
          />
        )}
        editHref={(product) => paths.admin.productEdit.getHref(product.id)}
        deleteCopy={{
          title: 'Eliminar producto',
          definite: 'el producto',
          failed: CATALOG_MESSAGES.productDeleteFailed,
          done: () => CATALOG_MESSAGES.productDeleted,
        }}
        onDelete={async (product) => {
          const result = await deleteProduct(product.id);
          return 'error' in result && result.error ? result.error : null;
        }}
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        notice={notice}
      />
    </div>
  );
}
