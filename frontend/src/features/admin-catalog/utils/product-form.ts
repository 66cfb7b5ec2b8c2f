import {
  ADMIN_PRODUCT_MAX_IMAGES,
  ADMIN_PRODUCT_SKU_MAX_LENGTH,
  ADMIN_PRODUCT_TITLE_MAX_LENGTH,
  PRODUCT_FORM_DEFAULTS,
} from '@/config/constants';
import { formatPrice } from '@/utils/format';

import { CATALOG_MESSAGES } from '../messages';
import type { AdminProduct, GalleryImage, ProductInput } from '../types';
import { isImageUrl } from './image-url';

/** What the product form holds: inputs as typed, so a half-typed number is not lost. */
export type ProductFormValues = {
  title: string;
  description: string;
  price: string;
  salePrice: string;
  sku: string;
  stock: string;
  categoryId: string;
  subcategoryId: string;
  subSubcategoryId: string;
  images: GalleryImage[];
};

export type ProductField = Exclude<keyof ProductFormValues, 'images'> | 'gallery';

export type ProductFormErrors = {
  fields: Partial<Record<ProductField, string>>;
  /** Per gallery image id. */
  imageUrls: Record<number, string>;
};

export const PRODUCT_FORM_TEXT = {
  titleRequired: 'El título es obligatorio',
  titleTooLong: `El título no puede superar los ${ADMIN_PRODUCT_TITLE_MAX_LENGTH} caracteres`,
  descriptionRequired: 'La descripción es obligatoria',
  priceRequired: 'El precio es obligatorio',
  priceInvalid: 'El precio debe ser un número mayor o igual a 0',
  salePriceInvalid: 'El precio de oferta debe ser un número mayor o igual a 0',
  /** The API's message for the same rule (a sale price equal to or above the price is refused). */
  salePriceNotBelow: 'El precio de oferta debe ser menor que el precio',
  skuRequired: 'El SKU es obligatorio',
  skuTooLong: `El SKU no puede superar los ${ADMIN_PRODUCT_SKU_MAX_LENGTH} caracteres`,
  stockInvalid: 'El stock debe ser un número entero mayor o igual a 0',
} as const;

/** Whitespace-separated tokens of the description (admin.md section 2.5). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

export function emptyProductForm(): ProductFormValues {
  return {
    title: '',
    description: '',
    price: String(PRODUCT_FORM_DEFAULTS.price),
    salePrice: '',
    sku: '',
    stock: String(PRODUCT_FORM_DEFAULTS.stock),
    categoryId: '',
    subcategoryId: '',
    subSubcategoryId: '',
    images: [{ id: 1, url: '', productId: null, isMain: true }],
  };
}

const idText = (id: number | null) => (id === null ? '' : String(id));

export function productToFormValues(product: AdminProduct): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    price: String(product.price),
    salePrice: product.salePrice === null ? '' : String(product.salePrice),
    sku: product.sku,
    stock: String(product.stock),
    categoryId: idText(product.categoryId),
    subcategoryId: idText(product.subcategoryId),
    subSubcategoryId: idText(product.subSubcategoryId),
    images: product.images.length > 0 ? product.images : emptyProductForm().images,
  };
}

function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** A valid amount typed in a price field, in whole pesos as it will be saved (the API rounds too); else null. */
export function roundedAmount(text: string): number | null {
  const value = parseAmount(text);
  return value === null || Number.isNaN(value) || value < 0 ? null : Math.round(value);
}

/**
 * What the price fields will save, told before saving: the whole-peso value when cents were typed, and for a sale
 * price below the price its percentage off.
 */
export function priceHints(values: Pick<ProductFormValues, 'price' | 'salePrice'>): {
  price: string | null;
  salePrice: string | null;
} {
  const price = roundedAmount(values.price);
  const salePrice = roundedAmount(values.salePrice);
  const savedAs = (text: string, rounded: number | null) =>
    rounded !== null && rounded !== Number(text.trim()) ? `Se guardará como ${formatPrice(rounded)}` : null;
  const discount =
    price !== null && salePrice !== null && salePrice < price
      ? `${Math.max(1, Math.round((1 - salePrice / price) * 100))}% de descuento`
      : null;
  return {
    price: savedAs(values.price, price),
    salePrice: [savedAs(values.salePrice, salePrice), discount].filter(Boolean).join(' · ') || null,
  };
}

