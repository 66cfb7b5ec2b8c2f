import { useParams } from 'react-router-dom';

import { UnderConstruction } from '@/components/ui/under-construction';

export function SubsubcategoryEditRoute() {
  const { id } = useParams();
  return <UnderConstruction screen={`Editar sub-subcategoría #${id}`} area="admin" />;
}
