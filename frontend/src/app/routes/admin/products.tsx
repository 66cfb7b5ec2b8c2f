import { UnderConstruction } from '@/components/ui/under-construction';

export function ProductsRoute() {
  return <UnderConstruction screen="Productos" area="admin" />;
}
