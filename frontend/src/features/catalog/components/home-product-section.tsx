import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { ArrowRightIcon } from '@/components/ui/icons';
import type { Product } from '@/types/catalog';

import { ProductCard, ProductCardSkeleton } from './product-card';

type HomeProductSectionProps = {
  className: string;
  title: string;
  subtitle: string;
  /** The header's link to the full listing. */
  link: { to: string; label: string };
  /** The products once loaded; undefined while they load (placeholder cards). */
  products: Product[] | undefined;
  /** Accessible name of the placeholder list. */
  loadingLabel: string;
  skeletonCount: number;
  /** Shown instead of the products: an error or an empty state. */
  fallback: ReactNode;
};

/** A product section of the home page: heading, subtitle and link, then the product cards. */
export function HomeProductSection({
  className,
  title,
  subtitle,
  link,
  products,
  loadingLabel,
  skeletonCount,
  fallback,
}: HomeProductSectionProps) {
  const headingId = useId();

  let content: ReactNode;
  if (!products) {
    content = (
      <ul className="product-grid" aria-label={loadingLabel} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (products.length === 0) {
    content = fallback;
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
    <section className={`section ${className}`} aria-labelledby={headingId}>
      <div className="container">
        <div className="section__header">
          <div>
            <h2 id={headingId} className="section__title">
              {title}
            </h2>
            <p className="section__subtitle">{subtitle}</p>
          </div>
          <Link to={link.to} className="section__link">
            {link.label} <ArrowRightIcon size={18} />
          </Link>
        </div>
        {content}
      </div>
    </section>
  );
}
