import { UnderConstruction } from '@/components/ui/under-construction';

export function SubcategoryNewRoute() {
  return <UnderConstruction screen="Nueva subcategoría" area="admin" />;
}
