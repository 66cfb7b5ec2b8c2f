import { useId } from 'react';
import { Link } from 'react-router-dom';

import { ArrowRightIcon } from '@/components/ui/icons';
import { HOME_OFFERS_COUNT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetProductsQuery } from '@/features/catalog/api/catalog-api';
import { fitmentArgs, useFitmentVehicle } from '@/features/catalog/hooks/use-fitment-vehicle';

import { ProductCard, ProductCardSkeleton } from './product-card';

/** The biggest discounts for the home page (the first page of GET /products?onSale=true). */
export function useHomeOffers() {
  return useGetProductsQuery({ page: 1, limit: HOME_OFFERS_COUNT, onSale: true, ...fitmentArgs(useFitmentVehicle()) });
}

/** Home section 'Ofertas': the biggest discounts and the way to every product on sale (/ofertas). */
export function HomeOffers() {
  const headingId = useId();
  const { data, isLoading, isError } = useHomeOffers();
  const products = data?.products ?? [];

  let content;
  if (isLoading) {
    content = (
      <ul className="product-grid" aria-label="Cargando ofertas" aria-busy="true">
        {Array.from({ length: HOME_OFFERS_COUNT }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (isError || products.length === 0) {
    // A teaser: without products it only points to the page, which explains itself.
    content = <p className="empty-state">Descubre los repuestos con precio rebajado en nuestra página de ofertas.</p>;
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
    <section className="section home-offers" aria-labelledby={headingId}>
      <div className="container">
        <div className="section__header">
          <div>
            <h2 id={headingId} className="section__title">
              Ofertas
            </h2>
            <p className="section__subtitle">Los mayores descuentos de la tienda, por tiempo limitado.</p>
          </div>
          <Link to={paths.offers.getHref()} className="section__link">
            Ver todas las ofertas <ArrowRightIcon size={18} />
          </Link>
        </div>
        {content}
      </div>
    </section>
  );
}
