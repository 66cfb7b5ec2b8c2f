import { UnderConstruction } from '@/components/ui/under-construction';

export function OrdersRoute() {
  return <UnderConstruction screen="Gestión de Pedidos" area="admin" />;
}
