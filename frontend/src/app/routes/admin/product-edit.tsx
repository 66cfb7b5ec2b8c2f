import { useParams } from 'react-router-dom';

import { UnderConstruction } from '@/components/ui/under-construction';

export function ProductEditRoute() {
  const { id } = useParams();
  return <UnderConstruction screen={`Editar producto #${id}`} area="admin" />;
}
