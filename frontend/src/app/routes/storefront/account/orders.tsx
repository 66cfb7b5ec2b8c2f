import { UnderConstruction } from '@/components/ui/under-construction';

export function AccountOrdersRoute() {
  return <UnderConstruction screen="Mis pedidos" />;
}
