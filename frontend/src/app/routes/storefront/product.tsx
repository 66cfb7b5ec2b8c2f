import { useParams } from 'react-router-dom';

import { UnderConstruction } from '@/components/ui/under-construction';

export function ProductRoute() {
  const { id } = useParams();
  return <UnderConstruction screen={`Producto #${id}`} />;
}
