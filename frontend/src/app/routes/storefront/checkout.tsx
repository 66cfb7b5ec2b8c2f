import { UnderConstruction } from '@/components/ui/under-construction';

export function CheckoutRoute() {
  return <UnderConstruction screen="Finalizar compra" />;
}
