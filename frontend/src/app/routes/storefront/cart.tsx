import { CartPage } from '@/features/cart/components/cart-page';

export function CartRoute() {
  return <CartPage />;
}
