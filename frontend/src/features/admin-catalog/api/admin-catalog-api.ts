import { ADMIN_PRODUCT_MAX_IMAGES } from '@/config/constants';
import { api } from '@/lib/api';
import { filledImageSlots, type ProductImagesWire } from '@/lib/product-images-wire';
import { toNumber, toOptionalNumber, toPagination, type PaginationWire } from '@/lib/wire';

import type {
  AdminCategory,
  AdminProduct,
  AdminProductListArgs,
  AdminProductPage,
  AdminSubcategory,
  AdminSubSubcategory,
  CategoryInput,
  GalleryImage,
  ProductInput,
  SubcategoryInput,
  SubSubcategoryInput,
} from '../types';
import { isImageUrl } from '../utils/image-url';

// ---------------------------------------------------------------------------
// Wire shapes: the only place the API's Spanish field names meet the admin screens. Category-like records are read
// leniently (nombre or name, imagen or image, Spanish or English timestamps) as admin.md section 3 describes.
// ---------------------------------------------------------------------------

type TimestampsWire = {
  fechaCreacion?: string | null;
  fechaActualizacion?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
};

type NameWire = { nombre?: string | null; name?: string | null };

export type AdminSubSubcategoryWire = TimestampsWire &
  NameWire & {
    id: number;
    categoriaId?: number | null;
    categoryId?: number | null;
    subcategoriaId?: number | null;
    subcategoryId?: number | null;
  };

export type AdminSubcategoryWire = TimestampsWire &
  NameWire & {
    id: number;
    categoriaId?: number | null;
    categoryId?: number | null;
    subSubcategorias?: AdminSubSubcategoryWire[] | null;
  };

export type AdminCategoryWire = TimestampsWire &
  NameWire & {
    id: number;
    imagen?: string | null;
    image?: string | null;
    subcategorias?: AdminSubcategoryWire[] | null;
    subSubcategorias?: AdminSubSubcategoryWire[] | null;
  };

export type AdminProductWire = TimestampsWire & {
  id: number;
  titulo: string;
  descripcion?: string | null;
  precio: number | string;
  /** The sale price, when the API includes it. */
  precioOferta?: number | string | null;
  salePrice?: number | string | null;
  sku: string;
  oem?: string | null;
  existencias: number | string;
  categoriaId?: number | null;
  subcategoriaId?: number | null;
  subSubcategoriaId?: number | null;
  categoria?: ({ id: number } & NameWire) | null;
  imagenes?: ProductImagesWire | null;
};

export type AdminProductsWire = {
  success: boolean;
  products: AdminProductWire[];
  pagination: PaginationWire;
};

// ---------------------------------------------------------------------------
// Mappers
// ---------------------------------------------------------------------------

const nameOf = (wire: NameWire) => (wire.nombre ?? wire.name ?? '').trim();
const createdAtOf = (wire: TimestampsWire) => wire.fechaCreacion ?? wire.createdAt ?? null;
const updatedAtOf = (wire: TimestampsWire) => wire.fechaActualizacion ?? wire.updatedAt ?? null;

export function toAdminSubSubcategory(wire: AdminSubSubcategoryWire, parentCategoryId?: number): AdminSubSubcategory {
  return {
    id: wire.id,
    name: nameOf(wire),
    categoryId: wire.categoriaId ?? wire.categoryId ?? parentCategoryId ?? null,
    subcategoryId: wire.subcategoriaId ?? wire.subcategoryId ?? null,
    createdAt: createdAtOf(wire),
    updatedAt: updatedAtOf(wire),
  };
}

export function toAdminSubcategory(wire: AdminSubcategoryWire): AdminSubcategory {
  const categoryId = wire.categoriaId ?? wire.categoryId ?? null;
  return {
    id: wire.id,
    name: nameOf(wire),
    categoryId,
    subSubcategories: (wire.subSubcategorias ?? []).map((item) => ({
      ...toAdminSubSubcategory(item, categoryId ?? undefined),
      subcategoryId: item.subcategoriaId ?? item.subcategoryId ?? wire.id,
    })),
    createdAt: createdAtOf(wire),
    updatedAt: updatedAtOf(wire),
  };
}

