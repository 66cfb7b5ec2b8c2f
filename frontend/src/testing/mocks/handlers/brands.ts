import { http, HttpResponse } from 'msw';

import type {
  BrandModelsWire,
  BrandProductsWire,
  BrandsWire,
  ModelProductsWire,
  ModelSearchWire,
  VehicleModelWire,
} from '@/features/catalog/api/catalog-wire';
import { apiUrl } from '@/testing/mocks/api-url';
import { catalogueProductsFixture, paginate, sortWire } from '@/testing/mocks/handlers/products';
import { readFitmentQuery, withFitment } from '@/testing/mocks/handlers/vehicles';

// Wire shapes of /brands, /brands/{id}/models, /brands/{id}/products and /models/{id}/products[/search].

export const brandsFixture: BrandsWire['data'] = [
  { id: 1, name: 'Toyota', modelCount: 3 },
  { id: 2, name: 'Hyundai', modelCount: 2 },
  { id: 3, name: 'Chevrolet', modelCount: 0 },
  { id: 4, name: 'Suzuki', modelCount: 1 },
];

export const modelsFixture: Record<number, Array<VehicleModelWire & { brandId: number }>> = {
  1: [
    { id: 11, name: 'Yaris', productCount: 12, brandId: 1 },
    { id: 12, name: 'Corolla', productCount: 8, brandId: 1 },
    { id: 13, name: 'Hilux', productCount: 1, brandId: 1 },
  ],
  2: [
    { id: 21, name: 'Accent', productCount: 5, brandId: 2 },
    { id: 22, name: 'Tucson', productCount: 2, brandId: 2 },
  ],
  3: [],
  4: [{ id: 41, name: 'Swift', productCount: 3, brandId: 4 }],
};

const brandRef = (id: number) => {
  const brand = brandsFixture.find((candidate) => candidate.id === id);
  return brand ? { id: brand.id, name: brand.name } : null;
};

const findModel = (id: number) =>
  Object.values(modelsFixture)
    .flat()
    .find((model) => model.id === id);

/** Products of a brand or model: a deterministic slice of the catalogue fixture. */
export const brandProducts = (brandId: number) =>
  catalogueProductsFixture.filter((product) => product.id % 4 === brandId % 4);
export const modelProducts = (modelId: number) =>
  catalogueProductsFixture.filter((product) => product.id % 2 === modelId % 2);

const notFound = (message: string) => HttpResponse.json({ success: false, message }, { status: 404 });

export const brandsHandlers = [
  http.get(apiUrl('/brands'), () => HttpResponse.json({ success: true, data: brandsFixture } satisfies BrandsWire)),

  http.get(apiUrl('/brands/:id/models'), ({ params }) => {
    const brand = brandRef(Number(params.id));
    if (!brand) return notFound('Marca no encontrada');
    const models = (modelsFixture[brand.id] ?? []).map(({ id, name, productCount }) => ({ id, name, productCount }));
    return HttpResponse.json({ success: true, data: { models, brand } } satisfies BrandModelsWire);
  }),

  http.get(apiUrl('/brands/:id/products'), ({ params, request }) => {
    const brand = brandRef(Number(params.id));
    if (!brand) return notFound('Marca no encontrada');
    const url = new URL(request.url);
    const fitment = readFitmentQuery(url);
    if (fitment instanceof Response) return fitment;
    const products = withFitment(brandProducts(brand.id), fitment);
    const page = paginate(sortWire(products, url.searchParams.get('sort') ?? 'newest'), url);
    return HttpResponse.json({ success: true, data: { ...page, brand } } satisfies BrandProductsWire);
  }),

  http.get(apiUrl('/models/:id/products/search'), ({ params, request }) => {
    const model = findModel(Number(params.id));
    if (!model) return notFound('Modelo no encontrado');
    const url = new URL(request.url);
    const fitment = readFitmentQuery(url);
    if (fitment instanceof Response) return fitment;
    const q = url.searchParams.get('q')?.trim().toLowerCase() ?? '';
    if (q.length < 2)
      return HttpResponse.json(
        { success: false, message: 'La búsqueda debe tener al menos 2 caracteres' },
        { status: 400 },
      );
    const products = withFitment(modelProducts(model.id), fitment).filter((product) =>
      product.titulo.toLowerCase().includes(q),
    );
    const brand = brandRef(model.brandId) ?? { id: model.brandId, name: '' };
    return HttpResponse.json({
      success: true,
      data: {
        products,
        searchTerm: q,
        totalResults: products.length,
        modelInfo: { id: model.id, name: model.name, brand },
      },
    } satisfies ModelSearchWire);
  }),

  http.get(apiUrl('/models/:id/products'), ({ params, request }) => {
    const model = findModel(Number(params.id));
    if (!model) return notFound('Modelo no encontrado');
    const url = new URL(request.url);
    const fitment = readFitmentQuery(url);
    if (fitment instanceof Response) return fitment;
    const page = paginate(sortWire(withFitment(modelProducts(model.id), fitment), url.searchParams.get('sort')), url);
    const brand = brandRef(model.brandId) ?? { id: model.brandId, name: '' };
    return HttpResponse.json({
      success: true,
      data: { ...page, brand, model: { id: model.id, name: model.name, brandId: model.brandId } },
    } satisfies ModelProductsWire);
  }),
];
