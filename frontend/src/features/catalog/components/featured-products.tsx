import { useId } from 'react';
import { Link } from 'react-router-dom';

import { ArrowRightIcon } from '@/components/ui/icons';
import { HOME_FEATURED_SKELETONS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetFeaturedProductsQuery } from '@/features/catalog/api/catalog-api';
import { fitmentArgs, useFitmentVehicle } from '@/features/catalog/hooks/use-fitment-vehicle';

import { ProductCard, ProductCardSkeleton } from './product-card';

/** The home page's featured products, each with its fitment for the shopper's vehicle when one is chosen. */
export function useFeaturedProducts() {
  return useGetFeaturedProductsQuery(fitmentArgs(useFitmentVehicle()));
}

export function FeaturedProducts() {
  const headingId = useId();
  const { data: products, isLoading, isError, isFetching, refetch } = useFeaturedProducts();

  let content;
  if (isLoading) {
    content = (
      <ul className="product-grid" aria-label="Cargando productos destacados" aria-busy="true">
        {Array.from({ length: HOME_FEATURED_SKELETONS }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (isError) {
    content = (
      <div className="alert" role="alert">
        <span>Failed to load featured products. Please try again later.</span>
        <button type="button" className="button button--ghost" onClick={() => refetch()} disabled={isFetching}>
          Reintentar
        </button>
      </div>
    );
  } else if (!products?.length) {
    content = <p className="empty-state">Pronto tendremos productos destacados. Mientras tanto, revisa el catálogo.</p>;
  } else {
    content = (
      <ul className="product-grid" aria-labelledby={headingId}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="section featured-products" aria-labelledby={headingId}>
      <div className="container">
        <div className="section__header">
          <div>
            <h2 id={headingId} className="section__title">
              Productos Destacados
            </h2>
            <p className="section__subtitle">Los repuestos más buscados por nuestros clientes.</p>
          </div>
          <Link to={paths.catalogue.getHref()} className="section__link">
            Ir al Catálogo <ArrowRightIcon size={18} />
          </Link>
        </div>
        {content}
      </div>
    </section>
  );
}
