import { UnderConstruction } from '@/components/ui/under-construction';

export function DashboardRoute() {
  return <UnderConstruction screen="Panel de control" area="admin" />;
}
