import { UnderConstruction } from '@/components/ui/under-construction';

export function CategoryNewRoute() {
  return <UnderConstruction screen="Nueva categoría" area="admin" />;
}
