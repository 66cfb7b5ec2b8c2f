import { HOME_OFFERS_COUNT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetProductsQuery } from '@/features/catalog/api/catalog-api';
import { fitmentArgs, useFitmentVehicle } from '@/features/catalog/hooks/use-fitment-vehicle';

import { HomeProductSection } from './home-product-section';

/** The biggest discounts for the home page (the first page of GET /products?onSale=true). */
export function useHomeOffers() {
  return useGetProductsQuery({ page: 1, limit: HOME_OFFERS_COUNT, onSale: true, ...fitmentArgs(useFitmentVehicle()) });
}

/** Home section 'Ofertas': the biggest discounts and the way to every product on sale (/ofertas). */
export function HomeOffers({ offers }: { offers: ReturnType<typeof useHomeOffers> }) {
  // The page's own subscription: see FeaturedProducts.
  const { data, isLoading, isError } = offers;

  return (
    <HomeProductSection
      className="home-offers"
      title="Ofertas"
      subtitle="Los mayores descuentos de la tienda, por tiempo limitado."
      link={{ to: paths.offers.getHref(), label: 'Ver todas las ofertas' }}
      products={isLoading ? undefined : isError ? [] : (data?.products ?? [])}
      loadingLabel="Cargando ofertas"
      skeletonCount={HOME_OFFERS_COUNT}
      // A teaser: without products it only points to the page, which explains itself.
      fallback={<p className="empty-state">Descubre los repuestos con precio rebajado en nuestra página de ofertas.</p>}
    />
  );
}
