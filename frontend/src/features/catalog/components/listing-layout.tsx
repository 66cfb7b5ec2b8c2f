import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { FitmentToggle, NoFittingParts } from '@/features/catalog/components/fitment-toggle';
import { ProductResults, type ProductResultsProps } from '@/features/catalog/components/product-results';
import { fitmentArgs, useFitmentVehicle } from '@/features/catalog/hooks/use-fitment-vehicle';
import { useListingParams } from '@/features/catalog/hooks/use-listing-params';
import type { Product } from '@/types/catalog';
import type { Pagination } from '@/types/pagination';
import type { Vehicle } from '@/types/vehicle';

import './listing.css';

/** The shopper's vehicle and the 'only parts that fit it' toggle of a listing. */
export type ListingFitment = {
  vehicle: Vehicle | null;
  onlyFitting: boolean;
  setOnlyFitting: (enabled: boolean) => void;
};

/**
 * A listing's page, sort and vehicle toggle (kept in the URL, see useListingParams), with the vehicle from 'Mi garaje'
 * and the product-call arguments for it.
 */
export function useListing<S extends string>(sortOptions: readonly { value: S }[], defaultSort: S) {
  const params = useListingParams<S>(
    sortOptions.map((option) => option.value),
    defaultSort,
  );
  const vehicle = useFitmentVehicle();
  const fitment: ListingFitment = { vehicle, onlyFitting: params.onlyFitting, setOnlyFitting: params.setOnlyFitting };
  return { ...params, vehicle, fitment, vehicleArgs: fitmentArgs(vehicle, params.onlyFitting) };
}

type ListingLayoutProps = {
  /** The document title, once known. */
  pageTitle: string | null;
  breadcrumbs: BreadcrumbItem[];
  breadcrumbSeparator?: string;
  /** The h1's content; null shows a placeholder bar while it loads. */
  title: ReactNode;
  titleSkeletonWidth?: number;
  subtitle?: ReactNode;
  /** Extra classes of the page, e.g. 'catalogue'. */
  className?: string;
  children: ReactNode;
};

/** A product listing page: document title, breadcrumbs, heading and subtitle, then its content. */
export function ListingLayout({
  pageTitle,
  breadcrumbs,
  breadcrumbSeparator,
  title,
  titleSkeletonWidth = 240,
  subtitle,
  className,
  children,
}: ListingLayoutProps) {
  return (
    <div className={`container listing${className ? ` ${className}` : ''}`}>
      {pageTitle && <PageTitle page={pageTitle} />}
      <div className="listing-header">
        <Breadcrumbs items={breadcrumbs} separator={breadcrumbSeparator} />
        {title ? (
          <h1 className="listing-header__title">{title}</h1>
        ) : (
          <Skeleton className="listing-header__title-skeleton" width={titleSkeletonWidth} height={34} />
        )}
        {subtitle && <p className="listing-header__subtitle">{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}

type ChipLink = { key: string | number; label: string; to: string; current?: boolean };

/** Links to narrower listings (a brand's models, a category's subcategories) as chips. */
export function ChipNav({ label, links }: { label: string; links: ChipLink[] }) {
  return (
    <nav className="chip-nav" aria-label={label}>
      <ul className="chip-nav__list">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className="chip" aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 'Solo repuestos compatibles con mi …', shown only while the shopper has a vehicle. */
export function ListingFitmentToggle({ fitment }: { fitment: ListingFitment }) {
  if (!fitment.vehicle) return null;
  return (
    <div className="listing-fitment">
      <FitmentToggle vehicle={fitment.vehicle} checked={fitment.onlyFitting} onChange={fitment.setOnlyFitting} />
    </div>
  );
}

/** The part of an RTK Query result a listing shows: `currentData` is undefined while these arguments load. */
type ListingQuery = {
  currentData?: { products: Product[]; pagination: Pagination };
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type ListingResultsProps = Omit<ProductResultsProps, 'products' | 'pagination' | 'isLoading' | 'error' | 'empty'> & {
  query: ListingQuery;
  /** The page's products in display order when the browser sorts them; the query's otherwise. */
  products?: Product[];
  errorMessage: string;
  fitment: ListingFitment;
  /** The empty state while the vehicle toggle is off (with it on, the way back to every part). */
  empty: ReactNode;
};

/** A listing's products from its query: loading placeholders, the error with 'Reintentar', the empty state or the grid. */
export function ListingResults({ query, products, errorMessage, fitment, empty, ...props }: ListingResultsProps) {
  const pageData = query.currentData;
  const { vehicle, onlyFitting, setOnlyFitting } = fitment;
  return (
    <ProductResults
      {...props}
      products={products ?? pageData?.products}
      pagination={pageData?.pagination}
      isLoading={!pageData && query.isFetching}
      error={
        query.isError && !pageData
          ? { message: errorMessage, onRetry: () => void query.refetch(), retrying: query.isFetching }
          : null
      }
      empty={
        vehicle && onlyFitting ? <NoFittingParts vehicle={vehicle} onShowAll={() => setOnlyFitting(false)} /> : empty
      }
    />
  );
}
