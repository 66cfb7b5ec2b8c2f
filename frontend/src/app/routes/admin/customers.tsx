import { UnderConstruction } from '@/components/ui/under-construction';

export function CustomersRoute() {
  return <UnderConstruction screen="Clientes" area="admin" />;
}
