import { UnderConstruction } from '@/components/ui/under-construction';

export function ProductNewRoute() {
  return <UnderConstruction screen="Nuevo producto" area="admin" />;
}
