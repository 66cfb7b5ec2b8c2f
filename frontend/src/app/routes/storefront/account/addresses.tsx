import { UnderConstruction } from '@/components/ui/under-construction';

export function AccountAddressesRoute() {
  return <UnderConstruction screen="Mis direcciones" />;
}
