import { UnderConstruction } from '@/components/ui/under-construction';

export function SettingsRoute() {
  return <UnderConstruction screen="Configuración" area="admin" />;
}
