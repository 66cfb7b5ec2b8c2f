import { UnderConstruction } from '@/components/ui/under-construction';

export function SubcategoriesRoute() {
  return <UnderConstruction screen="Subcategorías" area="admin" />;
}
