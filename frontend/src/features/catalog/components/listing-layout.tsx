import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { FitmentToggle, NoFittingParts } from '@/features/catalog/components/fitment-toggle';
import { ProductResults, type ProductResultsProps } from '@/features/catalog/components/product-results';
import { SortSelect } from '@/features/catalog/components/sort-select';
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

type ListingOptions<S extends string> = {
  sortOptions: readonly { value: S; label: string }[];
  defaultSort: S;
  /** Products a page: the product call's limit and the loading placeholders. */
  pageSize: number;
};

/**
 * A listing's page, sort and vehicle toggle (kept in the URL, see useListingParams), with the vehicle from 'Mi garaje'
 * and the product-call arguments for them.
 */
export function useListing<S extends string>({ sortOptions, defaultSort, pageSize }: ListingOptions<S>) {
  const params = useListingParams<S>(
    sortOptions.map((option) => option.value),
    defaultSort,
  );
  const vehicle = useFitmentVehicle();
  const fitment: ListingFitment = { vehicle, onlyFitting: params.onlyFitting, setOnlyFitting: params.setOnlyFitting };
  const vehicleArgs = fitmentArgs(vehicle, params.onlyFitting);
  return {
    ...params,
    vehicle,
    fitment,
    pageSize,
    vehicleArgs,
    /** The product call's page, limit and vehicle parameters. */
    pageArgs: { page: params.page, limit: pageSize, ...vehicleArgs },
    /** The sort to ask the server for: none for the default (the server's own order). */
    serverSort: params.sort === defaultSort ? undefined : params.sort,
    /** The props of the listing's SortSelect. */
    sortSelect: { options: sortOptions, value: params.sort, onChange: params.setSort },
  };
}

type ChipLink = { key: string | number; label: string; to: string; current?: boolean };
type ChipNavProps = { label: string; links: ChipLink[] };

/** Links to narrower listings (a brand's models, a category's subcategories) as chips. */
function ChipNav({ label, links }: ChipNavProps) {
  return (
    <nav className="chip-nav" aria-label={label}>
      <ul className="chip-list chip-nav__list">
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

type ListingLayoutProps = {
  /** The document title, once known. */
  pageTitle: string | null;
  /** The trail after 'Inicio'. */
  breadcrumbs: BreadcrumbItem[];
  breadcrumbSeparator?: string;
  /** The h1's content; null shows a placeholder bar while it loads. */
  title: ReactNode;
  titleSkeletonWidth?: number;
  subtitle?: ReactNode;
  /** Links to narrower listings under the heading, when there are any. */
  chips?: ChipNavProps | null;
  /** Extra classes of the page, e.g. 'catalogue'. */
  className?: string;
  children: ReactNode;
};

/**
 * A product listing page: document title, breadcrumbs from 'Inicio', heading and subtitle, the chips of narrower
 * listings, then its content.
 */
export function ListingLayout({
  pageTitle,
  breadcrumbs,
  breadcrumbSeparator,
  title,
  titleSkeletonWidth = 240,
  subtitle,
  chips,
  className,
  children,
}: ListingLayoutProps) {
  return (
    <div className={`container listing${className ? ` ${className}` : ''}`}>
      {pageTitle && <PageTitle page={pageTitle} />}
      <div className="listing-header">
        <Breadcrumbs
          items={[{ label: 'Inicio', to: paths.home.getHref() }, ...breadcrumbs]}
          separator={breadcrumbSeparator}
        />
        {title ? (
          <h1 className="listing-header__title">{title}</h1>
        ) : (
          <Skeleton className="listing-header__title-skeleton" width={titleSkeletonWidth} height={34} />
        )}
        {subtitle && <p className="listing-header__subtitle">{subtitle}</p>}
      </div>
      {chips && <ChipNav {...chips} />}
      {children}
    </div>
  );
}

/** 'Solo repuestos compatibles con mi …', shown only while the shopper has a vehicle. */
function ListingFitmentToggle({ fitment }: { fitment: ListingFitment }) {
  if (!fitment.vehicle) return null;
  return (
    <div className="listing-fitment">
      <FitmentToggle vehicle={fitment.vehicle} checked={fitment.onlyFitting} onChange={fitment.setOnlyFitting} />
    </div>
  );
}

/** A listing's empty state: a title over a text and an optional way out, or a single line. */
export function ListingEmpty({
  title,
  text = 'No se encontraron productos que coincidan con tus criterios.',
  children,
}: {
  title?: string;
  text?: string;
  children?: ReactNode;
}) {
  if (!title) return <p className="empty-state">{text}</p>;
  return (
    <div className="empty-state">
      <h2 className="empty-state__title">{title}</h2>
      <p className="empty-state__text">{text}</p>
      {children}
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

/** What the results take from useListing. */
type ListingState<S extends string> = Pick<
  ReturnType<typeof useListing<S>>,
  'fitment' | 'pageSize' | 'setPage' | 'sortSelect'
>;

type ListingResultsProps<S extends string> = Pick<
  ProductResultsProps,
  'label' | 'showDescription' | 'showPriceNotes'
> & {
  listing: ListingState<S>;
  query: ListingQuery;
  /** The page's products in display order when the browser sorts them; the query's otherwise. */
  products?: Product[];
  errorMessage: string;
  /** The empty state while the vehicle toggle is off (with it on, the way back to every part). */
  empty?: ReactNode;
  /** False where the page puts the sort elsewhere (the catalogue's sidebar); otherwise it tops the grid. */
  sortInToolbar?: boolean;
  /** Shown in the products' place, under the vehicle toggle: a search's own results, similar products. */
  replacement?: ReactNode;
};

/**
 * A listing's vehicle toggle, then its products from its query: loading placeholders, the error with 'Reintentar',
 * the empty state or the grid under the sort select.
 */
export function ListingResults<S extends string>({
  listing,
  query,
  products,
  errorMessage,
  empty = <ListingEmpty />,
  sortInToolbar = true,
  replacement,
  ...props
}: ListingResultsProps<S>) {
  const pageData = query.currentData;
  const { vehicle, onlyFitting, setOnlyFitting } = listing.fitment;
  return (
    <>
      <ListingFitmentToggle fitment={listing.fitment} />
      {replacement ?? (
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
            vehicle && onlyFitting ? (
              <NoFittingParts vehicle={vehicle} onShowAll={() => setOnlyFitting(false)} />
            ) : (
              empty
            )
          }
          skeletonCount={listing.pageSize}
          onPageChange={listing.setPage}
          toolbar={sortInToolbar && <SortSelect {...listing.sortSelect} />}
        />
      )}
    </>
  );
}
