import { api } from '@/lib/api';
import type {
  Category,
  CategoryRef,
  Product,
  ProductImage,
  ProductRating,
  SubSubcategory,
  Subcategory,
} from '@/types/catalog';

// ---------------------------------------------------------------------------
// Wire shapes (storefront.md section 3): the only place Spanish field names appear in the catalogue feature.
// ---------------------------------------------------------------------------

export type ProductImagesWire = {
  imagenPrincipal?: string | null;
  imagen2?: string | null;
  imagen3?: string | null;
  imagen4?: string | null;
  imagen5?: string | null;
};

export type ProductRatingWire = {
  id: number;
  productoId: number;
  puntuacion: number | string;
  cantidad: number;
};

export type ProductWire = {
  id: number;
  titulo: string;
  precio: number | string;
  descripcion?: string | null;
  sku: string;
  skuAlternativo?: string | null;
  oem?: string | null;
  existencias: number;
  categoriaId?: number | null;
  categoria?: { id: number; nombre: string } | null;
  imagenes?: ProductImagesWire | null;
  calificacion?: ProductRatingWire | null;
  marca?: { id: number; nombre: string } | null;
  fabricante?: string | null;
  origen?: string | null;
};

export type SubSubcategoryWire = {
  id: number;
  nombre: string;
  subcategoriaId: number | null;
};

export type SubcategoryWire = {
  id: number;
  nombre: string;
  categoriaId: number;
  subSubcategorias?: SubSubcategoryWire[] | null;
};

export type CategoryWire = {
  id: number;
  nombre: string;
  imagen?: string | null;
  subcategorias?: SubcategoryWire[] | null;
  subSubcategorias?: SubSubcategoryWire[] | null;
};

// ---------------------------------------------------------------------------
// Mappers
// ---------------------------------------------------------------------------

function toNumber(value: number | string | null | undefined): number {
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

const IMAGE_SLOTS = ['imagenPrincipal', 'imagen2', 'imagen3', 'imagen4', 'imagen5'] as const;

/** imagenPrincipal becomes id 1, imagen2..imagen5 ids 2..5; the first image present is the main one. */
export function toProductImages(productId: number, images: ProductImagesWire | null | undefined): ProductImage[] {
  if (!images) return [];
  const list: ProductImage[] = [];
  IMAGE_SLOTS.forEach((slot, index) => {
    const url = images[slot]?.trim();
    if (url) list.push({ id: index + 1, url, productId, isMain: list.length === 0 });
  });
  return list;
}

function toRating(rating: ProductRatingWire | null | undefined): ProductRating {
  if (!rating) return { rate: 0, count: 0 };
  return { rate: toNumber(rating.puntuacion), count: toNumber(rating.cantidad) };
}

function toCategoryRef(category: ProductWire['categoria']): CategoryRef | null {
  return category ? { id: category.id, name: category.nombre } : null;
}

export function toProduct(wire: ProductWire): Product {
  return {
    id: wire.id,
    title: wire.titulo,
    price: toNumber(wire.precio),
    description: wire.descripcion ?? '',
    sku: wire.sku,
    oem: wire.oem ?? null,
    stock: toNumber(wire.existencias),
    categoryId: wire.categoriaId ?? wire.categoria?.id ?? null,
    category: toCategoryRef(wire.categoria),
    images: toProductImages(wire.id, wire.imagenes),
    rating: toRating(wire.calificacion),
    brand: wire.marca?.nombre ?? null,
  };
}

function toSubSubcategory(wire: SubSubcategoryWire): SubSubcategory {
  return { id: wire.id, name: wire.nombre, subcategoryId: wire.subcategoriaId ?? null };
}

function toSubcategory(wire: SubcategoryWire): Subcategory {
  return {
    id: wire.id,
    name: wire.nombre,
    categoryId: wire.categoriaId,
    subSubcategories: (wire.subSubcategorias ?? []).map(toSubSubcategory),
  };
}

export function toCategory(wire: CategoryWire): Category {
  return {
    id: wire.id,
    name: wire.nombre,
    image: wire.imagen?.trim() || null,
    subcategories: (wire.subcategorias ?? []).map(toSubcategory),
    subSubcategories: (wire.subSubcategorias ?? []).map(toSubSubcategory),
  };
}

// ---------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => '/categories',
      transformResponse: (response: CategoryWire[]) => response.map(toCategory),
      providesTags: (result = []) => [
        ...result.map(({ id }) => ({ type: 'Category' as const, id })),
        { type: 'Category' as const, id: 'LIST' },
      ],
    }),
    getFeaturedProducts: build.query<Product[], void>({
      query: () => '/products/featured',
      transformResponse: (response: ProductWire[]) => response.map(toProduct),
      providesTags: (result = []) => [
        ...result.map(({ id }) => ({ type: 'Product' as const, id })),
        { type: 'Product' as const, id: 'FEATURED' },
      ],
    }),
  }),
});

export const { useGetCategoriesQuery, useGetFeaturedProductsQuery } = catalogApi;
