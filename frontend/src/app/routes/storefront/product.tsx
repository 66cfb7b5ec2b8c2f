import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { useAppDispatch } from '@/app/hooks';
import { InvalidIdMessage } from '@/components/ui/invalid-id-message';
import { paths } from '@/config/paths';
import { cartItemAdded } from '@/features/cart/cart-slice';
import { ProductDetailPage } from '@/features/catalog/components/product-detail';
import { parsePositiveInt } from '@/features/catalog/hooks/use-listing-params';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import type { Product, ProductDetail } from '@/types/catalog';
import { productIdParam } from '@/utils/slug';

function renderReviews(product: ProductDetail) {
  return <ProductReviews productId={product.id} fallbackRating={product.rating} />;
}

function ProductScreen({ productId }: { productId: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const addToCart = useCallback(
    (product: Product, quantity: number) => dispatch(cartItemAdded({ product, quantity })),
    [dispatch],
  );
  const buyNow = useCallback(
    (product: Product, quantity: number) => {
      dispatch(cartItemAdded({ product, quantity }));
      navigate(paths.checkout.getHref());
    },
    [dispatch, navigate],
  );

  return (
    <ProductDetailPage productId={productId} onAddToCart={addToCart} onBuyNow={buyNow} renderReviews={renderReviews} />
  );
}

/**
 * /products/{id}-{slug} (or /products/{id}): the id must be numeric; a new id remounts the screen, resetting
 * quantity, gallery and forms.
 */
export function ProductRoute() {
  const { id } = useParams();
  const productId = parsePositiveInt(productIdParam(id));
  if (productId === null) return <InvalidIdMessage message="ID de producto inválido" />;
  return <ProductScreen key={productId} productId={productId} />;
}
