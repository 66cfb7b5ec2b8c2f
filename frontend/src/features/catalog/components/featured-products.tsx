import { RetryAlert } from '@/components/ui/retry-alert';
import { HOME_FEATURED_SKELETONS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetFeaturedProductsQuery } from '@/features/catalog/api/catalog-api';
import { fitmentArgs, useFitmentVehicle } from '@/features/catalog/hooks/use-fitment-vehicle';

import { HomeProductSection } from './home-product-section';

/** The home page's featured products, each with its fitment for the shopper's vehicle when one is chosen. */
export function useFeaturedProducts() {
  return useGetFeaturedProductsQuery(fitmentArgs(useFitmentVehicle()));
}

type FeaturedProductsProps = {
  /**
   * The page's own subscription (useFeaturedProducts). The section may mount later (deferred); a subscription of its
   * own would then ask again for a query that had failed.
   */
  featured: ReturnType<typeof useFeaturedProducts>;
};

export function FeaturedProducts({ featured }: FeaturedProductsProps) {
  const { data: products, isLoading, isError, isFetching, refetch } = featured;

  return (
    <HomeProductSection
      className="featured-products"
      title="Productos Destacados"
      subtitle="Los repuestos más buscados por nuestros clientes."
      link={{ to: paths.catalogue.getHref(), label: 'Ir al Catálogo' }}
      products={isLoading ? undefined : isError ? [] : (products ?? [])}
      loadingLabel="Cargando productos destacados"
      skeletonCount={HOME_FEATURED_SKELETONS}
      fallback={
        isError ? (
          <RetryAlert onRetry={refetch} retrying={isFetching}>
            Failed to load featured products. Please try again later.
          </RetryAlert>
        ) : (
          <p className="empty-state">Pronto tendremos productos destacados. Mientras tanto, revisa el catálogo.</p>
        )
      }
    />
  );
}
