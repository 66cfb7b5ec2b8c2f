import { useParams } from 'react-router-dom';

import { UnderConstruction } from '@/components/ui/under-construction';

export function BrandRoute() {
  const { id } = useParams();
  return <UnderConstruction screen={`Marca #${id}`} />;
}
