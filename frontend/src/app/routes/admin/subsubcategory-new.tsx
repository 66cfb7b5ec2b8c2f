import { UnderConstruction } from '@/components/ui/under-construction';

export function SubsubcategoryNewRoute() {
  return <UnderConstruction screen="Nueva sub-subcategoría" area="admin" />;
}
