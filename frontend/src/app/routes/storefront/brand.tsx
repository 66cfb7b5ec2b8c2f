import { useParams } from 'react-router-dom';

import { InvalidIdMessage } from '@/components/ui/invalid-id-message';
import { BrandListing } from '@/features/catalog/components/brand-listing';
import { parsePositiveInt } from '@/features/catalog/hooks/use-listing-params';

export function BrandRoute() {
  const { id } = useParams();
  // The spec only asks for a truthy id; a non-numeric one could never match a brand either.
  const brandId = parsePositiveInt(id);
  if (brandId === null) return <InvalidIdMessage message="ID de marca inválido" />;
  return <BrandListing key={brandId} brandId={brandId} />;
}
