import type { CategorySort } from '@/config/constants';
import type { Product } from '@/types/catalog';

/** Orders one page of products in the browser (the category listing); 'relevance' keeps the server's order. */
export function sortProducts(products: Product[], sort: CategorySort): Product[] {
  const sorted = [...products];
  switch (sort) {
    case 'price-low':
      return sorted.sort((a, b) => a.price - b.price);
    case 'price-high':
      return sorted.sort((a, b) => b.price - a.price);
    case 'rating':
      return sorted.sort((a, b) => b.rating.rate - a.rating.rate || b.rating.count - a.rating.count);
    default:
      return sorted;
  }
}
