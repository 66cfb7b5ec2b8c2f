import { useParams } from 'react-router-dom';

import { UnderConstruction } from '@/components/ui/under-construction';

export function CategoryEditRoute() {
  const { id } = useParams();
  return <UnderConstruction screen={`Editar categoría #${id}`} area="admin" />;
}
