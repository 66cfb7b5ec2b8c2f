import { useParams } from 'react-router-dom';

import { UnderConstruction } from '@/components/ui/under-construction';

export function SubcategoryEditRoute() {
  const { id } = useParams();
  return <UnderConstruction screen={`Editar subcategoría #${id}`} area="admin" />;
}
