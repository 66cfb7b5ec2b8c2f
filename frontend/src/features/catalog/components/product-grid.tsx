import { ProductCard, ProductCardSkeleton } from '@/features/catalog/components/product-card';
import type { Product } from '@/types/catalog';

type ProductGridProps = {
  products: Product[];
  /** Accessible name of the list. */
  label: string;
  showDescription?: boolean;
  showPriceNotes?: boolean;
};

/** Cards of the first row load eagerly; the rest wait until they scroll into view. */
const EAGER_CARDS = 4;

export function ProductGrid({ products, label, showDescription, showPriceNotes }: ProductGridProps) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            showDescription={showDescription}
            showPriceNotes={showPriceNotes}
            priority={index < EAGER_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count, label = 'Cargando productos' }: { count: number; label?: string }) {
  return (
    <ul className="product-grid" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
