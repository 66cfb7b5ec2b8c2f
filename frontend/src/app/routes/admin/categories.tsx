import { UnderConstruction } from '@/components/ui/under-construction';

export function CategoriesRoute() {
  return <UnderConstruction screen="Categorías" area="admin" />;
}
