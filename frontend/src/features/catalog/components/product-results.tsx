import type { ReactNode } from 'react';

import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import type { Product } from '@/types/catalog';
import type { Pagination as PaginationInfo } from '@/types/pagination';

import './listing.css';

export type ProductResultsProps = {
  products: Product[] | undefined;
  pagination: PaginationInfo | undefined;
  /** True while the current page has no data yet (first load or a new page/filter). */
  isLoading: boolean;
  error: { message: ReactNode; onRetry: () => void; retrying: boolean } | null;
  empty: ReactNode;
  /** Accessible name of the product list. */
  label: string;
  skeletonCount: number;
  onPageChange: (page: number) => void;
  showDescription?: boolean;
  showPriceNotes?: boolean;
  /** Content shown above the grid next to the count line (e.g. a sort select). */
  toolbar?: ReactNode;
};

export function countLine(shown: number, pagination: PaginationInfo): string {
  const totalPages = Math.max(1, pagination.totalPages);
  // A search of a common word counts up to the server's limit: 'de 1000 o más', as the server's own message says.
  const total = `${pagination.total}${pagination.totalCapped ? ' o más' : ''}`;
  return `Mostrando ${shown} de ${total} productos (Página ${Math.min(pagination.page, totalPages)} de ${totalPages})`;
}

/** The product part of a listing: count line, skeleton grid, error, empty state, grid and pagination. */
export function ProductResults({
  products,
  pagination,
  isLoading,
  error,
  empty,
  label,
  skeletonCount,
  onPageChange,
  showDescription,
  showPriceNotes,
  toolbar,
}: ProductResultsProps) {
  let status: ReactNode = null;
  let body: ReactNode;

  if (isLoading) {
    status = 'Cargando productos...';
    body = <ProductGridSkeleton count={skeletonCount} />;
  } else if (error) {
    body = (
      <RetryAlert onRetry={error.onRetry} retrying={error.retrying}>
        {error.message}
      </RetryAlert>
    );
  } else if (!products?.length || !pagination) {
    body = empty;
  } else {
    status = countLine(products.length, pagination);
    body = (
      <>
        <ProductGrid
          products={products}
          label={label}
          showDescription={showDescription}
          showPriceNotes={showPriceNotes}
        />
        <Pagination currentPage={pagination.page} totalPages={pagination.totalPages} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <div className="listing-results">
      {/* Keeps the cards' h3 titles in heading order under the page's h1 (which already names the listing). */}
      <h2 className="visually-hidden">Listado de productos</h2>
      <div className="listing-toolbar">
        <p className="listing-toolbar__count" role="status">
          {status}
        </p>
        {toolbar}
      </div>
      {body}
    </div>
  );
}
