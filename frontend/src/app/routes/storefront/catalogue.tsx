import { Navigate, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { ModelCatalogue } from '@/features/catalog/components/model-catalogue';
import { ProductCatalogue } from '@/features/catalog/components/product-catalogue';
import { parsePositiveInt } from '@/features/catalog/hooks/use-listing-params';

/** /repuestos: the model context when ?model= is given, the brand page for a bare ?brand=, else the catalogue. */
export function CatalogueRoute() {
  const [searchParams] = useSearchParams();
  const brandId = parsePositiveInt(searchParams.get('brand'));
  const modelId = parsePositiveInt(searchParams.get('model'));

  if (modelId !== null) {
    return (
      <ModelCatalogue
        key={modelId}
        brandId={brandId}
        brandName={searchParams.get('brandName')?.trim() ?? ''}
        modelId={modelId}
        modelName={searchParams.get('modelName')?.trim() ?? ''}
      />
    );
  }
  if (brandId !== null) return <Navigate to={paths.brand.getHref(brandId)} replace />;
  return <ProductCatalogue />;
}
