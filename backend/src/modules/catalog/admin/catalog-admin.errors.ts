import { HttpStatus } from '@nestjs/common';
import { DomainError } from '../../../core/errors/domain-error';
import { COMMON_MESSAGES } from '../../../core/errors/error-messages';
import { MAX_PRODUCT_IMAGES } from '../product.entity';
import { CATALOG_FORM_LIMITS } from './catalog-admin.constants';

export enum CatalogAdminErrorCode {
  CategoryNameTaken = 'CATEGORY_NAME_TAKEN',
  SubcategoryNameTaken = 'SUBCATEGORY_NAME_TAKEN',
  SubSubcategoryNameTaken = 'SUB_SUBCATEGORY_NAME_TAKEN',
  ImageRequired = 'IMAGE_REQUIRED',
  ImageUrlInvalid = 'IMAGE_URL_INVALID',
  CategoryRequired = 'CATEGORY_REQUIRED',
  CategoryMissing = 'CATEGORY_MISSING',
  SubcategoryRequired = 'SUBCATEGORY_REQUIRED',
  SubcategoryMissing = 'SUBCATEGORY_MISSING',
  SubSubcategoryMissing = 'SUB_SUBCATEGORY_MISSING',
  SubcategoryOutsideCategory = 'SUBCATEGORY_OUTSIDE_CATEGORY',
  SubSubcategoryOutsideParent = 'SUB_SUBCATEGORY_OUTSIDE_PARENT',
  SubcategoryNotFound = 'SUBCATEGORY_NOT_FOUND',
  SubSubcategoryNotFound = 'SUB_SUBCATEGORY_NOT_FOUND',
  CategoryHasProducts = 'CATEGORY_HAS_PRODUCTS',
  SubcategoryHasProducts = 'SUBCATEGORY_HAS_PRODUCTS',
  SubSubcategoryHasProducts = 'SUB_SUBCATEGORY_HAS_PRODUCTS',
  ImagesRequired = 'IMAGES_REQUIRED',
  ImagesInvalid = 'IMAGES_INVALID',
  TooManyImages = 'TOO_MANY_IMAGES',
  TitleTooLong = 'TITLE_TOO_LONG',
  SkuTooLong = 'SKU_TOO_LONG',
  SalePriceNotBelowPrice = 'SALE_PRICE_NOT_BELOW_PRICE',
}

/** Spanish messages (admin.md 5 and 8, and the admin catalogue API contract). */
export const CATALOG_ADMIN_MESSAGES: Record<CatalogAdminErrorCode, string> = {
  [CatalogAdminErrorCode.CategoryNameTaken]: 'Ya existe una categoría con ese nombre',
  [CatalogAdminErrorCode.SubcategoryNameTaken]: 'Ya existe una subcategoría con ese nombre en la categoría',
  [CatalogAdminErrorCode.SubSubcategoryNameTaken]: 'Ya existe una sub-subcategoría con ese nombre en la subcategoría',
  [CatalogAdminErrorCode.ImageRequired]: 'La imagen es obligatoria',
  [CatalogAdminErrorCode.ImageUrlInvalid]:
    'La URL de la imagen debe empezar con http://, https:// o / (una ruta del sitio)',
  [CatalogAdminErrorCode.CategoryRequired]: 'Debes seleccionar una categoría',
  [CatalogAdminErrorCode.CategoryMissing]: 'La categoría no existe',
  [CatalogAdminErrorCode.SubcategoryRequired]: 'Debes seleccionar una subcategoría',
  [CatalogAdminErrorCode.SubcategoryMissing]: 'La subcategoría no existe',
  [CatalogAdminErrorCode.SubSubcategoryMissing]: 'La sub-subcategoría no existe',
  [CatalogAdminErrorCode.SubcategoryOutsideCategory]: 'La subcategoría no pertenece a la categoría seleccionada',
  [CatalogAdminErrorCode.SubSubcategoryOutsideParent]:
    'La sub-subcategoría no pertenece a la categoría y subcategoría seleccionadas',
  [CatalogAdminErrorCode.SubcategoryNotFound]: 'Subcategoría no encontrada',
  [CatalogAdminErrorCode.SubSubcategoryNotFound]: 'Sub-subcategoría no encontrada',
  [CatalogAdminErrorCode.CategoryHasProducts]: 'No se puede eliminar la categoría porque tiene productos asociados',
  [CatalogAdminErrorCode.SubcategoryHasProducts]:
    'No se puede eliminar la subcategoría porque tiene productos asociados',
  [CatalogAdminErrorCode.SubSubcategoryHasProducts]:
    'No se puede eliminar la sub-subcategoría porque tiene productos asociados',
  [CatalogAdminErrorCode.ImagesRequired]: 'Debes agregar al menos una imagen',
  [CatalogAdminErrorCode.ImagesInvalid]: 'El campo images debe ser un arreglo JSON de imágenes',
  [CatalogAdminErrorCode.TooManyImages]: `Puedes agregar hasta ${MAX_PRODUCT_IMAGES} imágenes`,
  [CatalogAdminErrorCode.TitleTooLong]: `El título no puede superar los ${CATALOG_FORM_LIMITS.title} caracteres`,
  [CatalogAdminErrorCode.SkuTooLong]: `El SKU no puede superar los ${CATALOG_FORM_LIMITS.sku} caracteres`,
  [CatalogAdminErrorCode.SalePriceNotBelowPrice]: 'El precio de oferta debe ser menor que el precio',
};