export function toAdminCategory(wire: AdminCategoryWire): AdminCategory {
  const subcategories = (wire.subcategorias ?? []).map((item) => ({
    ...toAdminSubcategory(item),
    categoryId: item.categoriaId ?? item.categoryId ?? wire.id,
  }));
  // The category-level list has every sub-subcategory; older answers only list the ones without a subcategory there.
  const subSubcategories = new Map<number, AdminSubSubcategory>();
  for (const item of wire.subSubcategorias ?? []) subSubcategories.set(item.id, toAdminSubSubcategory(item, wire.id));
  for (const subcategory of subcategories) {
    for (const item of subcategory.subSubcategories) {
      if (!subSubcategories.has(item.id)) subSubcategories.set(item.id, { ...item, categoryId: wire.id });
    }
  }
  return {
    id: wire.id,
    name: nameOf(wire),
    image: (wire.imagen ?? wire.image)?.trim() || null,
    subcategories,
    subSubcategories: [...subSubcategories.values()],
    createdAt: createdAtOf(wire),
    updatedAt: updatedAtOf(wire),
  };
}

/** The first filled slot is the main image; the filled slots become gallery entries 1, 2, ... in slot order. */
export function toGalleryImages(productId: number, images: ProductImagesWire | null | undefined): GalleryImage[] {
  return filledImageSlots(images).map(({ url }, index) => ({ id: index + 1, url, productId, isMain: index === 0 }));
}

export function toAdminProduct(wire: AdminProductWire): AdminProduct {
  return {
    id: wire.id,
    title: wire.titulo,
    description: wire.descripcion ?? '',
    price: toNumber(wire.precio),
    salePrice: toOptionalNumber(wire.precioOferta ?? wire.salePrice),
    sku: wire.sku,
    oem: wire.oem?.trim() || null,
    stock: toNumber(wire.existencias),
    categoryId: wire.categoriaId ?? wire.categoria?.id ?? null,
    categoryName: wire.categoria ? nameOf(wire.categoria) || null : null,
    subcategoryId: wire.subcategoriaId ?? null,
    subSubcategoryId: wire.subSubcategoriaId ?? null,
    images: toGalleryImages(wire.id, wire.imagenes),
  };
}

// ---------------------------------------------------------------------------
// Request bodies (multipart, field names of the spec's call table)
// ---------------------------------------------------------------------------

/** The images JSON field: only usable URLs, the main one first, at most five. */
export function toImagesField(images: GalleryImage[], productId: number | null): GalleryImage[] {
  const usable = images
    .map((image) => ({ ...image, url: image.url.trim(), productId }))
    .filter((image) => isImageUrl(image.url));
  const main = usable.find((image) => image.isMain) ?? usable[0];
  const ordered = main ? [main, ...usable.filter((image) => image !== main)] : [];
  return ordered.slice(0, ADMIN_PRODUCT_MAX_IMAGES).map((image) => ({ ...image, isMain: image === main }));
}

export function toProductFormData(input: ProductInput, productId: number | null = null): FormData {
  const form = new FormData();
  form.append('title', input.title.trim());
  form.append('description', input.description.trim());
  form.append('price', String(input.price));
  // A blank value is the API's "none": it clears a stored sale price or subcategory.
  if (input.salePrice !== undefined) form.append('salePrice', input.salePrice === null ? '' : String(input.salePrice));
  form.append('sku', input.sku.trim());
  form.append('stock', String(input.stock));
  form.append('categoryId', String(input.categoryId));
  form.append('subcategoryId', input.subcategoryId === null ? '' : String(input.subcategoryId));
  form.append('subSubcategoryId', input.subSubcategoryId === null ? '' : String(input.subSubcategoryId));
  form.append('images', JSON.stringify(toImagesField(input.images, productId)));
  return form;
}

