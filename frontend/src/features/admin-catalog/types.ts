// View models of the admin catalogue screens (admin.md section 3). The API speaks Spanish field names; the
// mappers in api/admin-catalog-api.ts turn them into these shapes.

import type { ProductFilterArgs } from '@/types/catalog';
import type { Pagination } from '@/types/pagination';

/** One picture of a product's gallery. */
export type GalleryImage = {
  id: number;
  url: string;
  productId: number | null;
  isMain: boolean;
};

export type AdminSubSubcategory = {
  id: number;
  name: string;
  categoryId: number | null;
  /** May be null: a sub-subcategory can hang directly from its category. */
  subcategoryId: number | null;
  createdAt: string | null;
  updatedAt: string | null;
};

export type AdminSubcategory = {
  id: number;
  name: string;
  categoryId: number | null;
  subSubcategories: AdminSubSubcategory[];
  createdAt: string | null;
  updatedAt: string | null;
};

export type AdminCategory = {
  id: number;
  name: string;
  image: string | null;
  subcategories: AdminSubcategory[];
  /** Every sub-subcategory of the category, with or without a subcategory. */
  subSubcategories: AdminSubSubcategory[];
  createdAt: string | null;
  updatedAt: string | null;
};

export type AdminProduct = {
  id: number;
  title: string;
  description: string;
  price: number;
  salePrice: number | null;
  sku: string;
  oem: string | null;
  stock: number;
  categoryId: number | null;
  categoryName: string | null;
  subcategoryId: number | null;
  subSubcategoryId: number | null;
  /** The main image first. */
  images: GalleryImage[];
};

export type AdminProductPage = {
  products: AdminProduct[];
  pagination: Pagination;
};

export type ProductInput = {
  title: string;
  description: string;
  price: number;
  /** A price; null clears the stored one; undefined leaves it as it is. */
  salePrice: number | null | undefined;
  sku: string;
  stock: number;
  categoryId: number;
  subcategoryId: number | null;
  subSubcategoryId: number | null;
  images: GalleryImage[];
};

/** A category's picture: an uploaded file, or a URL / site path typed by the admin. */
export type CategoryImageInput = { kind: 'file'; file: File } | { kind: 'url'; url: string };

export type CategoryInput = {
  name: string;
  /** Required on create; on edit, undefined keeps the current image. */
  image?: CategoryImageInput;
};

export type SubcategoryInput = { name: string; categoryId: number };

export type SubSubcategoryInput = { name: string; subcategoryId: number };

export type AdminProductListArgs = ProductFilterArgs;
