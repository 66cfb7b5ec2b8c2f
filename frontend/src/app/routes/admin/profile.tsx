import { UnderConstruction } from '@/components/ui/under-construction';

export function ProfileRoute() {
  return <UnderConstruction screen="Mi perfil" area="admin" />;
}
