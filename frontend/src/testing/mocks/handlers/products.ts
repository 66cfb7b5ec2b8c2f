import { http, HttpResponse } from 'msw';

import type {
  ProductListWire,
  ProductSearchWire,
  ProductWire,
  SearchSuggestionWire,
} from '@/features/catalog/api/catalog-wire';
import type { PaginationWire } from '@/lib/wire';
import { apiUrl } from '@/testing/mocks/api-url';
import { readFitmentQuery, withDetailFitment, withFitment } from '@/testing/mocks/handlers/vehicles';

// Wire shapes of the product endpoints (storefront.md section 3 and the backend's ProductResponse): Spanish names,
// precio as a number or a numeric string, nullable image slots and rating. A product on sale carries precioOferta
// (below precio) and descuento (whole percentage); others have both null (the sale-price contract of issue 21).

export const featuredProductsFixture: ProductWire[] = [
  {
    id: 7,
    titulo: 'Pastillas de freno delanteras Toyota Yaris',
    precio: 24990,
    descripcion: 'Juego de pastillas cerámicas para eje delantero.',
    sku: 'PF-7788',
    skuAlternativo: null,
    oem: '04465-0D020',
    existencias: 12,
    categoriaId: 1,
    categoria: { id: 1, nombre: 'Frenos' },
    imagenes: {
      imagenPrincipal: '/uploads/productos/pf-7788.jpg',
      imagen2: '/uploads/productos/pf-7788-b.jpg',
      imagen3: null,
      imagen4: null,
      imagen5: null,
    },
    calificacion: { id: 3, productoId: 7, puntuacion: 4.5, cantidad: 12 },
  },
  {
    id: 8,
    titulo: 'Filtro de aceite Hyundai Accent',
    precio: '12990.00',
    descripcion: 'Filtro de aceite de alto flujo.',
    sku: 'FA-1200',
    oem: null,
    existencias: 0,
    categoriaId: 2,
    categoria: { id: 2, nombre: 'Filtros' },
    imagenes: null,
    calificacion: null,
  },
];

/** The full detail of product 7 as GET /products/7 returns it. */
export const productDetailFixture: ProductWire = {
  ...featuredProductsFixture[0],
  tituloInsensible: 'pastillas de freno delanteras toyota yaris',
  descripcion:
    'Juego de pastillas cerámicas para eje delantero. Baja emisión de polvo y funcionamiento silencioso, ideales para uso urbano.',
  skuAlternativo: 'PF-7788-A',
  aplicacion: 'Toyota Yaris 1.5 (2014-2018)',
  fabricante: 'Bosch',
  origen: 'Alemania',
  subcategoriaId: 10,
  subSubcategoriaId: 100,
  subcategoria: { id: 10, nombre: 'Pastillas' },
  subSubcategoria: { id: 100, nombre: 'Pastillas delanteras' },
  imagenes: {
    imagenPrincipal: '/uploads/productos/pf-7788.jpg',
    imagen2: '/uploads/productos/pf-7788-b.jpg',
    imagen3: '/uploads/productos/pf-7788-c.jpg',
    imagen4: null,
    imagen5: null,
  },
  compatibilidades: [
    { marca: 'Toyota', modelo: 'Yaris', anos: '2014-2018', productId: 7, productos: [7] },
    { marca: 'Toyota', modelo: 'Corolla', anos: '2010-2015', productId: 9, productos: [9, 7, 11] },
    { marca: 'Suzuki', modelo: 'Swift', anos: '2012', productId: null, productos: [] },
  ],
  calificacion: { id: 3, productoId: 7, puntuacion: 4.5, cantidad: 2 },
  fechaCreacion: '2025-01-10T12:00:00.000Z',
  fechaActualizacion: '2025-01-12T12:00:00.000Z',
};

const CATEGORY_NAMES: Record<number, string> = { 1: 'Frenos', 2: 'Filtros', 3: 'Suspensión' };
const KINDS = ['Disco de freno', 'Filtro de aire', 'Amortiguador', 'Pastilla de freno', 'Filtro de aceite'];

