import type { EntityManager } from 'typeorm';
import type { ProductRating, ProductsService } from '../catalog';

/**
 * Recomputes a product's rating from its visible (not hidden) reviews and gives it to the catalogue,
 * inside the caller's transaction. Call ProductsService.lockProduct first: under READ COMMITTED a
 * concurrent review committed after this read would otherwise be missed by the average.
 */
export async function refreshRating(manager: EntityManager, products: ProductsService, productId: number) {
  const [rating] = await manager.query<ProductRating[]>(
    `SELECT coalesce(round(avg(rating), 2), 0) AS average, count(*)::int AS count
       FROM reviews WHERE product_id = $1 AND hidden_at IS NULL`,
    [productId],
  );
  await products.setRating(manager, productId, rating);
}
