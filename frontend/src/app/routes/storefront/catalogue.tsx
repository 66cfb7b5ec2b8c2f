import { UnderConstruction } from '@/components/ui/under-construction';

export function CatalogueRoute() {
  return <UnderConstruction screen="Repuestos" />;
}
