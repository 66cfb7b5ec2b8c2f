import { UnderConstruction } from '@/components/ui/under-construction';

export function OrderTrackingRoute() {
  return <UnderConstruction screen="Seguimiento de pedido" />;
}