/** The sale of a catalogue fixture: every fifth product (ids 102, 107, …, 127), 10 to 35% off. */
function fixtureSale(index: number, precio: number): Pick<ProductWire, 'precioOferta' | 'descuento'> {
  if (index % 5 !== 1) return { precioOferta: null, descuento: null };
  const precioOferta = Math.round((precio * (1 - (10 + (index % 6) * 5) / 100)) / 10) * 10;
  return { precioOferta, descuento: Math.round((1 - precioOferta / precio) * 100) };
}

/** 30 generated catalogue products (ids 101-130) spread over the three categories; every fifth one is on sale. */
export const catalogueProductsFixture: ProductWire[] = Array.from({ length: 30 }, (_, index) => {
  const id = 101 + index;
  const categoryId = (index % 3) + 1;
  const precio = 5000 + ((index * 7919) % 90) * 1000;
  return {
    id,
    titulo: `${KINDS[index % KINDS.length]} modelo ${id}`,
    precio,
    ...fixtureSale(index, precio),
    descripcion: `Repuesto de prueba número ${id} con una descripción suficientemente larga para comprobar que la tarjeta la recorta a cien caracteres.`,
    sku: `SKU-${id}`,
    oem: index % 4 === 0 ? `OEM-${id}` : null,
    existencias: index % 10 === 9 ? 0 : 5 + index,
    categoriaId: categoryId,
    categoria: { id: categoryId, nombre: CATEGORY_NAMES[categoryId] },
    subSubcategoriaId: categoryId === 1 && index % 2 === 0 ? 100 : null,
    imagenes: { imagenPrincipal: `/uploads/productos/${id}.jpg` },
    calificacion: { id, productoId: id, puntuacion: (index % 5) + 0.5, cantidad: index },
  };
});

export const allProducts = (): ProductWire[] => [
  productDetailFixture,
  featuredProductsFixture[1],
  ...catalogueProductsFixture,
];

function matchesText(product: ProductWire, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return [product.titulo, product.sku, product.oem ?? ''].some((value) => value.toLowerCase().includes(needle));
}

/** The price charged: the sale price while on sale (price sorts and filters use it). */
export const chargedPrice = (product: ProductWire) => Number(product.precioOferta ?? product.precio);

export function sortWire(products: ProductWire[], sort: string | null): ProductWire[] {
  const sorted = [...products];
  const price = chargedPrice;
  switch (sort) {
    case 'price-low':
      return sorted.sort((a, b) => price(a) - price(b));
    case 'price-high':
      return sorted.sort((a, b) => price(b) - price(a));
    case 'rating':
      return sorted.sort((a, b) => Number(b.calificacion?.puntuacion ?? 0) - Number(a.calificacion?.puntuacion ?? 0));
    case 'name-az':
      return sorted.sort((a, b) => a.titulo.localeCompare(b.titulo));
    case 'name-za':
      return sorted.sort((a, b) => b.titulo.localeCompare(a.titulo));
    case 'oldest':
      return sorted.sort((a, b) => a.id - b.id);
    case 'newest':
      return sorted.sort((a, b) => b.id - a.id);
    default:
      return sorted;
  }
}

/** Slices a list the way the API paginates: page (from 1) and limit from the query string. */
export function paginate(products: ProductWire[], url: URL, defaultLimit = 10) {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
  const limit = Math.max(1, Number(url.searchParams.get('limit') ?? defaultLimit));
  const pagination: PaginationWire = {
    total: products.length,
    page,
    limit,
    totalPages: Math.ceil(products.length / limit),
  };
  return { products: products.slice((page - 1) * limit, page * limit), pagination };
}

const error = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status });

