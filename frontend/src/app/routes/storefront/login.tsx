import { UnderConstruction } from '@/components/ui/under-construction';

export function LoginRoute() {
  return <UnderConstruction screen="Iniciar sesión" />;
}
