import { UnderConstruction } from '@/components/ui/under-construction';

export function ReviewsRoute() {
  return <UnderConstruction screen="Reseñas" area="admin" />;
}
