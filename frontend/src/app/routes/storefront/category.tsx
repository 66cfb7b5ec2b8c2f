import { useParams } from 'react-router-dom';

import { InvalidIdMessage } from '@/components/ui/invalid-id-message';
import { CategoryListing } from '@/features/catalog/components/category-listing';
import { parsePositiveInt } from '@/features/catalog/hooks/use-listing-params';

export function CategoryRoute() {
  const { id } = useParams();
  const categoryId = parsePositiveInt(id);
  if (categoryId === null) return <InvalidIdMessage message="ID inválido" />;
  return <CategoryListing key={categoryId} categoryId={categoryId} />;
}
