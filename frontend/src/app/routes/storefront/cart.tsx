import { UnderConstruction } from '@/components/ui/under-construction';

export function CartRoute() {
  return <UnderConstruction screen="Carrito" />;
}