const STATUS: Record<CatalogAdminErrorCode, HttpStatus> = {
  [CatalogAdminErrorCode.CategoryNameTaken]: HttpStatus.CONFLICT,
  [CatalogAdminErrorCode.SubcategoryNameTaken]: HttpStatus.CONFLICT,
  [CatalogAdminErrorCode.SubSubcategoryNameTaken]: HttpStatus.CONFLICT,
  [CatalogAdminErrorCode.ImageRequired]: HttpStatus.BAD_REQUEST,
  [CatalogAdminErrorCode.ImageUrlInvalid]: HttpStatus.BAD_REQUEST,
  [CatalogAdminErrorCode.CategoryRequired]: HttpStatus.BAD_REQUEST,
  [CatalogAdminErrorCode.CategoryMissing]: HttpStatus.BAD_REQUEST,
  [CatalogAdminErrorCode.SubcategoryRequired]: HttpStatus.BAD_REQUEST,
  [CatalogAdminErrorCode.SubcategoryMissing]: HttpStatus.BAD_REQUEST,
  [CatalogAdminErrorCode.SubSubcategoryMissing]: HttpStatus.BAD_REQUEST,
  [CatalogAdminErrorCode.SubcategoryOutsideCategory]: HttpStatus.BAD_REQUEST,
  [CatalogAdminErrorCode.SubSubcategoryOutsideParent]: HttpStatus.BAD_REQUEST,
  [CatalogAdminErrorCode.SubcategoryNotFound]: HttpStatus.NOT_FOUND,
  [CatalogAdminErrorCode.SubSubcategoryNotFound]: HttpStatus.NOT_FOUND,
  [CatalogAdminErrorCode.CategoryHasProducts]: HttpStatus.CONFLICT,
  [CatalogAdminErrorCode.SubcategoryHasProducts]: HttpStatus.CONFLICT,
  [CatalogAdminErrorCode.SubSubcategoryHasProducts]: HttpStatus.CONFLICT,
  [CatalogAdminErrorCode.ImagesRequired]: HttpStatus.BAD_REQUEST,
  [CatalogAdminErrorCode.ImagesInvalid]: HttpStatus.BAD_REQUEST,
  [CatalogAdminErrorCode.TooManyImages]: HttpStatus.BAD_REQUEST,
  [CatalogAdminErrorCode.TitleTooLong]: HttpStatus.BAD_REQUEST,
  [CatalogAdminErrorCode.SkuTooLong]: HttpStatus.BAD_REQUEST,
  [CatalogAdminErrorCode.SalePriceNotBelowPrice]: HttpStatus.BAD_REQUEST,
};

export class CatalogAdminError extends DomainError {
  constructor(code: CatalogAdminErrorCode, message?: string, details?: string[]) {
    super(code, STATUS[code], message ?? CATALOG_ADMIN_MESSAGES[code], details);
  }
}

/**
 * 400 with the field's reason, shaped like a refused form field ('Los datos enviados no son
 * válidos', errors [reason]): a rule the service checks against stored values.
 */
export function fieldRefused(code: CatalogAdminErrorCode): CatalogAdminError {
  return new CatalogAdminError(code, COMMON_MESSAGES.validation, [CATALOG_ADMIN_MESSAGES[code]]);
}

const HAS_PRODUCTS = {
  category: [CatalogAdminErrorCode.CategoryHasProducts, 'la categoría'],
  subcategory: [CatalogAdminErrorCode.SubcategoryHasProducts, 'la subcategoría'],
  subSubcategory: [CatalogAdminErrorCode.SubSubcategoryHasProducts, 'la sub-subcategoría'],
} as const;

/** 409 'No se puede eliminar la categoría porque tiene 3 productos asociados' (and the other two kinds). */
export function stillHasProducts(kind: keyof typeof HAS_PRODUCTS, count: number): CatalogAdminError {
  const [code, noun] = HAS_PRODUCTS[kind];
  const products = count === 1 ? '1 producto asociado' : `${count} productos asociados`;
  return new CatalogAdminError(code, `No se puede eliminar ${noun} porque tiene ${products}`);
}
