import { useParams } from 'react-router-dom';

import { UnderConstruction } from '@/components/ui/under-construction';

export function CategoryRoute() {
  const { id } = useParams();
  return <UnderConstruction screen={`Categoría #${id}`} />;
}