export function toCategoryFormData(input: CategoryInput): FormData {
  const form = new FormData();
  form.append('name', input.name.trim());
  if (input.image?.kind === 'file') form.append('image', input.image.file, input.image.file.name);
  if (input.image?.kind === 'url') form.append('image', input.image.url.trim());
  return form;
}

function toNamedFormData(fields: Record<string, string | number>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    form.append(key, typeof value === 'string' ? value.trim() : String(value));
  return form;
}

// ---------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------

/** Storefront answers that show catalogue data: refetched after any admin write so the change shows at once. */
const CATALOGUE_TAGS = ['Category', 'Subcategory', 'SubSubcategory'] as const;

const listTags = <T extends 'Category' | 'Subcategory' | 'SubSubcategory' | 'Product'>(
  type: T,
  items: Array<{ id: number }> | undefined,
) => [...(items ?? []).map(({ id }) => ({ type, id })), { type, id: 'LIST' as const }];

const withoutEmpty = (params: object) =>
  Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );

export const adminCatalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProductPage, AdminProductListArgs>({
      query: (args) => ({ url: '/admin/products', params: withoutEmpty(args) }),
      transformResponse: (response: AdminProductsWire, _meta, args) => ({
        products: (response.products ?? []).map(toAdminProduct),
        pagination: toPagination(response.pagination, args.limit),
      }),
      providesTags: (result) => listTags('Product', result?.products),
    }),
    getAdminProduct: build.query<AdminProduct, number>({
      query: (id) => `/products/${id}`,
      transformResponse: toAdminProduct,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    createProduct: build.mutation<AdminProduct, ProductInput>({
      query: (input) => ({ url: '/products', method: 'POST', body: toProductFormData(input) }),
      transformResponse: toAdminProduct,
      // Every product answer (storefront lists, search, detail) and the dashboard figures may change.
      invalidatesTags: (_result, error) => (error ? [] : ['Product', 'DashboardStats']),
    }),
    updateProduct: build.mutation<AdminProduct, { id: number; input: ProductInput }>({
      query: ({ id, input }) => ({ url: `/products/${id}`, method: 'PUT', body: toProductFormData(input, id) }),
      transformResponse: toAdminProduct,
      invalidatesTags: (_result, error) => (error ? [] : ['Product', 'DashboardStats']),
    }),
    deleteProduct: build.mutation<void, number>({
      query: (id) => ({ url: `/products/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : ['Product', 'DashboardStats']),
    }),

    getAdminCategories: build.query<AdminCategory[], void>({
      query: () => '/categories',
      transformResponse: (response: AdminCategoryWire[]) =>
        Array.isArray(response) ? response.map(toAdminCategory) : [],
      providesTags: (result) => listTags('Category', result),
    }),
    getAdminCategory: build.query<AdminCategory, number>({
      query: (id) => `/categories/${id}`,
      transformResponse: toAdminCategory,
      providesTags: (_result, _error, id) => [{ type: 'Category', id }],
    }),
    createCategory: build.mutation<AdminCategory, CategoryInput>({
      query: (input) => ({ url: '/categories', method: 'POST', body: toCategoryFormData(input) }),
      transformResponse: toAdminCategory,
      invalidatesTags: (_result, error) => (error ? [] : ['Category']),
    }),
    updateCategory: build.mutation<AdminCategory, { id: number; input: CategoryInput }>({
      query: ({ id, input }) => ({ url: `/categories/${id}`, method: 'PUT', body: toCategoryFormData(input) }),
      transformResponse: toAdminCategory,
      // Product answers carry the category's name.
      invalidatesTags: (_result, error) => (error ? [] : [...CATALOGUE_TAGS, 'Product']),
    }),
    deleteCategory: build.mutation<void, number>({
      query: (id) => ({ url: `/categories/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      // Its subcategories and sub-subcategories go with it.
      invalidatesTags: (_result, error) => (error ? [] : [...CATALOGUE_TAGS]),
    }),

    getAdminSubcategories: build.query<AdminSubcategory[], { categoryId?: number } | void>({
      query: (args) => ({ url: '/subcategories', params: withoutEmpty(args ?? {}) }),
      transformResponse: (response: AdminSubcategoryWire[]) =>
        Array.isArray(response) ? response.map(toAdminSubcategory) : [],
      providesTags: (result) => listTags('Subcategory', result),
    }),
    getAdminSubcategory: build.query<AdminSubcategory, number>({
      query: (id) => `/subcategories/${id}`,
      transformResponse: toAdminSubcategory,
      providesTags: (_result, _error, id) => [{ type: 'Subcategory', id }],
    }),
    createSubcategory: build.mutation<AdminSubcategory, SubcategoryInput>({
      query: (input) => ({ url: '/subcategories', method: 'POST', body: toNamedFormData(input) }),
      transformResponse: toAdminSubcategory,
      invalidatesTags: (_result, error) => (error ? [] : [...CATALOGUE_TAGS]),
    }),
    updateSubcategory: build.mutation<AdminSubcategory, { id: number; input: SubcategoryInput }>({
      query: ({ id, input }) => ({ url: `/subcategories/${id}`, method: 'PUT', body: toNamedFormData(input) }),
      transformResponse: toAdminSubcategory,
      invalidatesTags: (_result, error) => (error ? [] : [...CATALOGUE_TAGS, 'Product']),
    }),
    deleteSubcategory: build.mutation<void, number>({
      query: (id) => ({ url: `/subcategories/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : [...CATALOGUE_TAGS]),
    }),

    getAdminSubSubcategories: build.query<
      AdminSubSubcategory[],
      { categoryId?: number; subcategoryId?: number } | void
    >({
      query: (args) => ({ url: '/subsubcategories', params: withoutEmpty(args ?? {}) }),
      transformResponse: (response: AdminSubSubcategoryWire[]) =>
        Array.isArray(response) ? response.map((item) => toAdminSubSubcategory(item)) : [],
      providesTags: (result) => listTags('SubSubcategory', result),
    }),
    getAdminSubSubcategory: build.query<AdminSubSubcategory, number>({
      query: (id) => `/subsubcategories/${id}`,
      transformResponse: (response: AdminSubSubcategoryWire) => toAdminSubSubcategory(response),
      providesTags: (_result, _error, id) => [{ type: 'SubSubcategory', id }],
    }),
    createSubSubcategory: build.mutation<AdminSubSubcategory, SubSubcategoryInput>({
      query: (input) => ({ url: '/subsubcategories', method: 'POST', body: toNamedFormData(input) }),
      transformResponse: (response: AdminSubSubcategoryWire) => toAdminSubSubcategory(response),
      invalidatesTags: (_result, error) => (error ? [] : [...CATALOGUE_TAGS]),
    }),
    updateSubSubcategory: build.mutation<AdminSubSubcategory, { id: number; input: SubSubcategoryInput }>({
      query: ({ id, input }) => ({ url: `/subsubcategories/${id}`, method: 'PUT', body: toNamedFormData(input) }),
      transformResponse: (response: AdminSubSubcategoryWire) => toAdminSubSubcategory(response),
      invalidatesTags: (_result, error) => (error ? [] : [...CATALOGUE_TAGS, 'Product']),
    }),
    deleteSubSubcategory: build.mutation<void, number>({
      query: (id) => ({ url: `/subsubcategories/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : [...CATALOGUE_TAGS]),
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useGetAdminCategoriesQuery,
  useGetAdminCategoryQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useGetAdminSubcategoriesQuery,
  useGetAdminSubcategoryQuery,
  useCreateSubcategoryMutation,
  useUpdateSubcategoryMutation,
  useDeleteSubcategoryMutation,
  useGetAdminSubSubcategoriesQuery,
  useGetAdminSubSubcategoryQuery,
  useCreateSubSubcategoryMutation,
  useUpdateSubSubcategoryMutation,
  useDeleteSubSubcategoryMutation,
} = adminCatalogApi;
