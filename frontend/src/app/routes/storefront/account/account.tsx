import { UnderConstruction } from '@/components/ui/under-construction';

export function AccountRoute() {
  return <UnderConstruction screen="Mi cuenta" />;
}
