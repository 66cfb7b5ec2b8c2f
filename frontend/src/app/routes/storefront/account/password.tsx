import { UnderConstruction } from '@/components/ui/under-construction';

export function AccountPasswordRoute() {
  return <UnderConstruction screen="Cambiar contraseña" />;
}
