import { Link } from 'react-router-dom';

import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { DESCRIPTION_TRUNCATE, FREE_SHIPPING_NOTICE, VAT_NOTICE } from '@/config/constants';
import { paths } from '@/config/paths';
import { FitmentBadge } from '@/features/catalog/components/fitment-badge';
import { useFitmentVehicle } from '@/features/catalog/hooks/use-fitment-vehicle';
import type { Product } from '@/types/catalog';
import { truncateText } from '@/utils/format';

import './product-card.css';

const IMAGE_SIZE = 320;

type ProductCardProps = {
  product: Product;
  /** Show the description, cut at 100 characters. */
  showDescription?: boolean;
  /** Show the VAT notice and free shipping under the price (category listing). */
  showPriceNotes?: boolean;
  /** Loads eagerly when the card is likely above the fold. */
  priority?: boolean;
};

export function ProductCard({ product, showDescription = false, showPriceNotes = false, priority }: ProductCardProps) {
  const outOfStock = product.stock <= 0;
  const vehicle = useFitmentVehicle();

  return (
    <article className={`product-card${outOfStock ? ' product-card--unavailable' : ''}`}>
      <div className="product-card__media">
        <ProductImage
          product={product}
          size={IMAGE_SIZE}
          className="product-card__image"
          loading={priority ? 'eager' : 'lazy'}
        />
        {outOfStock && <span className="product-card__flag">Producto no disponible</span>}
      </div>
      <div className="product-card__body">
        {product.category && <p className="product-card__category">{product.category.name}</p>}
        <h3 className="product-card__title">
          <Link to={paths.product.getHref(product.id, product.title)} className="product-card__link">
            {product.title}
          </Link>
        </h3>
        <p className="product-card__sku">SKU: {product.sku}</p>
        {vehicle && product.fitment && <FitmentBadge fitment={product.fitment} vehicle={vehicle} />}
        {showDescription && product.description && (
          <p className="product-card__description">{truncateText(product.description, DESCRIPTION_TRUNCATE)}</p>
        )}
        <StarRating rate={product.rating.rate} count={product.rating.count} />
        <div className="product-card__footer">
          <p className="product-card__price">
            <Price price={product.price} listPrice={product.listPrice} discount={product.discount} />
          </p>
          {!outOfStock && <p className="product-card__stock">En stock</p>}
        </div>
        {showPriceNotes && (
          <div className="product-card__notes">
            <p className="product-card__vat">{VAT_NOTICE}</p>
            <p className="product-card__shipping">{FREE_SHIPPING_NOTICE}</p>
          </div>
        )}
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton">
      <Skeleton className="product-card__media-skeleton" height="auto" radius={0} />
      <div className="product-card__body">
        <Skeleton width="40%" height={12} />
        <Skeleton width="90%" height={16} />
        <Skeleton width="70%" height={16} />
        <Skeleton width="35%" height={12} />
        <Skeleton width="50%" height={22} />
      </div>
    </div>
  );
}
