import { UnderConstruction } from '@/components/ui/under-construction';

export function SubsubcategoriesRoute() {
  return <UnderConstruction screen="Sub-subcategorías" area="admin" />;
}