export const productsHandlers = [
  http.get(apiUrl('/products/featured'), ({ request }) => {
    const fitment = readFitmentQuery(new URL(request.url));
    if (fitment instanceof Response) return fitment;
    // The selection stays the same with a vehicle: only the fitment is added.
    return HttpResponse.json(withFitment(featuredProductsFixture, fitment && { ...fitment, onlyFitting: false }));
  }),

  http.get(apiUrl('/products/search'), ({ request }) => {
    const url = new URL(request.url);
    const q = url.searchParams.get('q')?.trim() ?? '';
    if (q.length < 2) return error(400, 'La búsqueda debe tener al menos 2 caracteres');
    const fitment = readFitmentQuery(url);
    if (fitment instanceof Response) return fitment;
    const found = sortWire(
      withFitment(
        catalogueProductsFixture.filter((product) => matchesText(product, q)),
        fitment,
      ),
      url.searchParams.get('sort'),
    );
    const { products, pagination } = paginate(found, url);
    const body: ProductSearchWire = {
      success: true,
      message: 'Búsqueda realizada',
      data: {
        products: products.map((product) => ({ ...product, marca: null, modelo: null, relevanceScore: 1 })),
        suggestions: found.length === 0 ? catalogueProductsFixture.slice(0, 3) : [],
        pagination,
        message: found.length === 0 ? `No encontramos "${q}". Te mostramos productos similares.` : '',
        searchTerm: q,
      },
    };
    return HttpResponse.json(body);
  }),

  http.get(apiUrl('/products/suggestions'), ({ request }) => {
    const url = new URL(request.url);
    const q = url.searchParams.get('q')?.trim() ?? '';
    const limit = Number(url.searchParams.get('limit') ?? 10);
    if (q.length < 2) return HttpResponse.json([]);
    const fitment = readFitmentQuery(url);
    if (fitment instanceof Response) return fitment;
    const suggestions: SearchSuggestionWire[] = withFitment(allProducts(), fitment)
      .filter((product) => matchesText(product, q))
      .slice(0, limit)
      .map((product) => {
        const needle = q.toLowerCase();
        const matchType = product.sku.toLowerCase().includes(needle)
          ? 'sku'
          : product.oem?.toLowerCase().includes(needle)
            ? 'oem'
            : 'title';
        return {
          id: product.id,
          title: product.titulo,
          sku: product.sku,
          oem: product.oem ?? null,
          price: chargedPrice(product),
          originalPrice: product.precioOferta == null ? null : Number(product.precio),
          discount: product.descuento == null ? null : Number(product.descuento),
          matchType,
          ...(product.compatibilidadVehiculo && { compatibilidadVehiculo: product.compatibilidadVehiculo }),
        };
      });
    return HttpResponse.json(suggestions);
  }),

  http.get(apiUrl('/products/:id'), ({ params, request }) => {
    const id = String(params.id);
    if (!/^\d+$/.test(id)) return error(400, 'ID de producto inválido');
    const fitment = readFitmentQuery(new URL(request.url));
    if (fitment instanceof Response) return fitment;
    const product = allProducts().find((candidate) => candidate.id === Number(id));
    return product ? HttpResponse.json(withDetailFitment(product, fitment)) : error(404, 'Producto no encontrado');
  }),

  http.get(apiUrl('/products'), ({ request }) => {
    const url = new URL(request.url);
    const categoryId = url.searchParams.get('categoryId');
    const subSubcategoryId = url.searchParams.get('subSubcategoryId');
    const search = url.searchParams.get('search');
    const onSale = url.searchParams.get('onSale');
    if (onSale !== null && onSale !== 'true' && onSale !== 'false') return error(400, 'onSale debe ser true o false');
    const fitment = readFitmentQuery(url);
    if (fitment instanceof Response) return fitment;
    let found = withFitment(catalogueProductsFixture, fitment);
    if (categoryId) found = found.filter((product) => product.categoriaId === Number(categoryId));
    if (subSubcategoryId) found = found.filter((product) => product.subSubcategoriaId === Number(subSubcategoryId));
    if (search) found = found.filter((product) => matchesText(product, search));
    const sort = url.searchParams.get('sort');
    if (onSale === 'true') {
      // Biggest discount first, then by id, unless a search ranks them or a price or rating sort was asked.
      found = found.filter((product) => product.precioOferta != null);
      if (!search) found.sort((a, b) => Number(b.descuento) - Number(a.descuento) || a.id - b.id);
      if (sort && sort !== 'relevance') found = sortWire(found, sort);
    } else {
      found = sortWire(found, sort);
    }
    const body: ProductListWire = paginate(found, url);
    return HttpResponse.json(body);
  }),
];
