import { FallbackImage } from '@/components/ui/fallback-image';
import type { Product } from '@/types/catalog';

type ProductImageProps = {
  product: Pick<Product, 'title' | 'images'>;
  /** Width and height in CSS pixels: the picture is square. */
  size: number;
  className: string;
  loading?: 'lazy' | 'eager';
};

/** A product's main picture (its first one when none is marked main) under its title, with the placeholder fallback. */
export function ProductImage({ product, size, className, loading }: ProductImageProps) {
  const image = product.images.find((candidate) => candidate.isMain) ?? product.images[0];
  return (
    <FallbackImage
      key={image?.url ?? 'placeholder'}
      src={image?.url}
      alt={product.title}
      width={size}
      height={size}
      className={className}
      loading={loading}
    />
  );
}
