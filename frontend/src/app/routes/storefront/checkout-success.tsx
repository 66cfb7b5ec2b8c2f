import { UnderConstruction } from '@/components/ui/under-construction';

export function CheckoutSuccessRoute() {
  return <UnderConstruction screen="Pago exitoso" />;
}