export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const fields: ProductFormErrors['fields'] = {};
  const title = values.title.trim();
  if (!title) fields.title = PRODUCT_FORM_TEXT.titleRequired;
  else if (title.length > ADMIN_PRODUCT_TITLE_MAX_LENGTH) fields.title = PRODUCT_FORM_TEXT.titleTooLong;

  if (!values.description.trim()) fields.description = PRODUCT_FORM_TEXT.descriptionRequired;

  const price = parseAmount(values.price);
  if (price === null) fields.price = PRODUCT_FORM_TEXT.priceRequired;
  else if (Number.isNaN(price) || price < 0) fields.price = PRODUCT_FORM_TEXT.priceInvalid;

  const salePrice = parseAmount(values.salePrice);
  if (salePrice !== null && (Number.isNaN(salePrice) || salePrice < 0)) {
    fields.salePrice = PRODUCT_FORM_TEXT.salePriceInvalid;
  } else if (salePrice !== null && !fields.price && Math.round(salePrice) >= Math.round(price ?? 0)) {
    // Compared in whole pesos, as saved: 12990.4 against 12990 would be stored equal.
    fields.salePrice = PRODUCT_FORM_TEXT.salePriceNotBelow;
  }

  const sku = values.sku.trim();
  if (!sku) fields.sku = PRODUCT_FORM_TEXT.skuRequired;
  else if (sku.length > ADMIN_PRODUCT_SKU_MAX_LENGTH) fields.sku = PRODUCT_FORM_TEXT.skuTooLong;

  const stock = parseAmount(values.stock);
  if (stock === null || Number.isNaN(stock) || stock < 0 || !Number.isInteger(stock)) {
    fields.stock = PRODUCT_FORM_TEXT.stockInvalid;
  }

  if (!values.categoryId) fields.categoryId = CATALOG_MESSAGES.categoryRequired;

  // No URL at all: one message for the gallery. Otherwise each blank or malformed row says what is wrong.
  const imageUrls: ProductFormErrors['imageUrls'] = {};
  if (values.images.every((image) => !image.url.trim())) {
    fields.gallery = CATALOG_MESSAGES.galleryEmpty;
  } else {
    for (const image of values.images) {
      const url = image.url.trim();
      if (!url) imageUrls[image.id] = CATALOG_MESSAGES.imageUrlRequired;
      else if (!isImageUrl(url)) imageUrls[image.id] = CATALOG_MESSAGES.imageUrlInvalid;
    }
  }
  return { fields, imageUrls };
}

export function hasErrors(errors: ProductFormErrors): boolean {
  return Object.keys(errors.fields).length > 0 || Object.keys(errors.imageUrls).length > 0;
}

const optionalId = (text: string) => (text ? Number(text) : null);

/**
 * The validated form as the API input, prices in whole pesos as the form showed them; call only when
 * validateProductForm found nothing. A sale price emptied by the admin is cleared; one that was never there is not
 * sent.
 */
export function toProductInput(values: ProductFormValues, initialSalePrice = ''): ProductInput {
  const salePrice = values.salePrice.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: Math.round(Number(values.price)),
    salePrice: salePrice ? Math.round(Number(salePrice)) : initialSalePrice.trim() ? null : undefined,
    sku: values.sku.trim(),
    stock: Number(values.stock),
    categoryId: Number(values.categoryId),
    subcategoryId: optionalId(values.subcategoryId),
    subSubcategoryId: optionalId(values.subSubcategoryId),
    images: values.images,
  };
}

// ---------------------------------------------------------------------------
// Gallery rules: at least one image, at most five, exactly one main image.
// ---------------------------------------------------------------------------

export function addGalleryImage(images: GalleryImage[], productId: number | null): GalleryImage[] {
  if (images.length >= ADMIN_PRODUCT_MAX_IMAGES) return images;
  const id = Math.max(0, ...images.map((image) => image.id)) + 1;
  return [...images, { id, url: '', productId, isMain: images.length === 0 }];
}

/** Removing needs two or more images; when the main one goes, the first remaining takes its place. */
export function removeGalleryImage(images: GalleryImage[], id: number): GalleryImage[] {
  if (images.length < 2) return images;
  const remaining = images.filter((image) => image.id !== id);
  if (remaining.some((image) => image.isMain)) return remaining;
  return remaining.map((image, index) => ({ ...image, isMain: index === 0 }));
}

export function setMainImage(images: GalleryImage[], id: number): GalleryImage[] {
  return images.map((image) => ({ ...image, isMain: image.id === id }));
}

export function setImageUrl(images: GalleryImage[], id: number, url: string): GalleryImage[] {
  return images.map((image) => (image.id === id ? { ...image, url } : image));
}
